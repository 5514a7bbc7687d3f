import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLAYER_TOKEN_HEADER, XSRF_HEADER } from '@coulisses/shared/http/constants';
import type { Config } from '../config.js';

/**
 * DESIGN.md "Security model": a Content-Security-Policy without inline script, no
 * sniffing, frame-ancestors none, and a CORS allow-list.
 */
export const security = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const apiOrigin = config.PUBLIC_API_BASE ? new URL(config.PUBLIC_API_BASE).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', XSRF_HEADER, PLAYER_TOKEN_HEADER],
    maxAge: 600,
  });
});
