import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamPresenceSchema } from '@coulisses/shared/team/presence.schema';
import { teamParamsSchema } from '@coulisses/shared/team/team.schema';
import { findGameContextRow } from '../../modules/game/game-store.js';
import { sayPresence, type PresenceDeps } from '../../modules/teams/presence.js';
import { refusals } from './refusals.js';

/**
 * docs/product.md#team-presence: a member's phone says what they are on — a lock, a
 * document, the notepad — and their teammates' phones show it. Nothing is stored.
 */
export const presenceRoutes: FastifyPluginAsyncZod<PresenceDeps & { rateLimit: number }> = async (
  app,
  { rateLimit, ...deps },
) => {
  // The token is checked on the read of the player's game, which the check then reuses.
  const gate = app.playerGateReading(findGameContextRow);

  app.post(
    '/players/:id/teams/:teamId/presence',
    {
      config: {
        rateLimit: { max: rateLimit, timeWindow: '1 minute' },
        // Said by an open screen by itself: it does not keep the player from a device they
        // were released to (docs/product.md#player-controls).
        playerActs: false,
      },
      preValidation: gate.requirePlayer,
      schema: {
        tags: ['teams'],
        security: [{ player: [] }],
        summary:
          "What a member is on, for their teammates' phones (403 NOT_YOUR_TEAM; 400 VALIDATION for a lock or document not open to the team)",
        params: teamParamsSchema,
        body: teamPresenceSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: playerId, teamId } = request.params;
      await sayPresence(deps, { playerId, teamId, row: gate.player(request) }, request.body, new Date());
      return reply.status(204).send(null);
    },
  );
};
