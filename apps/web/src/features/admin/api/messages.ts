import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { messageSchema, type Message, type SendMessage } from '@coulisses/shared/message/message.schema';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

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

/** What was sent in the session; a message event of its live stream invalidates it. */
export const getMessagesQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: adminKeys.messages(sessionId), queryFn: () => listSessionMessages(sessionId) });

export const useSessionMessages = (sessionId: string) => useQuery(getMessagesQueryOptions(sessionId));

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
