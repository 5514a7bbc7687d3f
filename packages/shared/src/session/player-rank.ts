import type { PlayerProgress } from './dashboard.schema.js';

/** The time a player took to their accusation, pauses left out; null until they made it. */
export const timeTakenSeconds = (player: Pick<PlayerProgress, 'finished' | 'elapsedSeconds'>) =>
  player.finished ? player.elapsedSeconds : null;

/** What a ranking reads of a row. */
export type RankedFigures = Pick<
  PlayerProgress,
  'finished' | 'startedAt' | 'rightAnswers' | 'score' | 'elapsedSeconds'
>;

/**
 * The rank's order (docs/product.md#leaderboard): those who made their accusation first,
 * by the right answers in it, then by score, then by time taken; then those still playing,
 * by score; those who have not begun last. A row's right answers are those its reader may
 * know: all of them on the game master's dashboard, which the server ranks with this, and
 * none while the verdict is sealed on what the room sees (asTheRoomSees) — so that nothing
 * of the room's order depends on the verdict before it is out. The live dashboard re-ranks
 * with the same rule when one player's row changes; players it cannot tell apart keep their
 * order (the order they joined, as the players' leaderboard).
 */
export function byRank(a: RankedFigures, b: RankedFigures): number {
  const time = (p: RankedFigures) => timeTakenSeconds(p) ?? Infinity;
  const started = (p: RankedFigures) => Number(p.startedAt !== null);
  return (
    Number(b.finished) - Number(a.finished) ||
    started(b) - started(a) ||
    (b.rightAnswers ?? 0) - (a.rightAnswers ?? 0) ||
    b.score - a.score ||
    time(a) - time(b)
  );
}

/**
 * A dashboard row as the room may see it (docs/product.md#show-screen): the score and the
 * right answers the players' own leaderboard shows — no verdict's points, no sign of right
 * or wrong while the verdict is sealed.
 */
export const asTheRoomSees = (player: PlayerProgress): PlayerProgress => ({
  ...player,
  score: player.publicScore,
  rightAnswers: player.publicRightAnswers,
  solved: player.publicRightAnswers === null ? null : player.solved,
});

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

/**
 * The standings a shared screen shows (docs/product.md#show-screen): the players, or in a
 * session played in teams the teams, as the room may see them and ranked by that alone —
 * the same figures and order as the players' own leaderboard.
 */
export function roomStandings(players: readonly PlayerProgress[], inTeams: boolean): PlayerProgress[] {
  const seen = players.map(asTheRoomSees);
  return inTeams ? teamStandings(seen) : seen.sort(byRank);
}
