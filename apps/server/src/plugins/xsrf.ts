import cookie from '@fastify/cookie';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE } from '@coulisses/shared/http/constants';
import type { Config } from '../config.js';
import { safeEqual } from '../crypto.js';
import { ApiError } from '../http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Tokens whose signature was checked, kept until this many (one per browser). */
const VERIFIED_TOKENS_KEPT = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** preParsing hook of the API scope: refuses a state-changing call without a valid echo. */
    verifyXsrf: preParsingHookHandler;
  }
  interface FastifyRequest {
    /** The XSRF token valid for this request (from the cookie, or newly issued). */
    xsrfToken: string;
  }
}

/**
 * docs/product.md#xsrf-protection, hardened (docs/decisions/0003-xsrf-and-credentials.md): the
 * cookie is a signed random value (a cookie planted from a sibling host fails the
 * signature), the header must echo it, and a cross-site Origin must be on the allow-list.
 * The cookie is set on every response that lacks a valid one; the check is a hook of the
 * /v1 scope, so it applies to every API route however its path is spelled.
 */
export const xsrf = fp(
  async (app: FastifyInstance, { config, secret }: { config: Config; secret: string }) => {
    await app.register(cookie);
    const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
    const issue = () => {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    };
    // A browser sends the same cookie with every call: its signature is checked once, then
    // remembered (an HMAC per request was 5 % of an API call, bench/api.mjs).
    const verified = new Set<string>();
    const isGenuine = (token: string | undefined): token is string => {
      if (!token) return false;
      if (verified.has(token)) return true;
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature || !safeEqual(signature, sign(nonce))) return false;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.add(token);
      return true;
    };
    const allowedOrigin = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
      if (config.CORS_ORIGINS.includes(origin)) return true;
      try {
        // request.host honours TRUST_PROXY (X-Forwarded-Host behind a reverse proxy).
        return new URL(origin).host === request.host;
      } catch {
        return false;
      }
    };

    app.decorateRequest('xsrfToken', '');
    // Both hooks take a callback rather than return a promise: run on every API call, a
    // promise and its microtask each cost more than the check (docs/product.md#performance-budgets).
    app.addHook('onRequest', (request, reply, done) => {
      const fromCookie = request.cookies[XSRF_COOKIE];
      if (isGenuine(fromCookie)) {
        request.xsrfToken = fromCookie;
        done();
        return;
      }
      request.xsrfToken = issue();
      reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
        path: '/',
        // Readable by the app's script, which echoes it in X-XSRF-TOKEN.
        httpOnly: false,
        sameSite: config.SECURE_COOKIES ? 'none' : 'lax',
        secure: config.SECURE_COOKIES,
      });
      done();
    });

    const verifyXsrf: preParsingHookHandler = (request, _reply, payload, done) => {
      if (SAFE_METHODS.has(request.method)) {
        done(null, payload);
        return;
      }
      const fromCookie = request.cookies[XSRF_COOKIE];
      const header = request.headers['x-xsrf-token'];
      const echoed = typeof header === 'string' ? header : '';
      if (!isGenuine(fromCookie) || !safeEqual(echoed, fromCookie) || !allowedOrigin(request)) {
        done(new ApiError(403, 'XSRF', 'Missing or wrong X-XSRF-TOKEN header'));
        return;
      }
      done(null, payload);
    };
    app.decorate('verifyXsrf', verifyXsrf);
  },
);
