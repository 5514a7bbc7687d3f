import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerAction } from '@coulisses/shared/session/dashboard.schema';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../../test/mock-api';
import { renderTranslated } from '../../../test/render-translated';
import { row } from '../../../test/admin-fixtures/progress-row';
import { PlayerPathDialog } from './player-path-dialog';

const PLAYER = row('ines', 120);

/** An action of the path as the server sends it, nothing but what `changes` says. */
const action = (id: string, at: string, changes: Partial<PlayerAction>): PlayerAction => ({
  id,
  at,
  kind: 'start',
  target: null,
  targetTitle: null,
  answer: null,
  answerText: null,
  accusation: null,
  outcome: null,
  penaltySeconds: 0,
  message: null,
  ...changes,
});

const PATH: PlayerAction[] = [
  action('a1', '2025-01-01T10:00:05Z', { kind: 'start' }),
  action('a2', '2025-01-01T10:02:00Z', {
    kind: 'read',
    target: 'badge-log',
    targetTitle: 'Badge log',
  }),
  action('a3', '2025-01-01T10:04:00Z', {
    kind: 'attempt',
    target: 'security-computer',
    targetTitle: 'Security computer',
    answer: '1234',
    outcome: 'wrong',
    penaltySeconds: 60,
  }),
  action('a4', '2025-01-01T10:09:00Z', {
    kind: 'message',
    message: {
      kind: 'hint',
      body: 'Look at the clock in the dressing room.',
      toEveryone: false,
      minutesLeft: null,
      caseHint: { lockId: 'security-computer', lockTitle: 'Security computer', number: 1, penaltySeconds: 0 },
      readAt: null,
    },
  }),
];

async function renderPath() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderTranslated(
    <QueryClientProvider client={queryClient}>
      <PlayerPathDialog
        sessionId="ABC234"
        player={PLAYER}
        name="Investigator 1"
        canRun={false}
        selfPaced={false}
        onClose={vi.fn()}
        onMessage={vi.fn()}
        onHelp={vi.fn()}
        onNotice={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'ines@example.com’s timeline' });
}

describe("a player's path, for the game master", () => {
  useMockApi(http.get(api('players/:id/actions'), () => HttpResponse.json(PATH)));
  afterEach(cleanup);

  it('tells each action in words, oldest first: what was read, answered, given, and whether it was read', async () => {
    const dialog = await renderPath();
    const list = await within(dialog).findByRole('list', { name: 'Actions, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Started the game'),
      expect.stringContaining('Read “Badge log”'),
      expect.stringContaining('Answered “1234” to “Security computer”'),
      expect.stringContaining('Received hint 1 for “Security computer”'),
    ]);
    expect(within(items[2]!).getByText('Wrong')).toBeTruthy();
    // A hint of the case that cost nothing says so, and that the player has not seen it yet.
    expect(within(items[3]!).getByText('Free')).toBeTruthy();
    expect(within(items[3]!).getByText('Not read yet')).toBeTruthy();
    expect(within(items[3]!).getByText('Look at the clock in the dressing room.')).toBeTruthy();
  });

  it('says why a first read failed, in words, and reads the path again on demand', async () => {
    mockApi.use(
      http.get(
        api('players/:id/actions'),
        () =>
          HttpResponse.json(
            { key: 'DATABASE_UNAVAILABLE', message: 'The database does not answer' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const dialog = await renderPath();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The server can’t reach its database right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await within(dialog).findByRole('list', { name: 'Actions, oldest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
