import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { LEADERBOARD_TOP, type Leaderboard } from '@coulisses/shared/game/game.schema';
import type { Database, SessionTable } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { isVerdictReleased } from './game-rules.js';

/** al…@example.com: enough for a group to recognise itself, not a list of addresses. */
export function maskMail(mail: string): string {
  const at = mail.lastIndexOf('@');
  const local = mail.slice(0, Math.max(0, at));
  return `${[...local].slice(0, 2).join('')}…${mail.slice(at)}`;
}

/**
 * The rank's order as SQL: those who made their accusation first, by score then by time;
 * then those still playing, by score so far; the earlier to join first among equals, so
 * that every reader sees the same order.
 */
const unfinished = sql<number>`case when games.finished_at is null then 1 else 0 end`;
const elapsed = sql<number>`coalesce(games.elapsed_seconds, 0)`;

type SessionRelease = Pick<SessionTable, 'status' | 'debrief_release' | 'debrief_released_at'>;

/**
 * The score a row shows, as SQL: while a verdict is sealed (isVerdictReleased), without
 * the accusation's points — the board would otherwise tell how many answers are right.
 */
function shownScore(session: SessionRelease): RawBuilder<number> {
  if (isVerdictReleased(session, undefined)) return sql<number>`games.score`;
  if (session.debrief_release === 'playerFinish') {
    return sql<number>`case when games.accusation_reached = 1 then games.score else games.score - games.verdict_points end`;
  }
  return sql<number>`games.score - games.verdict_points`;
}

/** The session's games as ranked rows, with what a leaderboard row shows. */
const rankedGames = (db: Kysely<Database>, sessionId: string, score: RawBuilder<number>) =>
  db
    .selectFrom('games')
    .innerJoin('players', 'players.id', 'games.player_id')
    .select([
      'players.id',
      'players.mail',
      'players.created_at',
      score.as('score'),
      'games.solved_locks',
      'games.finished_at',
      'games.elapsed_seconds',
    ])
    .where('games.session_id', '=', sessionId);

type RankedRow = Awaited<ReturnType<ReturnType<typeof rankedGames>['execute']>>[number];

/** How many of the session's games rank before this one: its rank is one more. */
async function countAhead(
  db: Kysely<Database>,
  sessionId: string,
  score: RawBuilder<number>,
  me: RankedRow,
): Promise<number> {
  // A row-value comparison (SQLite ≥ 3.15, PostgreSQL): the rank's order, key by key.
  const ahead: Expression<SqlBool> = sql<SqlBool>`(${unfinished}, -(${score}), ${elapsed}, players.created_at, players.id) < (${me.finished_at === null ? 1 : 0}, ${-Number(me.score)}, ${Number(me.elapsed_seconds ?? 0)}, ${me.created_at}, ${me.id})`;
  const { count } = await db
    .selectFrom('games')
    .innerJoin('players', 'players.id', 'games.player_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('games.session_id', '=', sessionId)
    .where(ahead)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The session's leaderboard as a player sees it: the first LEADERBOARD_TOP, and the
 * player's own row with its rank when it is further down (docs/product.md#leaderboard): every row of a
 * 2,000-player session, ranked, masked and serialised for each player who finished, cost
 * about 40 ms of the server's one thread; the top and one row cost two small queries.
 */
export async function readLeaderboard(db: Kysely<Database>, playerId: string): Promise<Leaderboard> {
  const me = await db
    .selectFrom('players')
    .innerJoin('sessions', 'sessions.id', 'players.session_id')
    .select([
      'players.session_id',
      'sessions.status',
      'sessions.debrief_release',
      'sessions.debrief_released_at',
    ])
    .where('players.id', '=', playerId)
    .executeTakeFirst();
  if (!me) throw notFound('Player');
  const score = shownScore(me);
  const top = await rankedGames(db, me.session_id, score)
    .orderBy(unfinished)
    .orderBy(score, 'desc')
    .orderBy(elapsed)
    .orderBy('players.created_at')
    .orderBy('players.id')
    .limit(LEADERBOARD_TOP)
    .execute();
  const ranked = top.map((row, index) => ({ row, rank: index + 1 }));
  if (!top.some((row) => row.id === playerId)) {
    // Not in the top: the player's own row, if they have a game at all.
    const own = await rankedGames(db, me.session_id, score)
      .where('players.id', '=', playerId)
      .executeTakeFirst();
    if (own) ranked.push({ row: own, rank: (await countAhead(db, me.session_id, score, own)) + 1 });
  }
  return ranked.map(({ row, rank }) => ({
    rank,
    player: row.id === playerId ? row.mail : maskMail(row.mail),
    you: row.id === playerId,
    score: Number(row.score),
    solvedLocks: Number(row.solved_locks),
    finished: row.finished_at !== null,
    elapsedSeconds: Number(row.elapsed_seconds ?? 0),
  }));
}
