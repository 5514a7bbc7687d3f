import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import pLimit from 'p-limit';
import { ApiError } from '../../http-error.js';
import { withTimeout } from '../../timeout.js';

/**
 * The server connects to a push endpoint a client chose, so it connects only where a push
 * service can be: a public https host (docs/decisions/0016-hostile-input.md). Every
 * address the host resolves to must be public unicast — no loopback, private, link-local
 * (the cloud's metadata service at 169.254.169.254), carrier-grade NAT, unique-local,
 * multicast, documentation, benchmarking or reserved range, nor an IPv6 spelling of one.
 * The check is made when the subscription is stored and again on every connection, to
 * the very address checked (a name that resolves elsewhere later — DNS rebinding — is
 * not followed).
 */

/** All the addresses of a host name, as the operating system's resolver gives them. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

/**
 * The system's resolver answers on libuv's thread pool (four threads), which Argon2 and
 * file reads share: a host whose DNS never answers must not hold them all. Two lookups
 * at a time, and none waits longer than LOOKUP_TIMEOUT_MS for its answer.
 */
const lookups = pLimit(2);
const LOOKUP_TIMEOUT_MS = 5_000;

export const resolveWithSystem: ResolveHost = (hostname) => {
  // The slot is held until the system answers, so that at most two threads ever wait on
  // DNS; the caller stops waiting at the timeout, whether queued or asking.
  const answer = lookups(() => lookup(hostname, { all: true, verbatim: true }));
  return withTimeout(answer, LOOKUP_TIMEOUT_MS, `${hostname}: no answer from DNS`);
};

/** What may be reached: public hosts only, or also loopback and http (the tests' stand-in). */
export interface EndpointPolicy {
  /** PUSH_ALLOW_HTTP: http endpoints and loopback addresses, for a local stand-in only. */
  allowHttp: boolean;
  resolve: ResolveHost;
}

/** Whether an address is one a push service could have: public unicast. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // ipaddr.js calls the deprecated IPv4-compatible form (::a.b.c.d, ::/96) unicast: it is no
  // public host, and a stack that still maps it would reach the IPv4 address inside.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(ipaddr.parseCIDR('::/96'))) return false;
  return parsed.range() === 'unicast';
}

const isLoopback = (address: string) => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
};

export class EndpointRefused extends Error {}

const refused = (message: string) => new ApiError(400, 'PUSH_ENDPOINT_REFUSED', message, ['endpoint']);

/** The host of a URL as a resolver wants it: an IPv6 literal without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The addresses of `hostname` a connection may go to; throws EndpointRefused otherwise. */
export async function allowedAddresses(
  hostname: string,
  policy: EndpointPolicy,
): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(hostname)) {
    addresses = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(hostname);
    } catch {
      throw new EndpointRefused(`${hostname} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new EndpointRefused(`${hostname} does not resolve`);
  const allowed = (address: string) => isPublicAddress(address) || (policy.allowHttp && isLoopback(address));
  // One address outside public space is enough to refuse: the resolver may pick any of them.
  const bad = addresses.find(({ address }) => !allowed(address));
  if (bad) throw new EndpointRefused(`${hostname} resolves to ${bad.address}, which is not a public address`);
  return addresses;
}

/** Checks an endpoint when a player stores it: 400 PUSH_ENDPOINT_REFUSED when it cannot be one. */
export async function checkPushEndpoint(endpoint: string, policy: EndpointPolicy): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused('The push endpoint is not a URL');
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) {
    throw refused('A push endpoint must be an https URL');
  }
  if (url.username || url.password) throw refused('A push endpoint carries no credentials');
  try {
    await allowedAddresses(hostOf(url), policy);
  } catch (error) {
    if (error instanceof EndpointRefused) throw refused(`The push endpoint is refused: ${error.message}`);
    throw error;
  }
}

/**
 * A `lookup` for http(s).request that resolves, checks every address, and hands the
 * socket the address it checked: the connection goes nowhere the check did not see.
 */
export function checkedLookup(policy: EndpointPolicy): LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(hostname, policy).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (options.all) {
          callback(null, usable);
          return;
        }
        const first = usable[0];
        if (!first) callback(new EndpointRefused(`${hostname} has no address of family ${wanted}`), '', 0);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
