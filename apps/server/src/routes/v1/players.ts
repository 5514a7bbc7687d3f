import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { errorBodySchema } from '@coulisses/shared/http/error-keys';
import {
  listPlayersQuerySchema,
  playerIdParamsSchema,
  playerSchema,
  registeredPlayerSchema,
  registerPlayerSchema,
  replacePlayerSchema,
} from '@coulisses/shared/player/player.schema';
import { introductionQuerySchema, introductionSchema } from '@coulisses/shared/scenario/introduction.schema';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { getPlayer, listPlayers, registerPlayer, replacePlayer } from '../../modules/players/players.js';
import { readIntroduction } from '../../modules/scenarios/introduction.js';
import { getSession } from '../../modules/sessions/sessions.js';

const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Spec §7: players. Registration is public; the rest needs the player's token or an admin. */
export const playerRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
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
      const { player, created } = await registerPlayer(db, request.body);
      return reply.status(created ? 201 : 200).send(player);
    },
  );

  app.get(
    '/players',
    {
      preHandler: app.requireAdmin,
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
      schema: {
        tags: ['players'],
        security: [{ player: [] }, { basic: [] }],
        summary: 'One player: the player themself, or an admin',
        params: playerIdParamsSchema,
        response: { 200: playerSchema, ...refusals },
      },
    },
    async (request) => {
      await app.authorizePlayer(request, request.params.id);
      return getPlayer(db, request.params.id);
    },
  );

  app.put(
    '/players/:id',
    {
      schema: {
        tags: ['players'],
        security: [{ player: [] }, { basic: [] }],
        summary: 'Replaces a player (a player may change only their language)',
        params: playerIdParamsSchema,
        body: replacePlayerSchema,
        response: { 200: playerSchema, ...refusals },
      },
    },
    async (request) => {
      const by = await app.authorizePlayer(request, request.params.id);
      return replacePlayer(db, request.params.id, request.body, by);
    },
  );

  app.get(
    '/players/:id/introduction',
    {
      schema: {
        tags: ['players'],
        security: [{ player: [] }, { basic: [] }],
        summary: "The introduction of the player's case, for the start dialog",
        params: playerIdParamsSchema,
        querystring: introductionQuerySchema,
        response: { 200: introductionSchema, ...refusals },
      },
    },
    async (request) => {
      await app.authorizePlayer(request, request.params.id);
      const player = await getPlayer(db, request.params.id);
      const session = await getSession(db, player.sessionId);
      return readIntroduction(config.CONTENT_DIR, session.scenarioId, request.query.lang ?? player.lang);
    },
  );
};
