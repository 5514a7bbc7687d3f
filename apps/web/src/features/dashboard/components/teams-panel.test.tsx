import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import type * as ApiClient from '../../../lib/api-client';
import { renderTranslated } from '../../../test/render-translated';
import { TeamsPanel } from './teams-panel';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
}));

function refusal(status: number, key: string) {
  const request = new Request('http://localhost/v1/sessions/ABC234/teams');
  const response = new Response(JSON.stringify({ key, message: 'no' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return new HTTPError(response, request, {} as never);
}

async function renderPanel(failure: unknown) {
  vi.mocked(api.get).mockReturnValue({ json: () => Promise.reject(failure) } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <TeamsPanel sessionId="ABC234" players={[]} canRun={false} />
    </QueryClientProvider>,
  );
}

describe('the Teams tab', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says the reason of a refusal, never the connection', async () => {
    await renderPanel(refusal(403, 'SESSION_NOT_YOURS'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This session is run by another game master: you can view it but not run it.',
    );
    expect(screen.queryByText(/Check the connection/)).toBeNull();
    // A part of the dashboard, not a page of its own.
    expect(document.querySelector('main')).toBeNull();
  });

  it('says the connection when no answer came', async () => {
    await renderPanel(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The data couldn’t be loaded. Check the connection and try again.',
    );
  });
});
