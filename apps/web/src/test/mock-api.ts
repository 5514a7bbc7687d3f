import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/*
 * The API a screen's test talks to: the app's own client (lib/api-client.ts) sends its
 * requests as in a browser, and these handlers answer them at the network's edge, so a test
 * reads like a user's visit — what the screen asked, what it showed — not like a list of
 * mocked functions. Any request a test did not expect fails it.
 */

/** A path of the API, whatever host the client is on: `api('sessions/:id')`. */
export const api = (path: string) => `*/v1/${path}`;

/** The XSRF token the client asks for before its first change (lib/api-client.ts). */
const xsrf = http.get(api('xsrf'), () => HttpResponse.json({ token: 'test-xsrf' }));

export const mockApi = setupServer(xsrf);

/** Starts the mock API for a test file, with `handlers` as its defaults; each test may add its own. */
export function useMockApi(...handlers: HttpHandler[]): void {
  beforeAll(() => mockApi.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockApi.resetHandlers(xsrf, ...handlers));
  afterAll(() => mockApi.close());
  mockApi.resetHandlers(xsrf, ...handlers);
}

export { http, HttpResponse };
