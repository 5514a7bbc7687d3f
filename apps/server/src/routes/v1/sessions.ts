import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { messageSchema, sendMessageSchema } from '@coulisses/shared/message/message.schema';
import { dashboardSchema } from '@coulisses/shared/session/dashboard.schema';
import {
  createSessionSchema,
  replaceSessionSchema,
  sessionIdParamsSchema,
  sessionSchema,
  shareSessionSchema,
} from '@coulisses/shared/session/session.schema';
import { sessionTransitionSchema } from '@coulisses/shared/session/session-transitions';
import type { DataStore } from '../../modules/data-store.js';
import type { EventOutlet } from '../../modules/events/event-outlet.js';
import { readDashboard } from '../../modules/dashboard/player-progress.js';
import { attachmentDisposition } from '../../content-disposition.js';
import { resultsCsv, resultsFileName } from '../../modules/dashboard/results-csv.js';
import { readResults } from '../../modules/dashboard/results.js';
import { listSessionMessages, sendMessage } from '../../modules/messages/messages.js';
import { controlPlayer, removePlayer } from '../../modules/players/player-controls.js';
import {
  playerControlSchema,
  sessionPlayerParamsSchema,
} from '@coulisses/shared/player/player-control.schema';
import { playerProgressSchema } from '@coulisses/shared/session/dashboard.schema';
import { introductionQuerySchema } from '@coulisses/shared/scenario/introduction.schema';
import type { CaseCatalog } from '../../modules/cases/case-catalog.js';
import {
  createSession,
  deleteSession,
  getSession,
  getSessionRow,
  listSessions,
  replaceSession,
  transitionSession,
} from '../../modules/sessions/sessions.js';
import { playableCase } from '../../modules/cases/playable-cases.js';
import { assertCanRun, shareSession } from '../../modules/sessions/session-owners.js';
import { refusals } from './refusals.js';
import { sentAsBuilt } from './sent-as-built.js';

const admin = { tags: ['sessions'], security: [{ basic: [] }] };

/**
 * docs/product.md#sessions-api: sessions, their life cycle, dashboard, messages and results — admins only.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{
  db: DataStore;
  scenarios: CaseCatalog;
  events: EventOutlet;
}> = async (app, { db, scenarios, events }) => {
  app.addHook('preValidation', app.requireAdmin);

  /**
   * The session a request would change, once its admin may run it (docs/product.md#session-owners):
   * 404 for none, 403 SESSION_NOT_YOURS for a session another game master runs.
   */
  const runnable = async (request: FastifyRequest, id: string) => {
    const row = await getSessionRow(db, id);
    await assertCanRun(db, row, app.signedInAdmin(request));
    return row;
  };

  app.get(
    '/sessions',
    {
      schema: {
        ...admin,
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
        ...admin,
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
        ...admin,
        summary: 'Creates a session; the server assigns its join code as id',
        body: createSessionSchema,
        response: { 201: sessionSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSession(
            db,
            request.body,
            playableCase(db, scenarios, app.signedInAdmin(request)),
            app.signedInAdmin(request),
          ),
        ),
  );

  app.put(
    '/sessions/:id',
    {
      schema: {
        ...admin,
        summary: 'Replaces a session (the whole object, id included); its status follows the life cycle',
        params: sessionIdParamsSchema,
        body: replaceSessionSchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request) => {
      await runnable(request, request.params.id);
      return replaceSession(
        db,
        events,
        request.params.id,
        request.body,
        playableCase(db, scenarios, app.signedInAdmin(request)),
      );
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        ...admin,
        summary: 'Deletes a session with its players, games and messages',
        params: sessionIdParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const session = await runnable(request, request.params.id);
      await deleteSession(db, events, session.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/:id/transitions',
    {
      schema: {
        ...admin,
        summary:
          'Opens, starts, pauses, resumes, finishes a session or adds minutes (409 TRANSITION_NOT_ALLOWED)',
        params: sessionIdParamsSchema,
        body: sessionTransitionSchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request) => {
      await runnable(request, request.params.id);
      return transitionSession(db, events, request.params.id, request.body);
    },
  );

  app.put(
    '/sessions/:id/shares',
    {
      schema: {
        ...admin,
        summary:
          "The admins the session's owner lets run it, the whole list (403 SESSION_NOT_YOURS for anyone else)",
        params: sessionIdParamsSchema,
        body: shareSessionSchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request) => {
      const row = await getSessionRow(db, request.params.id);
      await shareSession(db, events, row, request.body.adminIds, app.signedInAdmin(request));
      return getSession(db, row.id);
    },
  );

  app.get(
    '/sessions/:id/dashboard',
    {
      // Built row by row by playerProgress (sent-as-built.ts).
      ...sentAsBuilt,
      schema: {
        ...admin,
        summary: "The session and every player's progress, ranked",
        params: sessionIdParamsSchema,
        response: { 200: dashboardSchema, ...refusals },
      },
    },
    (request) => readDashboard(db, scenarios, request.params.id),
  );

  app.get(
    '/sessions/:id/results.csv',
    {
      schema: {
        ...admin,
        summary: 'The results as CSV, one row per player (409 NO_PLAYERS when nobody joined)',
        params: sessionIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const results = await readResults(db, scenarios, request.params.id);
      const csv = resultsCsv(results);
      // The session's own id, not the path's spelling of it (docs/decisions/0016-hostile-input.md).
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(resultsFileName(results.session.id)))
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/sessions/:id/players/:playerId/controls',
    {
      schema: {
        ...admin,
        summary:
          "A game master's step on one player: minutes of their own, penalties forgiven, or a release to another device",
        params: sessionPlayerParamsSchema,
        body: playerControlSchema,
        response: { 200: playerProgressSchema, ...refusals },
      },
    },
    async (request) => {
      const row = await runnable(request, request.params.id);
      return controlPlayer({ db, scenarios, events }, row.id, request.params.playerId, request.body);
    },
  );

  app.delete(
    '/sessions/:id/players/:playerId',
    {
      schema: {
        ...admin,
        summary: 'Removes a player from the session, with their game and path',
        params: sessionPlayerParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const row = await runnable(request, request.params.id);
      await removePlayer({ db, events }, row.id, request.params.playerId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions/:id/messages',
    {
      schema: {
        ...admin,
        summary: "Everything sent in the session, newest first, the case's hints in `lang`",
        params: sessionIdParamsSchema,
        querystring: introductionQuerySchema,
        response: { 200: z.array(messageSchema), ...refusals },
      },
    },
    (request) => listSessionMessages(db, scenarios, request.params.id, request.query.lang ?? 'fr'),
  );

  app.post(
    '/sessions/:id/messages',
    {
      schema: {
        ...admin,
        summary: 'Sends a message or a hint to one player or to the whole session',
        params: sessionIdParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await runnable(request, request.params.id);
      return reply.status(201).send(await sendMessage(db, events, request.params.id, request.body));
    },
  );
};
