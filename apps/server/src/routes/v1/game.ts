import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accusationSchema,
  attemptResultSchema,
  attemptSchema,
  documentParamsSchema,
  gameDocumentSchema,
  gameStateSchema,
  hintResultSchema,
  leaderboardSchema,
  lockParamsSchema,
} from '@coulisses/shared/game/game.schema';
import { playerIdParamsSchema } from '@coulisses/shared/player/player.schema';
import {
  attemptLock,
  makeAccusation,
  readDocument,
  readGameState,
  takeHint,
} from '../../modules/game/game-actions.js';
import { readLeaderboard } from '../../modules/game/leaderboard.js';
import type { GameDeps } from '../../modules/game/game-actions.js';
import { playerOrAdmin, refusals } from './refusals.js';

/**
 * Issue 3: the game of one player. Reading is open to the player and to admins; playing
 * (attempts, hints, accusation) only to the player themself. The server decides all.
 */
export const gameRoutes: FastifyPluginAsyncZod<GameDeps & { attemptRateLimit: number }> = async (
  app,
  { attemptRateLimit, ...deps },
) => {
  app.get(
    '/players/:id/game',
    {
      preValidation: app.requirePlayerOrAdmin,
      schema: {
        tags: ['game'],
        security: playerOrAdmin,
        summary: "The player's game: clock, folders, locks, score; the result once finished",
        params: playerIdParamsSchema,
        response: { 200: gameStateSchema, ...refusals },
      },
    },
    (request) => readGameState(deps, request.params.id, request.actor === 'player'),
  );

  app.get(
    '/players/:id/documents/:documentId',
    {
      preValidation: app.requirePlayerOrAdmin,
      schema: {
        tags: ['game'],
        security: playerOrAdmin,
        summary: 'A document of an open folder, in the player\u2019s language (403 FOLDER_LOCKED otherwise)',
        params: documentParamsSchema,
        response: { 200: gameDocumentSchema, ...refusals },
      },
    },
    (request) => readDocument(deps, request.params.id, request.params.documentId, request.actor === 'player'),
  );

  app.post(
    '/players/:id/locks/:lockId/attempts',
    {
      config: { rateLimit: { max: attemptRateLimit, timeWindow: '1 minute' } },
      preValidation: app.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary: 'Tries an answer on a lock (429 LOCK_THROTTLED after repeated wrong answers)',
        params: lockParamsSchema,
        body: attemptSchema,
        response: { 200: attemptResultSchema, ...refusals },
      },
    },
    (request) => attemptLock(deps, request.params.id, request.params.lockId, request.body.answer),
  );

  app.post(
    '/players/:id/locks/:lockId/hints',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary: "Takes the lock's next hint, at its cost in penalty time",
        params: lockParamsSchema,
        response: { 200: hintResultSchema, ...refusals },
      },
    },
    (request) => takeHint(deps, request.params.id, request.params.lockId),
  );

  app.post(
    '/players/:id/accusation',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['game'],
        security: [{ player: [] }],
        summary: 'Makes the final accusation (who, how, why): ends the game and scores it',
        params: playerIdParamsSchema,
        body: accusationSchema,
        response: { 200: gameStateSchema, ...refusals },
      },
    },
    (request) => makeAccusation(deps, request.params.id, request.body),
  );

  app.get(
    '/players/:id/leaderboard',
    {
      preValidation: app.requirePlayerOrAdmin,
      schema: {
        tags: ['game'],
        security: playerOrAdmin,
        summary: "The leaderboard of the player's session",
        params: playerIdParamsSchema,
        response: { 200: leaderboardSchema, ...refusals },
      },
    },
    (request) => readLeaderboard(deps.db, request.params.id),
  );
};
