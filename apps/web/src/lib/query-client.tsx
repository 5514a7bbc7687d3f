import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { HTTPError, TimeoutError } from 'ky';
import type { ReactNode } from 'react';
import { isOfflineFailure } from './api-client';

/**
 * Answers worth asking again: the server or the network failed, not the request. A request
 * that already waited out its time (ky's 15 s) is not: three more would keep the screen
 * waiting for a minute before it says so and offers its own Retry.
 */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof TimeoutError) return false;
  if (!(error instanceof HTTPError)) return true;
  const status = error.response.status;
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The app's one cache of server state, for the game and the admin areas (docs/architecture.md).
 * Requests go out whatever the browser says of the network (`networkMode: 'always'`): the
 * service worker may answer from its cache, and a request that cannot go out fails at
 * once and says so (`offline.failed`) rather than waiting, paused, for the network to come
 * back — an answer to a lock sent minutes later would cost its penalty unseen. A refused
 * request (4xx) is an answer and is not asked again, nor is one that failed offline or timed
 * out; a network failure online or a 5xx is, three times with a growing wait. Data stays fresh
 * until a live event or an action says otherwise, so switching tabs does not refetch every
 * screen at once.
 */
export const serverStateDefaults = {
  queries: {
    networkMode: 'always',
    retry: (failures: number, error: unknown) =>
      failures < 3 && !isOfflineFailure(error) && isPassingFailure(error),
    staleTime: 5_000,
    refetchOnWindowFocus: false,
  },
  mutations: { networkMode: 'always', retry: false },
} satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: serverStateDefaults });

/**
 * Loaded with the game and admin route modules only, so that the app's first chunk does not
 * carry the query library (docs/decisions/0008-the-register-route-budget.md).
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
