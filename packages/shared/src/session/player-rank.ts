import type { PlayerProgress } from './dashboard.schema.js';

/** The time a finished player took, start to finish; unfinished players come after. */
export const timeTakenMs = (player: Pick<PlayerProgress, 'startedAt' | 'finishedAt'>) =>
  player.startedAt && player.finishedAt ? Date.parse(player.finishedAt) - Date.parse(player.startedAt) : null;

/**
 * Ranked as the players' leaderboard (docs/product.md#leaderboard): finished first, by score, then by
 * time taken. The server ranks the dashboard with it; the live dashboard re-ranks with
 * the same rule when one player's row changes.
 */
export function byRank(a: PlayerProgress, b: PlayerProgress): number {
  const time = (p: PlayerProgress) => timeTakenMs(p) ?? Infinity;
  return Number(b.finished) - Number(a.finished) || b.score - a.score || time(a) - time(b);
}
