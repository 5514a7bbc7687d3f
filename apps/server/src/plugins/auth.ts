import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { PASSWORD_MAX, USERNAME_MAX, type Admin } from '@coulisses/shared/auth/login.schema';
import type { Config } from '../config.js';
import { hasControlCharacter } from '@coulisses/shared/text/plain-text';
import type { Database } from '../db/schema.js';
import { ApiError, forbidden, notFound } from '../http-error.js';
import { AdminAuthenticator, SignInDelayed } from '../modules/admins/sign-in.js';
import { readOrCreateSetting } from '../modules/settings/settings.js';
import { findPlayerRow } from '../modules/players/players-store.js';
import { playerTokenMatches } from '../modules/players/player-token.js';

/** Who is acting on a player's record: the player with their token, or an admin. */
export type PlayerActor = 'player' | 'admin';

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
    /** preValidation hook: only an admin with valid Basic credentials passes (spec §6). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preValidation hook for /players/:id routes: the player themself, or an admin. */
    requirePlayerOrAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preValidation hook for playing (issue 3): only the player themself, with their token. */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    admin?: Admin;
    actor?: PlayerActor;
    /** The row the player's token was checked on, when the route's loadPlayer read it. */
    playerRow?: unknown;
  }
  interface FastifyContextConfig {
    /**
     * How the route reads the player whose token it checks; by default their row alone.
     * The game routes read the player with their session and game in one query and reuse
     * it (request.playerRow): one read per call instead of two (bench/api.mjs, issue 6).
     */
    loadPlayer?: (db: Kysely<Database>, id: string) => Promise<{ token_hash: string } | undefined>;
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

/** A path's id that no row can have is refused before it reaches the database (a NUL fails PostgreSQL). */
function checkIdParameter(id: string): void {
  if (id.length > ID_PARAMETER_MAX || hasControlCharacter(id)) {
    throw new ApiError(400, 'VALIDATION', 'Invalid fields: id', ['id']);
  }
}
const ID_PARAMETER_MAX = 64;

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
    app.decorateRequest('admin', undefined);
    app.decorateRequest('actor', undefined);
    app.decorateRequest('playerRow', undefined);

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

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      request.admin = await adminFrom(request, reply);
    });

    async function isThePlayer(request: FastifyRequest): Promise<boolean> {
      const playerId = String((request.params as { id?: unknown }).id ?? '');
      const token = request.headers['x-player-token'];
      if (typeof token !== 'string' || !token) return false;
      checkIdParameter(playerId);
      const row = await (request.routeOptions.config.loadPlayer ?? findPlayerRow)(db, playerId);
      // A removed player (their session deleted) is told so, and their game can say why.
      // Player ids are random UUIDs: this tells a prober nothing they could use.
      if (!row && !request.headers.authorization) throw notFound('Player');
      if (row && playerTokenMatches(token, row.token_hash)) {
        request.playerRow = row;
        return true;
      }
      if (!request.headers.authorization)
        throw forbidden('A player may only read and change their own record');
      return false;
    }

    app.decorate('requirePlayerOrAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      if (await isThePlayer(request)) {
        request.actor = 'player';
        return;
      }
      request.admin = await adminFrom(request, reply);
      request.actor = 'admin';
    });

    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      if (!(await isThePlayer(request))) {
        if (request.headers['x-player-token'] || request.headers.authorization)
          throw forbidden('Only the player plays their own game');
        throw new ApiError(401, 'UNAUTHORIZED', 'The player token is required');
      }
      request.actor = 'player';
    });
  },
);
