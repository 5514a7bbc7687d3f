import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerPosition } from '@coulisses/shared/session/dashboard.schema';
import { api } from '../../../lib/api-client';
import type * as ApiClient from '../../../lib/api-client';
import { renderTranslated } from '../../../test/render-translated';
import { row } from '../../../test/admin-fixtures/progress-row';
import { CaseHintsDialog } from './case-hints-dialog';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn() },
}));

/** Where the server says a room's player stands before they opened their game: its first lock. */
const unopenedPosition: PlayerPosition = {
  status: 'waiting',
  locks: [
    {
      lockId: 'security-computer',
      title: 'The security computer',
      folderTitle: 'Security office',
      wrongAttempts: 0,
      hints: [
        { number: 1, text: 'Look at the programme.', penaltySeconds: 60, given: false },
        { number: 2, text: 'A year.', penaltySeconds: 120, given: false },
      ],
    },
  ],
};

describe('the case hints dialog', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("offers the next hint to a room's player who has not opened their game", async () => {
    vi.mocked(api.get).mockReturnValue({ json: () => Promise.resolve(unopenedPosition) } as never);
    const player = {
      ...row('late', 0),
      status: 'waiting' as const,
      startedAt: null,
      idleSince: '2025-01-01T10:00:00Z',
    };
    await renderTranslated(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CaseHintsDialog
          sessionId="ABC234"
          player={player}
          name="Investigator 1"
          canRun
          onClose={() => undefined}
          onSent={() => undefined}
        />
      </QueryClientProvider>,
    );
    const next = await screen.findByTestId('case-hint-security-computer-1');
    expect(within(next).getByRole('button', { name: /^Send \(−1\u00a0min\)/ })).toBeTruthy();
    expect(within(next).getByRole('button', { name: /^Send for free/ })).toBeTruthy();
  });
});
