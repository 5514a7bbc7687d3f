import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  sessionSchema,
  type CreateSession,
  type ReplaceSession,
  type Session,
} from '@coulisses/shared/session/session.schema';
import type { SessionTransition } from '@coulisses/shared/session/session-transitions';
import { countedFrom } from '../../hooks/use-countdown';
import { api } from '../api-client';
import { getDashboardQueryOptions } from './dashboard';
import { changeCachedList } from './cached-list';
import { removeOrGone } from './not-found';
import { adminKeys } from './query-keys';

/** A session as the server answered it, its clock counted from when `sent` left. */
async function sessionOf(sent: () => Promise<unknown>): Promise<Session> {
  const sentAt = Date.now();
  return countedFrom(sessionSchema.parse(await sent()), sentAt);
}

/** GET /v1/sessions */
export async function listSessions(): Promise<Session[]> {
  return z.array(sessionSchema).parse(await api.get('sessions').json());
}

/** GET /v1/sessions/{id} */
export async function getSession(id: string): Promise<Session> {
  return sessionOf(() => api.get(`sessions/${encodeURIComponent(id)}`).json());
}

/** POST /v1/sessions: the server assigns the join code. */
export async function createSession(input: CreateSession): Promise<Session> {
  return sessionSchema.parse(await api.post('sessions', { json: input }).json());
}

/** PUT /v1/sessions/{id}: the whole session, id included (docs/product.md#sessions-api). */
export async function replaceSession(session: ReplaceSession): Promise<Session> {
  return sessionSchema.parse(
    await api.put(`sessions/${encodeURIComponent(session.id)}`, { json: session }).json(),
  );
}

/**
 * PUT /v1/sessions/{id}/shares: the admins the owner lets run the session, the whole list
 * (docs/product.md#session-owners).
 */
export async function shareSession(id: string, adminIds: string[]): Promise<Session> {
  return sessionSchema.parse(
    await api.put(`sessions/${encodeURIComponent(id)}/shares`, { json: { adminIds } }).json(),
  );
}

/** DELETE /v1/sessions/{id}: the session goes with its players, games and messages. */
export async function deleteSession(id: string): Promise<void> {
  await api.delete(`sessions/${encodeURIComponent(id)}`);
}

/**
 * POST /v1/sessions/{id}/transitions: one step of the life cycle, or minutes added
 * (docs/product.md#session-life-cycle).
 */
export async function transitionSession(id: string, transition: SessionTransition): Promise<Session> {
  return sessionOf(() =>
    api.post(`sessions/${encodeURIComponent(id)}/transitions`, { json: transition }).json(),
  );
}

/**
 * Read afresh each time the list is shown: players join and other game masters act
 * meanwhile. An action of this page updates it at once (the hooks below).
 */
export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.sessions(), queryFn: listSessions, staleTime: 0 });

export const useSessions = () => useQuery(getSessionsQueryOptions());

/** Puts a session the server answered into the list and into its dashboard, where cached. */
function storeSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(getSessionsQueryOptions().queryKey, (sessions) =>
    sessions?.map((item) => (item.id === session.id ? session : item)),
  );
  queryClient.setQueryData(getDashboardQueryOptions(session.id).queryKey, (dashboard) =>
    dashboard ? { ...dashboard, session } : dashboard,
  );
}

/**
 * Creates a session: it heads the cached list at once (newest first, as the server lists);
 * the form does not wait for the list to be read again.
 */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) =>
      changeCachedList<Session>(queryClient, adminKeys.sessions(), (sessions) =>
        sessions.some((item) => item.id === session.id) ? sessions : [session, ...sessions],
      ),
  });
}

/**
 * Edits a session: the whole session as it is now, so that a status changed meanwhile (by
 * another game master) is kept rather than reverted; the form's status is for creation only.
 */
export function useEditSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string; values: CreateSession }) => {
      const current = await getSession(id);
      return replaceSession({ ...current, ...values, status: current.status });
    },
    onSuccess: (session) => storeSession(queryClient, session),
  });
}

/** Shares a session with exactly these admins; the list and its dashboard show it at once. */
export function useShareSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminIds: string[]) => shareSession(id, adminIds),
    onSuccess: (session) => storeSession(queryClient, session),
  });
}

/** Deletes a session. Already gone (someone deleted it first) is what was asked: success. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeOrGone(() => deleteSession(id)),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.session(id) });
      return changeCachedList<Session>(queryClient, adminKeys.sessions(), (sessions) =>
        sessions.filter((item) => item.id !== id),
      );
    },
  });
}

/**
 * One step of a session's life cycle, or minutes added. The answer replaces the session
 * wherever it is shown; a refusal (another game master was quicker, or deleted it) reads
 * the session again, so the buttons catch up — or the dashboard says it is gone.
 */
export function useTransitionSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: SessionTransition) => transitionSession(id, transition),
    onSuccess: (session) => storeSession(queryClient, session),
    // Pending until the session is read again: the controls stay busy, then show the
    // session's real state with the focus on them, not on a button that went away.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.sessions() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(id) }),
      ]),
  });
}
