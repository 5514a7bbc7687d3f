import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@coulisses/shared/languages';
import {
  messageSchema,
  type Message,
  type SendCaseHint,
  type SendMessage,
} from '@coulisses/shared/message/message.schema';
import { api } from '../api-client';
import { adminKeys } from './query-keys';

/** GET /v1/sessions/{id}/messages?lang=…: everything sent in the session, newest first, the case's hints in `lang`. */
export async function listSessionMessages(sessionId: string, lang: Language): Promise<Message[]> {
  return z
    .array(messageSchema)
    .parse(
      await api.get(`sessions/${encodeURIComponent(sessionId)}/messages`, { searchParams: { lang } }).json(),
    );
}

/** POST /v1/sessions/{id}/messages: to one player, or to the whole session without `playerId`. */
export async function sendMessage(sessionId: string, message: SendMessage): Promise<Message> {
  return messageSchema.parse(
    await api.post(`sessions/${encodeURIComponent(sessionId)}/messages`, { json: message }).json(),
  );
}

/** What was sent in the session; a message event of its live stream invalidates it. */
export const getMessagesQueryOptions = (sessionId: string, lang: Language) =>
  queryOptions({
    queryKey: adminKeys.messagesIn(sessionId, lang),
    queryFn: () => listSessionMessages(sessionId, lang),
  });

export const useSessionMessages = (sessionId: string, lang: Language) =>
  useQuery(getMessagesQueryOptions(sessionId, lang));

/** Sends a message or a hint; the log then shows it, the live event or not. */
export function useSendMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessage) => sendMessage(sessionId, message),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages(sessionId) });
    },
  });
}

/**
 * POST /v1/players/{id}/case-hints (docs/product.md#case-hints): gives the player a lock's
 * next hint, at its cost or free; it reaches them as a message.
 */
export async function sendCaseHint(playerId: string, hint: SendCaseHint): Promise<Message> {
  return messageSchema.parse(
    await api.post(`players/${encodeURIComponent(playerId)}/case-hints`, { json: hint }).json(),
  );
}

/** Sends a hint of the case; where the player stands, their path and the log are read again. */
export function useSendCaseHint(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, hint }: { playerId: string; hint: SendCaseHint }) =>
      sendCaseHint(playerId, hint),
    onSuccess: (_message, { playerId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.playerPaths(sessionId, playerId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages(sessionId) });
    },
  });
}
