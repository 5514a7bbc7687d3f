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
  type Session,
} from '@coulisses/shared/session/session.schema';
import { sessionTransitionSchema } from '@coulisses/shared/session/session-transitions';
import type { DataStore } from '../../modules/data-store.js';
import { readDashboard } from '../../modules/dashboard/player-progress.js';
import { attachmentDisposition } from '../../content-disposition.js';
import { resultsCsv, resultsFileName } from '../../modules/dashboard/results-csv.js';
import { readResults } from '../../modules/dashboard/results.js';
import { listSessionMessages, sendMessage } from '../../modules/messages/messages.js';
import { readPlayerProgress } from '../../modules/dashboard/player-progress.js';
import { controlPlayer, removePlayer } from '../../modules/players/player-controls.js';
import {
  playerControlSchema,
  sessionPlayerParamsSchema,
} from '@coulisses/shared/player/player-control.schema';
import { playerProgressSchema } from '@coulisses/shared/session/dashboard.schema';
import { introductionQuerySchema } from '@coulisses/shared/scenario/introduction.schema';
import type { ScenarioRegistry } from '../../modules/scenarios/scenarios.js';
import {
  createSession,
  deleteSession,
  getSession,
  getSessionRow,
  listSessions,
  replaceSession,
  transitionSession,
} from '../../modules/sessions/sessions.js';
import { assertCanRun, shareSession } from '../../modules/sessions/session-owners.js';
import { refusals } from './refusals.js';
import { sentAsBuilt } from './sent-as-built.js';

const admin = { tags: ['sessions'], security: [{ basic: [] }] };

/**
 * docs/product.md#sessions-api: sessions, their life cycle, dashboard, messages and results — admins only.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{
  db: DataStore;
  scenarios: ScenarioRegistry;
  scenarioIds: string[];
}> = async (app, { db, scenarios, scenarioIds }) => {
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

  /** Every change of a session reaches its dashboards and its players at once. */
  const announced = (session: Session) => {
    app.events.sessionChanged(session);
    return session;
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
      reply.status(201).send(await createSession(db, request.body, scenarioIds, app.signedInAdmin(request))),
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
      return announced(await replaceSession(db, request.params.id, request.body, scenarioIds));
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
      await deleteSession(db, session.id);
      app.events.sessionDeleted(session.id);
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
      return announced(await transitionSession(db, request.params.id, request.body));
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
      await shareSession(db, row, request.body.adminIds, app.signedInAdmin(request));
      return announced(await getSession(db, row.id));
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
      const { playerId } = request.params;
      const game = await controlPlayer({ db, scenarios }, row.id, playerId, request.body);
      const progress = await readPlayerProgress(db, scenarios, playerId);
      if (game) app.events.gameChanged(game);
      else app.events.playerChanged({ id: playerId, sessionId: row.id }, progress);
      return progress;
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
      const { playerId } = request.params;
      const { teamId } = await removePlayer({ db, scenarios }, row.id, playerId);
      app.events.playerGone({ id: playerId, sessionId: row.id }, 'removed');
      // Their teammates' list of members loses them.
      if (teamId)
        app.events.teamChanged({ sessionId: row.id, teamId: null, playerId, previousTeamId: teamId });
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
      const message = await sendMessage(db, request.params.id, request.body);
      // To the players' streams and their subscribed lock screens, without waiting.
      app.events.messageSent(message);
      return reply.status(201).send(message);
    },
  );
};
