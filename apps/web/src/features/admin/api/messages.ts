import * as z from 'zod/mini';
import { messageSchema, type Message, type SendMessage } from '@coulisses/shared/message/message.schema';
import { api } from '../../../lib/api-client';

/** GET /v1/sessions/{id}/messages: everything sent in the session, newest first. */
export async function listSessionMessages(sessionId: string): Promise<Message[]> {
  return z
    .array(messageSchema)
    .parse(await api.get(`sessions/${encodeURIComponent(sessionId)}/messages`).json());
}

/** POST /v1/sessions/{id}/messages: to one player, or to the whole session without `playerId`. */
export async function sendMessage(sessionId: string, message: SendMessage): Promise<Message> {
  return messageSchema.parse(
    await api.post(`sessions/${encodeURIComponent(sessionId)}/messages`, { json: message }).json(),
  );
}
