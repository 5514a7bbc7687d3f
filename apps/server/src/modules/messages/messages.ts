import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Message, MessageKind, SendMessage } from '@coulisses/shared/message/message.schema';
import type { Database, MessageTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { notFound } from '../../http-error.js';
import { getSession } from '../sessions/sessions.js';

const toMessage = (row: MessageTable): Message => ({
  id: row.id,
  sessionId: row.session_id,
  playerId: row.player_id,
  kind: row.kind as MessageKind,
  body: row.body,
  minutesLeft: row.minutes_left === null ? null : Number(row.minutes_left),
  sentAt: row.sent_at,
});

/** docs/product.md#messages: a message or hint from the game master, to one player or the whole session. */
export async function sendMessage(
  db: Kysely<Database>,
  typedSessionId: string,
  input: SendMessage,
): Promise<Message> {
  const session = await getSession(db, typedSessionId);
  // An empty recipient is the whole session, as absent (an empty id was a foreign-key 500).
  const playerId = input.playerId || null;
  if (playerId) {
    const player = await db
      .selectFrom('players')
      .select('id')
      .where('id', '=', playerId)
      .where('session_id', '=', session.id)
      .executeTakeFirst();
    if (!player) throw notFound('Player');
  }
  const row: MessageTable = {
    id: randomUUID(),
    session_id: session.id,
    player_id: playerId,
    kind: input.kind,
    body: input.body,
    minutes_left: null,
    sent_at: new Date().toISOString(),
    dedupe_key: null,
  };
  await db.insertInto('messages').values(row).execute();
  return toMessage(row);
}

/**
 * A scheduled warning for one player ("10 minutes left"). Several instances may reach the
 * same moment: the unique key lets one row through; the others get undefined.
 */
export async function sendWarning(
  db: Kysely<Database>,
  sessionId: string,
  playerId: string,
  minutesLeft: number,
  now: Date,
): Promise<Message | undefined> {
  const row: MessageTable = {
    id: randomUUID(),
    session_id: sessionId,
    player_id: playerId,
    kind: 'warning',
    body: null,
    minutes_left: minutesLeft,
    sent_at: now.toISOString(),
    dedupe_key: `warning:${playerId}:${minutesLeft}`,
  };
  try {
    await db.insertInto('messages').values(row).execute();
    return toMessage(row);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Everything sent in a session, newest first (the game master's log). */
export async function listSessionMessages(db: Kysely<Database>, typedSessionId: string): Promise<Message[]> {
  const session = await getSession(db, typedSessionId);
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', session.id)
    .orderBy('sent_at', 'desc')
    .execute();
  return rows.map(toMessage);
}

/** What a player has received: the session's messages and their own, oldest first. */
export async function listPlayerMessages(db: Kysely<Database>, playerId: string): Promise<Message[]> {
  const player = await db
    .selectFrom('players')
    .select('session_id')
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!player) throw notFound('Player');
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', player.session_id)
    .where((eb) => eb.or([eb('player_id', 'is', null), eb('player_id', '=', playerId)]))
    .orderBy('sent_at')
    .execute();
  return rows.map(toMessage);
}
