import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_VERSION, PLAYER_TOKEN_HEADER, XSRF_HEADER } from '@coulisses/shared/http/constants';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** false: the route's responses go without the document headers (an event stream's). */
    helmet?: false;
  }
  interface FastifyContextConfig {
    /** The security and cache headers of the route's responses, none for an event stream. */
    securityHeaders?: [string, string][];
  }
}

/**
 * Helmet's headers follow from its options alone, never from the request, so they are
 * computed once. (@fastify/helmet rebuilt helmet's middleware from the options on every
 * request: 9 % of the server's time on an API call, measured by bench/api.mjs.)
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * docs/product.md#security: a Content-Security-Policy without inline script, no
 * sniffing, frame-ancestors none, and a CORS allow-list.
 */
export const security = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const apiOrigin = config.PUBLIC_API_BASE ? new URL(config.PUBLIC_API_BASE).origin : undefined;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The API's own images (a case's cover, docs/product.md#case-library) when it is elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The SPA loads its own chunks only; cross-origin isolation would break nothing but
    // gains nothing either.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.SECURE_COOKIES,
  });
  // Responses of the API are JSON, never rendered as a page: they carry the headers that
  // matter for such a response (OWASP REST Security Cheat Sheet, "Security headers"), not the
  // document headers, which cost every API call their setting and sending (docs/product.md#performance-budgets).
  const apiHeaders: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-resource-policy', 'same-origin'],
    ...headers.filter(([name]) => name === 'strict-transport-security'),
  ];
  // Answers carry players' and admins' data: no browser or proxy keeps a copy
  // (docs/decisions/0016-hostile-input.md); the app's service worker keeps its own. The API's
  // description alone may be cached.
  const noStore: [string, string] = ['cache-control', 'no-store'];
  const apiPrefix = `/${API_VERSION}/`;
  const openApiPath = `/${API_VERSION}/openapi.json`;
  app.addHook('onRoute', (route) => {
    const api = route.url.startsWith(apiPrefix);
    const cacheHeaders = api && route.url !== openApiPath ? [noStore] : [];
    // An event stream writes its own head (routes/v1/events.ts).
    const securityHeaders =
      route.helmet === false ? undefined : api ? [...apiHeaders, ...cacheHeaders] : headers;
    route.config = { ...route.config, securityHeaders };
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Unmatched paths (404s, the web app's history fallback) have no route: document headers.
    const securityHeaders =
      'securityHeaders' in request.routeOptions.config
        ? request.routeOptions.config.securityHeaders
        : headers;
    for (const [name, value] of securityHeaders ?? []) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', XSRF_HEADER, PLAYER_TOKEN_HEADER],
    // An app on another host reads how long a refused sign-in must wait.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
});
