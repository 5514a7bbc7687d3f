import type { PlayerProgress } from './dashboard.schema.js';

/** The time a player took to their accusation, pauses left out; null until they made it. */
export const timeTakenSeconds = (player: Pick<PlayerProgress, 'finished' | 'elapsedSeconds'>) =>
  player.finished ? player.elapsedSeconds : null;

/**
 * Ranked as the players' leaderboard (docs/product.md#leaderboard): finished first, by score, then by
 * time taken. The server ranks the dashboard with it; the live dashboard re-ranks with
 * the same rule when one player's row changes.
 */
export function byRank(a: PlayerProgress, b: PlayerProgress): number {
  const time = (p: PlayerProgress) => timeTakenSeconds(p) ?? Infinity;
  return Number(b.finished) - Number(a.finished) || b.score - a.score || time(a) - time(b);
}
