import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { PASSWORD_MAX, USERNAME_MAX, type Admin } from '@coulisses/shared/auth/login.schema';
import type { Config } from '../config.js';
import { hasControlCharacter } from '@coulisses/shared/text/plain-text';
import type { Database, PlayerTable } from '../db/schema.js';
import { ApiError } from '../http-error.js';
import { AdminAuthenticator, SignInDelayed } from '../modules/admins/sign-in.js';
import { readOrCreateSetting } from '../modules/settings/settings.js';
import { findPlayerRow } from '../modules/players/players-store.js';
import { playerGate, type PlayerGate, type PlayerLoader, type TokenRow } from './player-gate.js';

declare module 'fastify' {
  interface FastifyInstance {
    admins: AdminAuthenticator;
    /** Checks an admin's credentials for this request, with its address and known-device cookie. */
    signIn: (
      request: FastifyRequest,
      reply: FastifyReply,
      username: string,
      password: string,
    ) => Promise<Admin>;
    /** preValidation hook: only an admin with valid Basic credentials passes (docs/product.md#roles). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The admin requireAdmin let through. */
    signedInAdmin: (request: FastifyRequest) => Admin;
    /** The gate of /players/:id routes, checking the token on the player's row alone. */
    playerGate: PlayerGate<PlayerTable>;
    /**
     * A gate whose token check reads the player the route's own way and hands that row on:
     * the game routes read the player with their session and game in one query and reuse
     * it, one read per call instead of two (bench/api.mjs).
     */
    playerGateReading: <Row extends TokenRow>(load: PlayerLoader<Row>) => PlayerGate<Row>;
  }
}

/** The known-device cookie: HttpOnly, sent only to this site, kept half a year. */
export const DEVICE_COOKIE = 'coulisses-device';
const DEVICE_COOKIE_SECONDS = 183 * 24 * 3600;

/**
 * The username and password of a Basic header; 'invalid' when either holds a character no
 * account can have (NUL and other controls: docs/decisions/0016-hostile-input.md) or is
 * longer than any account's, which is refused before any database query.
 */
export function parseBasic(
  header: string | undefined,
): { username: string; password: string } | 'invalid' | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  if (hasControlCharacter(decoded)) return 'invalid';
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  // No account has a longer name or password: no query, no Argon2 check for them.
  if (username.length > USERNAME_MAX || password.length > PASSWORD_MAX) return 'invalid';
  return { username, password };
}

/**
 * Authentication runs before the body is validated, so a caller without rights learns
 * nothing about the payload's shape (401/403 first, then 400).
 */
export const auth = fp(
  async (app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: Config }) => {
    const secret = await readOrCreateSetting(db, 'sign_in_secret', () =>
      randomBytes(32).toString('base64url'),
    );
    app.decorate('admins', new AdminAuthenticator(db, app.limits, secret));

    app.decorate(
      'signIn',
      async (request: FastifyRequest, reply: FastifyReply, username: string, password: string) => {
        try {
          const { admin, newDevice } = await app.admins.authenticate({
            username,
            password,
            address: request.ip,
            device: request.cookies[DEVICE_COOKIE],
          });
          // docs/decisions/0014-sign-in-and-shared-limits.md: this browser keeps a budget of
          // its own, which a spray against the account does not use up. No script reads it.
          if (newDevice) {
            reply.setCookie(DEVICE_COOKIE, newDevice, {
              path: '/',
              httpOnly: true,
              sameSite: 'strict',
              secure: config.SECURE_COOKIES,
              maxAge: DEVICE_COOKIE_SECONDS,
            });
          }
          return admin;
        } catch (error) {
          if (error instanceof SignInDelayed) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );

    async function adminFrom(request: FastifyRequest, reply: FastifyReply): Promise<Admin> {
      const credentials = parseBasic(request.headers.authorization);
      if (!credentials) throw new ApiError(401, 'UNAUTHORIZED', 'Admin credentials are required');
      if (credentials === 'invalid') throw new ApiError(401, 'BAD_CREDENTIALS', 'Wrong username or password');
      return app.signIn(request, reply, credentials.username, credentials.password);
    }

    const admins = new WeakMap<FastifyRequest, Admin>();
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      admins.set(request, await adminFrom(request, reply));
    });
    app.decorate('signedInAdmin', (request: FastifyRequest) => {
      const admin = admins.get(request);
      if (!admin) throw new Error('The route reads an admin requireAdmin did not let through');
      return admin;
    });

    const reading = <Row extends TokenRow>(load: PlayerLoader<Row>) => playerGate(db, load, adminFrom);
    app.decorate('playerGateReading', reading);
    app.decorate('playerGate', reading(findPlayerRow));
  },
);
