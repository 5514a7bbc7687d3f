import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

/**
 * What every client may ask whatever it is: whether the server lives and on which engine
 * (docs/product.md#health-and-readiness), the XSRF token for a client on another host, and
 * the API's own description.
 */
export const metaRoutes: FastifyPluginAsyncZod<{ engine: 'sqlite' | 'postgres' }> = async (
  app,
  { engine },
) => {
  // Their answers are not kept by any cache: the security plugin's headers say so.
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and the database engine in use',
        response: { 200: z.object({ status: z.literal('ok'), engine: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    () => ({ status: 'ok' as const, engine }),
  );
  app.get(
    '/xsrf',
    {
      schema: {
        tags: ['meta'],
        summary: 'The XSRF token, for clients that cannot read the cookie (another host)',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    (request) => ({ token: request.xsrfToken }),
  );
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
};
