import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@coulisses/shared/session/dashboard.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import type * as DashboardApi from '../../lib/admin-api/dashboard';
import { getDashboard, getDashboardQueryOptions, getPlayerProgress } from '../../lib/admin-api/dashboard';
import { row } from '../../test/admin-fixtures/progress-row';
import { dashboardSync } from './dashboard-sync';

vi.mock('../../lib/admin-api/dashboard', async (importOriginal) => ({
  ...(await importOriginal<typeof DashboardApi>()),
  getDashboard: vi.fn(),
  getPlayerProgress: vi.fn(),
}));

const SESSION_ID = 'ABC234';
const session = { id: SESSION_ID, name: 'Friday' } as Session;
const { queryKey } = getDashboardQueryOptions(SESSION_ID);

let queryClient: QueryClient;
const players = () => queryClient.getQueryData(queryKey)?.players.map((p) => [p.playerId, p.score]);

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<Dashboard>(queryKey, { session, players: [row('a', 50), row('b', 40)] });
  vi.mocked(getPlayerProgress).mockImplementation((id) => Promise.resolve(row(id, id === 'b' ? 90 : 10)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('dashboardSync', () => {
  it("puts a player's new row in the cached dashboard at once, re-ranked, and batches what follows", async () => {
    const sync = dashboardSync(queryClient, SESSION_ID);
    sync.playerChanged('b');
    // The row is read at once: no window to wait for after a quiet moment.
    await vi.advanceTimersByTimeAsync(0);
    expect(getPlayerProgress).toHaveBeenCalledTimes(1);
    expect(players()).toEqual([
      ['b', 90],
      ['a', 50],
    ]);
    // What follows within the window waits for its end, each player read once.
    sync.playerChanged('a');
    sync.playerChanged('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(getPlayerProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(vi.mocked(getPlayerProgress).mock.calls.map(([id]) => id)).toEqual(['b', 'a']);
  });

  it('adds a newcomer on the join screen, and fetches no row of a player already shown', async () => {
    const sync = dashboardSync(queryClient, SESSION_ID, { newPlayersOnly: true });
    sync.playerChanged('a');
    sync.playerChanged('c');
    await vi.advanceTimersByTimeAsync(500);
    expect(vi.mocked(getPlayerProgress).mock.calls.map(([id]) => id)).toEqual(['c']);
    expect(players()).toEqual([
      ['a', 50],
      ['b', 40],
      ['c', 10],
    ]);
  });

  it('reads the whole dashboard again when too many players changed at once', async () => {
    // Observed, as on the dashboard: an invalidated query is fetched again.
    const unsubscribe = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => getDashboard(SESSION_ID),
      staleTime: Infinity,
    }).subscribe(() => undefined);
    const many = Array.from({ length: 14 }, (_, i) => row(`p${i}`, i));
    vi.mocked(getDashboard).mockResolvedValue({ session, players: many });
    const sync = dashboardSync(queryClient, SESSION_ID);
    many.forEach((player) => sync.playerChanged(player.playerId));
    await vi.advanceTimersByTimeAsync(500);
    // The first at once, alone; the 13 that followed within its window in one whole read.
    expect(vi.mocked(getPlayerProgress).mock.calls.map(([id]) => id)).toEqual(['p0']);
    expect(getDashboard).toHaveBeenCalledWith(SESSION_ID);
    expect(queryClient.getQueryData(queryKey)?.players).toHaveLength(14);
    unsubscribe();
  });
});
