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
 * Collects ids and hands them over at most once every `delayMs`: a room of 200 players
 * sends as many events a second, and the dashboard must neither render nor fetch that often.
 */
export function idBatcher(delayMs: number, flush: (ids: string[]) => void) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    flush(ids);
  };
  return {
    add(id: string) {
      pending.add(id);
      timer ??= setTimeout(run, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
