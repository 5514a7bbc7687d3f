import http from 'node:http';
import https from 'node:https';
import type { RequestDetails } from 'web-push';

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
export function postPush(details: RequestDetails, signal: AbortSignal): Promise<PushResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(details.endpoint);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'POST', headers: details.headers, signal }, (response) => {
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
