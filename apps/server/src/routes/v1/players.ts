import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  listPlayersQuerySchema,
  playerIdParamsSchema,
  playerSchema,
  registeredPlayerSchema,
  registerPlayerSchema,
  replacePlayerSchema,
  setNicknameSchema,
} from '@coulisses/shared/player/player.schema';
import { introductionQuerySchema, introductionSchema } from '@coulisses/shared/scenario/introduction.schema';
import {
  messageSchema,
  readMessagesSchema,
  sendCaseHintSchema,
} from '@coulisses/shared/message/message.schema';
import {
  playerActionSchema,
  playerPositionSchema,
  playerProgressSchema,
} from '@coulisses/shared/session/dashboard.schema';
import { readPlayerPosition, sendCaseHint } from '../../modules/game/case-hints.js';
import { readPlayerPath } from '../../modules/dashboard/player-path.js';
import { readPlayerProgress } from '../../modules/dashboard/player-progress.js';
import { listPlayerMessages, readMessages } from '../../modules/messages/messages.js';
import type { Config } from '../../config.js';
import type { DataStore } from '../../modules/data-store.js';
import type { EventOutlet } from '../../modules/events/event-outlet.js';
import {
  getPlayer,
  getPlayerSession,
  listPlayers,
  registerPlayer,
  replacePlayer,
  setNickname,
} from '../../modules/players/players.js';
import { assertCanRun } from '../../modules/sessions/session-owners.js';
import { readPlayerIntroduction } from '../../modules/scenarios/introduction.js';
import type { CaseCatalog } from '../../modules/cases/case-catalog.js';
import { playerOrAdmin, refusals } from './refusals.js';

/**
 * docs/product.md#players-api: players. Registration is public; the rest needs the player's token or an
 * admin.
 */
export const playerRoutes: FastifyPluginAsyncZod<{
  db: DataStore;
  config: Config;
  scenarios: CaseCatalog;
  events: EventOutlet;
}> = async (app, { db, config, scenarios, events }) => {
  const deps = { db, scenarios, events };

  app.post(
    '/players',
    {
      config: { rateLimit: { max: config.REGISTER_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['players'],
        summary: 'Registers a player in an open session (201), or resumes them with their token (200)',
        body: registerPlayerSchema,
        response: { 200: registeredPlayerSchema, 201: registeredPlayerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { player, created } = await registerPlayer(deps, request.body);
      return reply.status(created ? 201 : 200).send(player);
    },
  );

  app.get(
    '/players',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['players'],
        security: [{ basic: [] }],
        summary: 'Lists the players of a session (admin)',
        querystring: listPlayersQuerySchema,
        response: { 200: z.array(playerSchema), ...refusals },
      },
    },
    (request) => listPlayers(db, request.query.sessionId),
  );

  app.get(
    '/players/:id',
    {
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['players'],
        security: playerOrAdmin,
        summary: 'One player: the player themself, or an admin',
        params: playerIdParamsSchema,
        response: { 200: playerSchema, ...refusals },
      },
    },
    (request) => getPlayer(db, request.params.id),
  );

  app.put(
    '/players/:id',
    {
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['players'],
        security: playerOrAdmin,
        summary: 'Replaces a player (a player may change only their language)',
        params: playerIdParamsSchema,
        body: replacePlayerSchema,
        response: { 200: playerSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = app.playerGate.caller(request);
      // An admin changes only the players of a session they run (docs/product.md#session-owners).
      if (caller.actor === 'admin') {
        await assertCanRun(db, await getPlayerSession(db, request.params.id), caller.admin);
      }
      return replacePlayer(deps, request.params.id, request.body, caller.actor);
    },
  );

  app.put(
    '/players/:id/nickname',
    {
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['players'],
        security: playerOrAdmin,
        summary:
          'Names the player on every public board: the player themself, or an admin who runs the session (409 NICKNAME_TAKEN)',
        params: playerIdParamsSchema,
        body: setNicknameSchema,
        response: { 200: setNicknameSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = app.playerGate.caller(request);
      if (caller.actor === 'admin') {
        await assertCanRun(db, await getPlayerSession(db, request.params.id), caller.admin);
      }
      return { nickname: await setNickname(deps, request.params.id, request.body.nickname, caller.actor) };
    },
  );

  app.get(
    '/players/:id/progress',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['players'],
        security: [{ basic: [] }],
        summary: "One player's row of the live dashboard (admin)",
        params: playerIdParamsSchema,
        response: { 200: playerProgressSchema, ...refusals },
      },
    },
    (request) => readPlayerProgress(db, scenarios, request.params.id),
  );

  app.get(
    '/players/:id/actions',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['players'],
        security: [{ basic: [] }],
        summary: "A player's path: every action with its time, oldest first (admin)",
        params: playerIdParamsSchema,
        querystring: introductionQuerySchema,
        response: { 200: z.array(playerActionSchema), ...refusals },
      },
    },
    (request) => readPlayerPath(db, scenarios, request.params.id, request.query.lang ?? 'fr'),
  );

  app.get(
    '/players/:id/messages',
    {
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['players'],
        security: playerOrAdmin,
        summary: "The game master's messages and the warnings the player received, oldest first",
        params: playerIdParamsSchema,
        response: { 200: z.array(messageSchema), ...refusals },
      },
    },
    (request) => listPlayerMessages(db, scenarios, request.params.id),
  );

  app.post(
    '/players/:id/messages/read',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['players'],
        security: [{ player: [] }],
        summary: 'The player has seen these messages: their path shows when (the first time only)',
        params: playerIdParamsSchema,
        body: readMessagesSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await readMessages(db, events, request.params.id, request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/players/:id/position',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['players'],
        security: [{ basic: [] }],
        summary: "Where the player stands: the locks in front of them and the case's hints for each (admin)",
        params: playerIdParamsSchema,
        querystring: introductionQuerySchema,
        response: { 200: playerPositionSchema, ...refusals },
      },
    },
    (request) => readPlayerPosition({ db, scenarios }, request.params.id, request.query.lang ?? 'fr'),
  );

  app.post(
    '/players/:id/case-hints',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['players'],
        security: [{ basic: [] }],
        summary:
          "Gives the player a lock's next hint, at its cost or free, as a message (admin who runs the session; 409 LOCK_SOLVED, HINT_ALREADY_GIVEN)",
        params: playerIdParamsSchema,
        body: sendCaseHintSchema,
        response: { 201: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await assertCanRun(db, await getPlayerSession(db, request.params.id), app.signedInAdmin(request));
      return reply.status(201).send(await sendCaseHint(deps, request.params.id, request.body));
    },
  );

  app.get(
    '/players/:id/introduction',
    {
      preValidation: app.playerGate.requirePlayerOrAdmin,
      schema: {
        tags: ['players'],
        security: playerOrAdmin,
        summary: "The introduction of the player's case, for the start dialog",
        params: playerIdParamsSchema,
        querystring: introductionQuerySchema,
        response: { 200: introductionSchema, ...refusals },
      },
    },
    (request) => readPlayerIntroduction(db, scenarios, request.params.id, request.query.lang),
  );
};
