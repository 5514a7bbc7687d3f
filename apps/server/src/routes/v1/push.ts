import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { playerIdParamsSchema } from '@coulisses/shared/player/player.schema';
import {
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@coulisses/shared/push/push.schema';
import type { DataStore } from '../../modules/data-store.js';
import { checkPushEndpoint } from '../../modules/push/push-endpoint.js';
import { deletePushSubscription, savePushSubscription } from '../../modules/push/push-subscriptions.js';
import { refusals } from './refusals.js';

/**
 * docs/product.md#push-api: a player opts in to push notifications from the game, and out again. Only
 * the player themself, with their token: the subscription is their browser's.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ db: DataStore }> = async (app, { db }) => {
  const player = { tags: ['push'], security: [{ player: [] }] };

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key (base64url), for PushManager.subscribe",
        response: { 200: pushPublicKeySchema },
      },
    },
    () => ({ publicKey: app.push.publicKey }),
  );

  app.put(
    '/players/:id/push-subscription',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary:
          "Stores the player's push subscription (PushSubscription.toJSON()); an endpoint already known moves to them",
        params: playerIdParamsSchema,
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await checkPushEndpoint(request.body.endpoint, app.pushEndpoints);
      await savePushSubscription(db, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/players/:id/push-subscription',
    {
      preValidation: app.playerGate.requirePlayer,
      schema: {
        ...player,
        summary:
          "Removes one of the player's push subscriptions by its endpoint (204 even when already gone)",
        params: playerIdParamsSchema,
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(db, request.params.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
