import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eventOutlet, type EventOutlet } from '../modules/events/event-outlet.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the modules say what happened; it reaches the live streams and push. */
    events: EventOutlet;
  }
}

/** The event outlet of this instance, over its live channel (plugins/live.ts) and push (plugins/push.ts). */
export const events = fp(async (app: FastifyInstance) => {
  app.decorate(
    'events',
    eventOutlet({
      live: app.live,
      push: app.push.notify,
      pushProposal: app.push.notifyProposal,
      lost: (error, event) => app.log.error({ err: error, event }, 'Live event lost'),
    }),
  );
});
