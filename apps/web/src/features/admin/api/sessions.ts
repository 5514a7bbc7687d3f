import * as z from 'zod/mini';
import {
  sessionSchema,
  type CreateSession,
  type ReplaceSession,
  type Session,
} from '@coulisses/shared/session/session.schema';
import type { SessionTransition } from '@coulisses/shared/session/session-transitions';
import { api } from '../../../lib/api-client';

/** GET /v1/sessions */
export async function listSessions(): Promise<Session[]> {
  return z.array(sessionSchema).parse(await api.get('sessions').json());
}

/** GET /v1/sessions/{id} */
export async function getSession(id: string): Promise<Session> {
  return sessionSchema.parse(await api.get(`sessions/${encodeURIComponent(id)}`).json());
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

/** DELETE /v1/sessions/{id}: the session goes with its players, games and messages. */
export async function deleteSession(id: string): Promise<void> {
  await api.delete(`sessions/${encodeURIComponent(id)}`);
}

/**
 * POST /v1/sessions/{id}/transitions: one step of the life cycle, or minutes added
 * (docs/product.md#session-life-cycle).
 */
export async function transitionSession(id: string, transition: SessionTransition): Promise<Session> {
  return sessionSchema.parse(
    await api.post(`sessions/${encodeURIComponent(id)}/transitions`, { json: transition }).json(),
  );
}
