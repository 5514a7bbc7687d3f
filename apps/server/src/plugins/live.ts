import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenDatabase } from '../db/database.js';
import type { LiveEvents } from '../modules/live/live-events.js';
import { openLiveEvents } from '../modules/live/open-live-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveEvents;
  }
}

/** docs/product.md#live-events: the live channel of this instance, closed with the server. */
export const live = fp(async (app: FastifyInstance, { database }: { database: OpenDatabase }) => {
  const events = await openLiveEvents(database, {
    warn: (message) => app.log.warn(message),
    error: (message) => app.log.error(message),
  });
  app.decorate('live', events);
  app.addHook('onClose', () => events.close());
});
