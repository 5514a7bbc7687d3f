import { isUniqueViolation } from '../../db/database.js';
import type { MessageTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';
import type { Game } from '../game/game-rules.js';
import { gameColumns, gameOf } from '../game/game-store.js';
import type { SessionRow } from '../sessions/sessions-store.js';

export type MessageRow = MessageTable;

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

/** Everything sent in a session, newest first. */
export const listSessionMessageRows = (db: DataStore, sessionId: string): Promise<MessageRow[]> =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('sent_at', 'desc')
    .execute();

/** The session's messages to all and those to this player, oldest first. */
export const listPlayerMessageRows = (
  db: DataStore,
  sessionId: string,
  playerId: string,
): Promise<MessageRow[]> =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where((eb) => eb.or([eb('player_id', 'is', null), eb('player_id', '=', playerId)]))
    .orderBy('sent_at')
    .execute();

/** The games still being played in running sessions, each with its session: who may need a warning. */
export async function listRunningGames(db: DataStore): Promise<{ session: SessionRow; game: Game }[]> {
  const rows = await db
    .selectFrom('games')
    .innerJoin('sessions', 'sessions.id', 'games.session_id')
    .selectAll('sessions')
    .select(gameColumns)
    .where('sessions.status', '=', 'running')
    .where('games.finished_at', 'is', null)
    .execute();
  // An inner join: every row has its game.
  return rows.map((row) => ({ session: row, game: gameOf(row) as Game }));
}
