import { isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/** The machine's own IPv4 addresses when listening on all of them: what phones type. */
export function lanAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
}

/** Where phones on this network reach the app, when the server listens on every address. */
export function lanUrl(host: string, port: number): string | undefined {
  const [address] = lanAddresses(host);
  return address ? `http://${address}:${port}` : undefined;
}

/**
 * The address a throttle counts by. An IPv6 host commonly holds a whole /64 and may pick
 * any address in it for each request: its first 64 bits name it. IPv4 (mapped or not)
 * stays whole.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip.slice(0, 64);
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
