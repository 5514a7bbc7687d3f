import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import type { OpenDatabase } from '../db/database.js';
import type { LiveEvents } from '../modules/live/live-events.js';
import { openLiveEvents } from '../modules/live/open-live-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveEvents;
    /** Publishes without making the caller wait or fail: a lost event is logged, the action stands. */
    announce: (event: LiveEvent) => void;
  }
}

/** docs/product.md#live-events: the live channel of this instance, closed with the server. */
export const live = fp(async (app: FastifyInstance, { database }: { database: OpenDatabase }) => {
  const events = await openLiveEvents(database, {
    warn: (message) => app.log.warn(message),
    error: (message) => app.log.error(message),
  });
  app.decorate('live', events);
  app.decorate('announce', (event: LiveEvent) => {
    events.publish(event).catch((error: unknown) => app.log.error({ err: error, event }, 'Live event lost'));
  });
  app.addHook('onClose', () => events.close());
});
