import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { byRank } from '@coulisses/shared/session/player-rank';

/** The rows with `changed` put in (replacing a row of the same player, or added), re-ranked. */
export function upsertRows(rows: PlayerProgress[], changed: PlayerProgress[]): PlayerProgress[] {
  if (changed.length === 0) return rows;
  const byId = new Map(rows.map((row) => [row.playerId, row]));
  for (const row of changed) byId.set(row.playerId, row);
  // Sort is stable: players the rule cannot tell apart keep the server's order.
  return [...byId.values()].sort(byRank);
}

/**
 * Hands ids over as they come, at most once every `delayMs`: the first id after a quiet
 * window goes at once — a game master sees a player's answer as soon as it is made — and
 * those that follow it within the window go together at its end. A room of 200 players
 * sends as many events a second, and the dashboard must neither render nor fetch that often.
 */
export function idBatcher(delayMs: number, flush: (ids: string[]) => void) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (pending.size === 0) {
      // A window with nothing in it: the next id goes at once.
      timer = undefined;
      return;
    }
    const ids = [...pending];
    pending.clear();
    // Each hand-over opens a window; ids added meanwhile (by `flush` itself too) wait for its end.
    timer = setTimeout(run, delayMs);
    flush(ids);
  };
  return {
    add(id: string) {
      pending.add(id);
      if (timer === undefined) run();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
