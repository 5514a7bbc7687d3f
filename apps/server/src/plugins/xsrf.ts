import cookie from '@fastify/cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE } from '@coulisses/shared/http/constants';
import type { Config } from '../config.js';
import { ApiError } from '../http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The XSRF token valid for this request (from the cookie, or newly issued). */
    xsrfToken: string;
  }
}

/**
 * Spec §7 "Cross-site request forgery protection", hardened as DESIGN.md asks: the
 * cookie is a signed random value (a cookie planted from a sibling host fails the
 * signature), the header must echo it, and a cross-site Origin must be on the allow-list.
 */
export const xsrf = fp(
  async (app: FastifyInstance, { config, secret }: { config: Config; secret: string }) => {
    await app.register(cookie);
    const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
    const issue = () => {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    };
    const isGenuine = (token: string | undefined): token is string => {
      if (!token) return false;
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature) return false;
      const expected = Buffer.from(sign(nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    };
    const sameEqual = (a: string, b: string) => {
      const left = Buffer.from(a);
      const right = Buffer.from(b);
      return left.length === right.length && timingSafeEqual(left, right);
    };
    const allowedOrigin = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
      if (config.CORS_ORIGINS.includes(origin)) return true;
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    };

    app.decorateRequest('xsrfToken', '');
    app.addHook('onRequest', async (request, reply) => {
      const fromCookie = request.cookies[XSRF_COOKIE];
      if (isGenuine(fromCookie)) {
        request.xsrfToken = fromCookie;
      } else {
        request.xsrfToken = issue();
        reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
          path: '/',
          // Readable by the app's script, which echoes it in X-XSRF-TOKEN (spec §7).
          httpOnly: false,
          sameSite: config.SECURE_COOKIES ? 'none' : 'lax',
          secure: config.SECURE_COOKIES,
        });
      }
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/v1/')) return;

      const header = request.headers['x-xsrf-token'];
      const echoed = typeof header === 'string' ? header : undefined;
      if (!isGenuine(fromCookie) || !echoed || !sameEqual(echoed, fromCookie) || !allowedOrigin(request)) {
        throw new ApiError(403, 'XSRF', 'Missing or wrong X-XSRF-TOKEN header');
      }
    });
  },
);
