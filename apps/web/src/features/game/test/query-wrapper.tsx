import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverStateDefaults } from '../../../lib/query-client';

/**
 * A cache of its own for one test, so that no answer leaks from one test into another: the
 * app's settings, without asking a failed read again.
 */
export function queryWrapper() {
  const client = new QueryClient({
    defaultOptions: { ...serverStateDefaults, queries: { ...serverStateDefaults.queries, retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}
