import type { QueryClient } from '@tanstack/react-query';
import { getDashboardQueryOptions, getPlayerProgress } from '../../lib/admin-api/dashboard';
import { isNotFound } from '../../lib/admin-api/not-found';
import { adminKeys } from '../../lib/admin-api/query-keys';
import { idBatcher, upsertRows } from './live-rows';

const BATCH_MS = 500;
/** Past this many changed players in one window, one dashboard fetch is cheaper than many rows. */
const RELOAD_ALL_OVER = 12;
/**
 * A whole dashboard costs the server's one thread time for every row (bench/session.mjs
 * measures it), and a large session changes more than 12 players
 * every window: read whole, it is read at most once per 2.5 ms a row shown — every 500 ms up
 * to 200 players, every 5 s at 2,000 — so that it never takes more than a few percent of
 * the server. The events themselves still arrive at once.
 */
const RELOAD_ALL_MS_PER_ROW = 2.5;
const reloadAllEvery = (rows: number) => Math.max(BATCH_MS, rows * RELOAD_ALL_MS_PER_ROW);

/**
 * Keeps one session's cached dashboard in step with its live events: a player's event
 * fetches that player's row and puts it in the cache — at once after a quiet moment, those
 * that follow it batched (live-rows.ts) — and a session event reads the dashboard again. `newPlayersOnly`: rows are fetched for players not yet shown only (the
 * join screen).
 */
export function dashboardSync(queryClient: QueryClient, sessionId: string, { newPlayersOnly = false } = {}) {
  const { queryKey } = getDashboardQueryOptions(sessionId);
  /** When the last whole-dashboard read was asked for (Date.now()). */
  let reloadedAt = 0;

  const reloadAll = () => {
    reloadedAt = Date.now();
    void queryClient.invalidateQueries({ queryKey });
    // Any row may have changed: an open path dialog follows its player here too.
    void queryClient.invalidateQueries({ queryKey: adminKeys.allPlayerPaths(sessionId) });
  };

  const storeRows = async (ids: string[]) => {
    const results = await Promise.allSettled(ids.map((id) => getPlayerProgress(id)));
    const rows = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (rows.length === 0) return;
    queryClient.setQueryData(queryKey, (dashboard) =>
      dashboard ? { ...dashboard, players: upsertRows(dashboard.players, rows) } : dashboard,
    );
    // A changed row is a changed path: an open path dialog follows the player.
    for (const row of rows) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.playerPaths(sessionId, row.playerId) });
    }
  };

  const batcher = idBatcher(BATCH_MS, (ids) => {
    const state = queryClient.getQueryState(queryKey);
    // Never loaded, or gone: there is nothing to keep in step.
    if (!state || (state.status === 'error' && (!state.data || isNotFound(state.error)))) return;
    // A dashboard read under way may have read before these changes: wait for it.
    if (!state.data || state.fetchStatus === 'fetching') {
      ids.forEach(batcher.add);
      return;
    }
    const shown = new Set(state.data.players.map((player) => player.playerId));
    const wanted = newPlayersOnly ? ids.filter((id) => !shown.has(id)) : ids;
    if (wanted.length > RELOAD_ALL_OVER) {
      // Too soon after the last whole read: these players wait for the next window.
      if (Date.now() < reloadedAt + reloadAllEvery(state.data.players.length)) wanted.forEach(batcher.add);
      else reloadAll();
      return;
    }
    if (wanted.length > 0) void storeRows(wanted);
  });

  /** Everything of the session read again: its dashboard, messages and open paths. */
  const resync = () => {
    reloadedAt = Date.now();
    void queryClient.invalidateQueries({ queryKey: adminKeys.session(sessionId) });
  };

  return { playerChanged: batcher.add, reloadAll, resync, stop: batcher.cancel };
}
