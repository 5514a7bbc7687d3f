import * as z from 'zod/mini';
import { messageSchema, type Message } from '@coulisses/shared/message/message.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { api, playerHeaders } from '../../../lib/api-client';

const messagesSchema = z.array(messageSchema);

/** GET /v1/players/{id}/messages: what the game master sent the session or this player, oldest first. */
export async function getMessages(player: Pick<RegisteredPlayer, 'id' | 'token'>): Promise<Message[]> {
  const answer = await api
    .get(`players/${encodeURIComponent(player.id)}/messages`, { headers: playerHeaders(player.token) })
    .json();
  return messagesSchema.parse(answer);
}
