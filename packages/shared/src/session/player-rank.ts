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

/**
 * docs/product.md#teams: in a session played in teams, one row per team — the game its
 * members share — in the rank's order, named by the team (its `nickname`) and keyed by its
 * id. Players in no team play no game and are left out.
 */
export function teamStandings(players: readonly PlayerProgress[]): PlayerProgress[] {
  const rows = new Map<string, PlayerProgress>();
  for (const player of players) {
    if (!player.team || rows.has(player.team.id)) continue;
    rows.set(player.team.id, { ...player, playerId: player.team.id, nickname: player.team.name, mail: '' });
  }
  return [...rows.values()].sort(byRank);
}
