import { LEADERBOARD_TOP, type Leaderboard } from '@coulisses/shared/game/game.schema';
import type { DataStore } from '../data-store.js';
import { getPlayerSession } from '../players/players.js';
import { gameClock, gameStatus, isVerdictReleased } from './game-rules.js';
import type { SessionRow } from '../sessions/sessions-store.js';
import {
  countArrival,
  findRankedGame,
  listRankedGames,
  type RankedSession,
  type ScoreShown,
  type NumberedRow,
  type RankedRow,
} from './leaderboard-store.js';

/** How old the others' rows of a leaderboard may be: a reader's own row is always read anew. */
const SNAPSHOT_MS = 1000;

interface Snapshot {
  takenAt: number;
  rows: Promise<NumberedRow[]>;
}

/**
 * The sessions' games in the rank's order, as last read, by session and score shown: each
 * server keeps its own (docs/decisions/0025-a-session-s-writes.md).
 */
export type LeaderboardSnapshots = Map<string, Snapshot>;

export const leaderboardSnapshots = (): LeaderboardSnapshots => new Map();

/** What a session's leaderboard shows of the scores, while its verdict is sealed or not (isVerdictReleased). */
export function scoreShown(
  session: Pick<SessionRow, 'status' | 'debrief_release' | 'debrief_released_at'>,
): ScoreShown {
  if (isVerdictReleased(session, undefined)) return 'whole';
  return session.debrief_release === 'playerFinish' ? 'oncePlayerFinished' : 'sealed';
}

/**
 * The session's games ranked, read at most once a second however many players look: a
 * ranking reads every game of the session, which each player's look would otherwise pay
 * (bench/session.mjs measures it).
 */
function sessionRanking(
  db: DataStore,
  snapshots: LeaderboardSnapshots,
  session: RankedSession,
  now: number,
): Promise<NumberedRow[]> {
  const key = `${session.id} ${session.shown}`;
  const held = snapshots.get(key);
  if (held && now - held.takenAt < SNAPSHOT_MS) return held.rows;
  for (const [other, snapshot] of snapshots) {
    if (now - snapshot.takenAt >= SNAPSHOT_MS) snapshots.delete(other);
  }
  const snapshot = { takenAt: now, rows: listRankedGames(db, session) };
  snapshots.set(key, snapshot);
  // A failed read is not kept: the next look reads again.
  snapshot.rows.catch(() => snapshots.get(key) === snapshot && snapshots.delete(key));
  return snapshot.rows;
}

/**
 * The rank's order of leaderboard-store.ts: finished first, by right answers once the
 * verdict is out, score, time taken, arrival, id.
 */
function isAhead(a: RankedRow, b: RankedRow): boolean {
  const keys: [number | string, number | string][] = [
    [a.finished_at === null ? 1 : 0, b.finished_at === null ? 1 : 0],
    [-Number(a.right_answers ?? 0), -Number(b.right_answers ?? 0)],
    [-a.score, -b.score],
    [a.elapsed_seconds ?? 0, b.elapsed_seconds ?? 0],
    [a.created_at, b.created_at],
    [a.id, b.id],
  ];
  for (const [left, right] of keys) if (left !== right) return left < right;
  return false;
}

/**
 * The session's leaderboard as a player sees it: the first LEADERBOARD_TOP, and the
 * player's own row with its rank when it is further down (docs/product.md#leaderboard). The
 * others' rows are at most a second old; the reader's own is read now, so that it shows
 * the accusation just made.
 */
export async function readLeaderboard(
  db: DataStore,
  snapshots: LeaderboardSnapshots,
  playerId: string,
): Promise<Leaderboard> {
  const session = await getPlayerSession(db, playerId);
  // The player's game: their team's, in a session played in teams.
  const gameId = session.player_team_id ?? playerId;
  const board = { id: session.id, shown: scoreShown(session) };
  const [ranked, found] = await Promise.all([
    sessionRanking(db, snapshots, board, Date.now()),
    findRankedGame(db, board, gameId),
  ]);
  // The reader's number by arrival, as last ranked; counted now for a game begun since.
  const ownArrival = async (row: RankedRow): Promise<number | null> => {
    if (row.player_id === null) return null;
    return ranked.find((other) => other.id === gameId)?.arrival ?? countArrival(db, row.player_id);
  };
  const own: NumberedRow | undefined = found && { ...found, arrival: await ownArrival(found) };
  // The reader's row as it is now, in its place among the others' as last ranked.
  const others = ranked.filter((row) => row.id !== gameId);
  const ownRank = own ? 1 + others.filter((row) => isAhead(row, own)).length : 0;
  const ordered = own ? [...others.slice(0, ownRank - 1), own, ...others.slice(ownRank - 1)] : others;
  const rows = ordered.slice(0, LEADERBOARD_TOP).map((row, index) => ({ row, rank: index + 1 }));
  if (own && ownRank > LEADERBOARD_TOP) rows.push({ row: own, rank: ownRank });
  const now = new Date();
  const playing = (row: RankedRow) =>
    row.finished_at === null && gameStatus(session, row, gameClock(session, row, now), now) !== 'over';
  return rows.map(({ row, rank }) => ({
    rank,
    // A team by its name (docs/product.md#teams); a player by their nickname, else as
    // "Investigator n" by their number, as on every other screen (docs/product.md#nicknames).
    player: row.team_name ?? row.nickname,
    number: row.team_name === null ? row.arrival : null,
    you: row.id === gameId,
    score: row.score,
    solvedLocks: row.solved_locks,
    finished: row.finished_at !== null,
    playing: playing(row),
    elapsedSeconds: row.elapsed_seconds ?? 0,
  }));
}
