import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema, loginSchema } from '@coulisses/shared/auth/login.schema';
import { errorBodySchema } from '@coulisses/shared/http/error-keys';
import type { Config } from '../../config.js';
import { ApiError } from '../../http-error.js';

/** POST /v1/login: the spec leaves login's call "not shown"; this is it (issue 2). */
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
        response: { 200: adminSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      app.loginThrottle.check(username);
      const admin = await app.admins.verify(username, password);
      if (!admin) {
        app.loginThrottle.fail(username);
        throw new ApiError(401, 'BAD_CREDENTIALS', 'Wrong username or password');
      }
      app.loginThrottle.succeed(username);
      return admin;
    },
  );
};
