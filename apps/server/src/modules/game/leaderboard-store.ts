import { sql, type RawBuilder } from 'kysely';
import type { SessionRow } from '../sessions/sessions-store.js';
import type { DataStore } from '../data-store.js';
import { isVerdictReleased } from './game-rules.js';

/**
 * The rank's order as SQL: those who made their accusation first, by score then by time;
 * then those still playing, by score so far; the earlier to join first among equals, so
 * that every reader sees the same order.
 */
const unfinished = sql<number>`case when games.finished_at is null then 1 else 0 end`;
const elapsed = sql<number>`coalesce(games.elapsed_seconds, 0)`;

type SessionRelease = Pick<SessionRow, 'status' | 'debrief_release' | 'debrief_released_at'>;

/**
 * The score a row shows, as SQL: while a verdict is sealed (isVerdictReleased), without
 * the accusation's points — the board would otherwise tell how many answers are right.
 */
function shownScore(session: SessionRelease): RawBuilder<number> {
  switch (shownScoreKind(session)) {
    case 'whole':
      return sql<number>`games.score`;
    case 'oncePlayerFinished':
      return sql<number>`case when games.accusation_reached = 1 then games.score else games.score - games.verdict_points end`;
    case 'sealed':
      return sql<number>`games.score - games.verdict_points`;
  }
}

/** Which of shownScore's scores a session's leaderboard shows. */
export function shownScoreKind(session: SessionRelease): 'whole' | 'oncePlayerFinished' | 'sealed' {
  if (isVerdictReleased(session, undefined)) return 'whole';
  return session.debrief_release === 'playerFinish' ? 'oncePlayerFinished' : 'sealed';
}

/** When a game's player or team came: the earlier first among equals. */
const joined = sql<string>`coalesce(players.created_at, teams.created_at)`;

/**
 * The session's games as ranked rows, with what a leaderboard row shows: a player's, or a
 * team's by its name (docs/product.md#teams).
 */
const rankedGames = (db: DataStore, sessionId: string, score: RawBuilder<number>) =>
  db
    .selectFrom('games')
    .leftJoin('players', 'players.id', 'games.player_id')
    .leftJoin('teams', 'teams.id', 'games.team_id')
    .select([
      'games.id',
      'players.mail',
      'players.nickname',
      'teams.name as team_name',
      joined.as('created_at'),
      score.as('score'),
      'games.solved_locks',
      'games.finished_at',
      'games.elapsed_seconds',
      'games.started_at',
      'games.paused_base',
      'games.penalty_seconds',
      'games.duration_seconds',
      'games.bonus_seconds',
    ])
    .where('games.session_id', '=', sessionId);

export type RankedRow = Awaited<ReturnType<ReturnType<typeof rankedGames>['execute']>>[number];

/** Every game of the session, in the rank's order, with the score `session` shows. */
export function listRankedGames(
  db: DataStore,
  session: SessionRelease & { id: string },
): Promise<RankedRow[]> {
  const score = shownScore(session);
  return rankedGames(db, session.id, score)
    .orderBy(unfinished)
    .orderBy(score, 'desc')
    .orderBy(elapsed)
    .orderBy(joined)
    .orderBy('games.id')
    .execute();
}

/** One game's ranked row, if it has begun. */
export function findRankedGame(
  db: DataStore,
  session: SessionRelease & { id: string },
  gameId: string,
): Promise<RankedRow | undefined> {
  return rankedGames(db, session.id, shownScore(session)).where('games.id', '=', gameId).executeTakeFirst();
}
