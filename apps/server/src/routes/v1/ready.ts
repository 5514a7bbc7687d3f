import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorBodySchema } from '@coulisses/shared/http/error-keys';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../../plugins/error-handler.js';

/**
 * docs/decisions/0013-database-faults.md: readiness, beside `/health` (liveness). A load
 * balancer sends traffic to an instance whose database answers; an orchestrator restarts
 * only one that does not answer `/health`, since a database outage is not cured by
 * restarting the server.
 */
export const readyRoutes: FastifyPluginAsyncZod<{
  engine: 'sqlite' | 'postgres';
  /** Whether the database answers a read now; never throws (db/readiness-store.ts). */
  checkDatabase: () => Promise<{ ready: true } | { ready: false; error: unknown }>;
}> = async (app, { engine, checkDatabase }) => {
  app.get(
    '/ready',
    {
      schema: {
        tags: ['meta'],
        summary: 'Readiness: whether the database answers a query now (within 2 s)',
        response: {
          200: z.object({ status: z.literal('ready'), engine: z.enum(['sqlite', 'postgres']) }),
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const check = await checkDatabase();
      if (check.ready) return { status: 'ready' as const, engine };
      request.log.warn({ err: check.error }, 'not ready: database unavailable');
      return reply
        .status(DATABASE_UNAVAILABLE.status)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(DATABASE_UNAVAILABLE.body);
    },
  );
};
