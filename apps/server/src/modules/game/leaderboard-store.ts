import { sql, type RawBuilder } from 'kysely';
import type { DataStore } from '../data-store.js';

/**
 * The rank's order as SQL (docs/product.md#leaderboard): those who made their accusation
 * first, by the right answers in it once the verdict is out, then by score, then by time;
 * then those still playing, by score so far; the earlier to join first among equals, so
 * that every reader sees the same order.
 */
const unfinished = sql<number>`case when games.finished_at is null then 1 else 0 end`;
const elapsed = sql<number>`coalesce(games.elapsed_seconds, 0)`;

/**
 * What a leaderboard shows of the scores (leaderboard.ts decides it from the session): the
 * whole score, the whole score of those who finished on their own, or the scores without
 * the verdict's share.
 */
export type ScoreShown = 'whole' | 'oncePlayerFinished' | 'sealed';

/** The session whose games are ranked, and what its leaderboard shows. */
export interface RankedSession {
  id: string;
  shown: ScoreShown;
}

/**
 * The score a row shows, as SQL: while a verdict is sealed (isVerdictReleased), without
 * the accusation's points — the board would otherwise tell how many answers are right.
 */
function shownScore(shown: ScoreShown): RawBuilder<number> {
  switch (shown) {
    case 'whole':
      return sql<number>`games.score`;
    case 'oncePlayerFinished':
      return sql<number>`case when games.accusation_reached = 1 then games.score else games.score - games.verdict_points end`;
    case 'sealed':
      return sql<number>`games.score - games.verdict_points`;
  }
}

/**
 * The right answers a row ranks by, as SQL: only once its verdict is out
 * (isVerdictReleased); null while it is sealed, so that the order cannot tell them either.
 */
function shownRightAnswers(shown: ScoreShown): RawBuilder<number | null> {
  // Counted at the accusation, or at the server's start for one made before (right-answers.ts).
  const counted = sql<number>`coalesce(games.right_answers, 0)`;
  switch (shown) {
    case 'whole':
      return counted;
    case 'oncePlayerFinished':
      return sql<number | null>`case when games.accusation_reached = 1 then ${counted} end`;
    case 'sealed':
      return sql<null>`null`;
  }
}

/** When a game's player or team came: the earlier first among equals. */
const joined = sql<string>`coalesce(players.created_at, teams.created_at)`;

/**
 * The order the session's players joined in (docs/product.md#nicknames): the earlier
 * `created_at`, then the smaller id — the order of `arrivalNumbers`
 * (packages/shared/src/player/arrival.ts), which numbers them on the game master's screens.
 * Every player of the session counts, whether or not their game has begun.
 */
const arrivalOrder = sql`order by players.created_at, players.id`;

/**
 * The session's games as ranked rows, with what a leaderboard row shows: a player's, or a
 * team's by its name (docs/product.md#teams).
 */
const rankedGames = (db: DataStore, session: RankedSession) =>
  db
    .selectFrom('games')
    .leftJoin('players', 'players.id', 'games.player_id')
    .leftJoin('teams', 'teams.id', 'games.team_id')
    .select([
      'games.id',
      'games.player_id',
      'players.nickname',
      'teams.name as team_name',
      joined.as('created_at'),
      shownScore(session.shown).as('score'),
      shownRightAnswers(session.shown).as('right_answers'),
      'games.solved_locks',
      'games.finished_at',
      'games.elapsed_seconds',
      'games.started_at',
      'games.paused_base',
      'games.penalty_seconds',
      'games.duration_seconds',
      'games.bonus_seconds',
    ])
    .where('games.session_id', '=', session.id);

export type RankedRow = Awaited<ReturnType<ReturnType<typeof rankedGames>['execute']>>[number];

/** A ranked row with its player's number in the order they joined; null for a team's game. */
export type NumberedRow = RankedRow & { arrival: number | null };

/**
 * Every game of the session, in the rank's order, with the score `session` shows and each
 * player's number by arrival, counted among all the session's players.
 */
export function listRankedGames(db: DataStore, session: RankedSession): Promise<NumberedRow[]> {
  const arrivals = db
    .selectFrom('players')
    .select(['players.id', sql<number>`row_number() over (${arrivalOrder})`.as('arrival')])
    .where('players.session_id', '=', session.id)
    .as('arrivals');
  return rankedGames(db, session)
    .leftJoin(arrivals, 'arrivals.id', 'games.player_id')
    .select('arrivals.arrival')
    .orderBy(unfinished)
    .orderBy(sql`coalesce(${shownRightAnswers(session.shown)}, 0)`, 'desc')
    .orderBy(shownScore(session.shown), 'desc')
    .orderBy(elapsed)
    .orderBy(joined)
    .orderBy('games.id')
    .execute();
}

/**
 * A player's number by arrival, counted alone (arrivalOrder): those of the session who joined
 * before them, or at the same instant with a smaller id, and themself.
 */
export async function countArrival(db: DataStore, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('players as me')
    .innerJoin('players', 'players.session_id', 'me.session_id')
    .where('me.id', '=', playerId)
    .where((eb) =>
      eb.or([
        eb('players.created_at', '<', eb.ref('me.created_at')),
        eb.and([
          eb('players.created_at', '=', eb.ref('me.created_at')),
          eb('players.id', '<=', eb.ref('me.id')),
        ]),
      ]),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One game's ranked row, if it has begun. */
export function findRankedGame(
  db: DataStore,
  session: RankedSession,
  gameId: string,
): Promise<RankedRow | undefined> {
  return rankedGames(db, session).where('games.id', '=', gameId).executeTakeFirst();
}

/** The accusations made before their right answers were counted (migration 0018), with their case. */
export const listUncountedAccusations = (db: DataStore) =>
  db
    .selectFrom('games')
    .innerJoin('sessions', 'sessions.id', 'games.session_id')
    .select(['games.id', 'games.accusation', 'sessions.scenario_id', 'sessions.scenario_version'])
    .where('games.right_answers', 'is', null)
    .where('games.accusation', 'is not', null)
    .execute();

/** Keeps a game's count of right answers. */
export const setRightAnswers = (db: DataStore, gameId: string, count: number) =>
  db.updateTable('games').set({ right_answers: count }).where('id', '=', gameId).execute();
