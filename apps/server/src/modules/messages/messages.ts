import { randomUUID } from 'node:crypto';
import type { Message, SendMessage } from '@coulisses/shared/message/message.schema';
import { notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { getPlayerSession } from '../players/players.js';
import { isPlayerOf } from '../players/players-store.js';
import { getSession } from '../sessions/sessions.js';
import {
  insertMessage,
  insertMessageOnce,
  listPlayerMessageRows,
  listSessionMessageRows,
  type MessageRow,
} from './messages-store.js';

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  sessionId: row.session_id,
  playerId: row.player_id,
  kind: row.kind,
  body: row.body,
  minutesLeft: row.minutes_left,
  sentAt: row.sent_at,
});

/** docs/product.md#messages: a message or hint from the game master, to one player or the whole session. */
export async function sendMessage(
  db: DataStore,
  typedSessionId: string,
  input: SendMessage,
): Promise<Message> {
  const session = await getSession(db, typedSessionId);
  // An empty recipient is the whole session, as absent (an empty id was a foreign-key 500).
  const playerId = input.playerId || null;
  if (playerId && !(await isPlayerOf(db, session.id, playerId))) throw notFound('Player');
  const row: MessageRow = {
    id: randomUUID(),
    session_id: session.id,
    player_id: playerId,
    kind: input.kind,
    body: input.body,
    minutes_left: null,
    sent_at: new Date().toISOString(),
    dedupe_key: null,
  };
  await insertMessage(db, row);
  return toMessage(row);
}

/**
 * A scheduled warning for one player ("10 minutes left"). Several instances may reach the
 * same moment: the unique key lets one row through; the others get undefined.
 */
export async function sendWarning(
  db: DataStore,
  sessionId: string,
  playerId: string,
  minutesLeft: number,
  now: Date,
): Promise<Message | undefined> {
  const row: MessageRow = {
    id: randomUUID(),
    session_id: sessionId,
    player_id: playerId,
    kind: 'warning',
    body: null,
    minutes_left: minutesLeft,
    sent_at: now.toISOString(),
    dedupe_key: `warning:${playerId}:${minutesLeft}`,
  };
  return (await insertMessageOnce(db, row)) ? toMessage(row) : undefined;
}

/** Everything sent in a session, newest first (the game master's log). */
export async function listSessionMessages(db: DataStore, typedSessionId: string): Promise<Message[]> {
  const session = await getSession(db, typedSessionId);
  return (await listSessionMessageRows(db, session.id)).map(toMessage);
}

/** What a player has received: the session's messages and their own, oldest first. */
export async function listPlayerMessages(db: DataStore, playerId: string): Promise<Message[]> {
  const session = await getPlayerSession(db, playerId);
  return (await listPlayerMessageRows(db, session.id, playerId)).map(toMessage);
}
