import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionIdParamsSchema, sessionSchema } from '@coulisses/shared/session/session.schema';
import { moveClockSchema } from '@coulisses/shared/session/session-transitions';
import type { DataStore } from '../../modules/data-store.js';
import type { EventOutlet } from '../../modules/events/event-outlet.js';
import { moveSessionClock } from '../../modules/sessions/sessions.js';
import { refusals } from './refusals.js';

/**
 * Moves a session's clock on, for the browser tests only: registered when
 * TEST_CLOCK_CONTROL is on (docs/architecture.md, "5. Tests"), never in production.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ db: DataStore; events: EventOutlet }> = async (
  app,
  { db, events },
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.post(
    '/sessions/:id/clock',
    {
      schema: {
        tags: ['sessions'],
        security: [{ basic: [] }],
        summary: "Test servers only: moves a started session's clock on by `seconds`",
        params: sessionIdParamsSchema,
        body: moveClockSchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    (request) => moveSessionClock(db, events, request.params.id, request.body.seconds),
  );
};
