import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { messageSchema, type Message } from '@coulisses/shared/message/message.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { api, playerHeaders } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

const messagesSchema = z.array(messageSchema);
type Me = Pick<RegisteredPlayer, 'id' | 'token'>;

/** GET /v1/players/{id}/messages: what the game master sent the session or this player, oldest first. */
export async function getMessages(player: Me): Promise<Message[]> {
  const answer = await api
    .get(`players/${encodeURIComponent(player.id)}/messages`, { headers: playerHeaders(player.token) })
    .json();
  return messagesSchema.parse(answer);
}

/**
 * POST /v1/players/{id}/messages/read: the player has seen these; the game master's view
 * of their path shows when (docs/product.md#case-hints). Only the first reading counts.
 */
export async function readMessages(player: Me, ids: string[]): Promise<void> {
  await api.post(`players/${encodeURIComponent(player.id)}/messages/read`, {
    headers: playerHeaders(player.token),
    json: { ids },
  });
}

export function getMessagesQueryOptions(player: Me) {
  return queryOptions({
    queryKey: gameKeys.messages(player.id),
    queryFn: () => getMessages(player),
  });
}

/** Fetched on arrival, and again whenever the live stream says a new one came. */
export function useMessagesQuery(player: Me) {
  return useQuery(getMessagesQueryOptions(player));
}
