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
