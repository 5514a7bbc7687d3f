import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import type { RequestDetails } from 'web-push';
import { allowedAddresses, checkedLookup, EndpointRefused, type EndpointPolicy } from './push-endpoint.js';

export interface PushResponse {
  status: number;
  retryAfter: string | null;
}

/**
 * POSTs a prepared Web Push request. node:http rather than web-push's own sender, which
 * speaks https only (the tests' stand-in listens on http) and whose timeout is a socket's
 * idle time; rather than fetch, which costs several times the CPU per request, and a
 * message to 2,000 players makes 2,000 of them. `signal` ends it: deadline or shutdown.
 */
export async function postPush(
  details: RequestDetails,
  signal: AbortSignal,
  policy: EndpointPolicy,
): Promise<PushResponse> {
  const url = new URL(details.endpoint);
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) {
    throw new EndpointRefused(`${url.protocol} endpoints are not pushed to`);
  }
  // An address in the URL is connected to without a lookup: it is checked here; a name is
  // checked by the lookup, on the address the socket then uses (docs/decisions/0016).
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host)) await allowedAddresses(host, policy);
  const lookup = checkedLookup(policy);
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const options = { method: 'POST', headers: details.headers, signal, lookup };
    const request = client.request(url, options, (response) => {
      // Read to the end, so the connection goes back to the agent's pool.
      response.resume();
      response.on('error', reject);
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: retryAfter ?? null });
      });
    });
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
