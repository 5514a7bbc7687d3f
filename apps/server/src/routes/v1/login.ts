import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema, loginSchema } from '@coulisses/shared/auth/login.schema';
import type { Config } from '../../config.js';
import { refusals } from './refusals.js';

/** POST /v1/login: the admin's sign-in (docs/product.md#admins-api). */
export const loginRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        security: [],
        summary: "Checks an admin's credentials and answers their public profile",
        body: loginSchema,
        response: { 200: adminSchema, ...refusals },
      },
    },
    (request, reply) => app.signIn(request, reply, request.body.username, request.body.password),
  );
};
