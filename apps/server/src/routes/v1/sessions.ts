import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import {
  createSessionSchema,
  replaceSessionSchema,
  sessionIdParamsSchema,
  sessionSchema,
} from '@coulisses/shared/session/session.schema';
import type { Database } from '../../db/schema.js';
import { refusals } from './refusals.js';
import { createSession, getSession, listSessions, replaceSession } from '../../modules/sessions/sessions.js';

/** Spec §7: sessions, for admins only. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; scenarioIds: string[] }> = async (
  app,
  { db, scenarioIds },
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        security: [{ basic: [] }],
        summary: 'Lists the sessions, newest first',
        response: { 200: z.array(sessionSchema), ...refusals },
      },
    },
    () => listSessions(db),
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        security: [{ basic: [] }],
        summary: 'One session',
        params: sessionIdParamsSchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    (request) => getSession(db, request.params.id),
  );

  app.post(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        security: [{ basic: [] }],
        summary: 'Creates a session; the server assigns its join code as id',
        body: createSessionSchema,
        response: { 201: sessionSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await createSession(db, request.body, scenarioIds)),
  );

  app.put(
    '/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        security: [{ basic: [] }],
        summary: 'Replaces a session (the whole object, id included)',
        params: sessionIdParamsSchema,
        body: replaceSessionSchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    (request) => replaceSession(db, request.params.id, request.body, scenarioIds),
  );
};
