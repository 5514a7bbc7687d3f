import type { ExpressionBuilder } from 'kysely';
import type { Database, MessageTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import type { DataStore } from '../data-store.js';
import { CLOCK_COLUMNS, playersGameId, type Game } from '../game/game-store.js';
import type { SessionRow } from '../sessions/sessions-store.js';

export type MessageRow = MessageTable;

/** What listRunningGames reads of a game: its session and its clock. */
const RUNNING_GAME_COLUMNS = ['session_id', ...CLOCK_COLUMNS] as const;
type RunningGame = Pick<Game, (typeof RUNNING_GAME_COLUMNS)[number]>;

export async function insertMessage(db: DataStore, row: MessageRow): Promise<void> {
  await db.insertInto('messages').values(row).execute();
}

/** Stores a message unless one with its dedupe key exists: false then. */
export async function insertMessageOnce(db: DataStore, row: MessageRow): Promise<boolean> {
  try {
    await insertMessage(db, row);
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/**
 * Which messages reached a player: theirs, their team's (`teamId`), and those to the whole
 * session (to neither a player nor a team). `prefix`: the messages table's, in a join.
 */
function addressedTo(
  eb: ExpressionBuilder<Database, 'messages'>,
  playerId: string,
  teamId: string | null,
  prefix: '' | 'messages.',
) {
  const everyone = eb.and([eb(`${prefix}player_id`, 'is', null), eb(`${prefix}team_id`, 'is', null)]);
  const theirs = eb(`${prefix}player_id`, '=', playerId);
  return eb.or(teamId ? [everyone, theirs, eb(`${prefix}team_id`, '=', teamId)] : [everyone, theirs]);
}

/**
 * Keeps the first reading of each message `ids` names that reached this player (theirs,
 * their team's or the session's); a message already read keeps its first time. Returns
 * how many were new.
 */
export async function insertMessageReads(
  db: DataStore,
  sessionId: string,
  playerId: string,
  teamId: string | null,
  ids: readonly string[],
  now: Date,
): Promise<number> {
  const theirs = await db
    .selectFrom('messages')
    .leftJoin('message_reads', (join) =>
      join.onRef('message_reads.message_id', '=', 'messages.id').on('message_reads.player_id', '=', playerId),
    )
    .select('messages.id')
    .where('messages.id', 'in', [...new Set(ids)])
    .where('messages.session_id', '=', sessionId)
    .where((eb) => addressedTo(eb, playerId, teamId, 'messages.'))
    .where('message_reads.message_id', 'is', null)
    .execute();
  if (theirs.length === 0) return 0;
  const readAt = now.toISOString();
  // Two devices of the player reading at once: the second's rows are already there.
  await db
    .insertInto('message_reads')
    .values(theirs.map(({ id }) => ({ message_id: id, player_id: playerId, read_at: readAt })))
    .onConflict((conflict) => conflict.columns(['message_id', 'player_id']).doNothing())
    .execute();
  return theirs.length;
}

/** When this player first read each message they read, by message id. */
export async function listMessageReads(db: DataStore, playerId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('message_reads')
    .select(['message_id', 'read_at'])
    .where('player_id', '=', playerId)
    .execute();
  return new Map(rows.map((row) => [row.message_id, row.read_at]));
}

/** Everything sent in a session, newest first. */
export const listSessionMessageRows = (db: DataStore, sessionId: string): Promise<MessageRow[]> =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('sent_at', 'desc')
    .execute();

/** The session's messages to all, to this player and to their team, oldest first. */
export const listPlayerMessageRows = (
  db: DataStore,
  sessionId: string,
  playerId: string,
  teamId: string | null,
): Promise<MessageRow[]> =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where((eb) => addressedTo(eb, playerId, teamId, ''))
    .orderBy('sent_at')
    .execute();

/**
 * Every unfinished game of a running session, with each player it is played by (a team's,
 * by each member) and what its clock reads: the scheduled warnings check it every few
 * seconds. The game's other columns, and the session's for each row, are left out: at a
 * session's size they made this read the warnings' largest cost (bench/session.mjs measures it).
 */
export async function listRunningGames(
  db: DataStore,
): Promise<{ session: SessionRow; game: RunningGame; playerId: string }[]> {
  const sessions = new Map(
    (await db.selectFrom('sessions').selectAll().where('status', '=', 'running').execute()).map((session) => [
      session.id,
      session,
    ]),
  );
  if (sessions.size === 0) return [];
  const rows = await db
    .selectFrom('players')
    .innerJoin('games', (join) => join.on('games.id', '=', playersGameId))
    .select([
      ...RUNNING_GAME_COLUMNS.map((column) => `games.${column}` as const),
      'players.id as recipient_id',
    ])
    .where('players.session_id', 'in', [...sessions.keys()])
    .where('games.finished_at', 'is', null)
    .execute();
  // Each row's session is one of those read: its games were read after it.
  return rows.map(({ recipient_id, ...game }) => ({
    session: sessions.get(game.session_id) as SessionRow,
    game,
    playerId: recipient_id,
  }));
}
