import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http-error.js';
import { AdminVerifier } from '../modules/admins/admins.js';
import { LoginThrottle } from '../modules/admins/login-throttle.js';
import { findPlayerRow } from '../modules/players/players.js';
import { playerTokenMatches } from '../modules/players/player-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    admins: AdminVerifier;
    loginThrottle: LoginThrottle;
    /** preHandler: only an admin with valid Basic credentials passes (spec §6). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Who may act on this player: the player with their token, or an admin. */
    authorizePlayer: (request: FastifyRequest, playerId: string) => Promise<'player' | 'admin'>;
  }
  interface FastifyRequest {
    admin?: Admin;
  }
}

export function parseBasic(header: string | undefined): { username: string; password: string } | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export const auth = fp(async (app: FastifyInstance, { db }: { db: Kysely<Database> }) => {
  app.decorate('admins', new AdminVerifier(db));
  app.decorate('loginThrottle', new LoginThrottle());
  app.decorateRequest('admin', undefined);

  /** Checks Basic credentials, counting failures per account as DESIGN.md asks. */
  async function adminFrom(request: FastifyRequest): Promise<Admin> {
    const credentials = parseBasic(request.headers.authorization);
    if (!credentials) throw new ApiError(401, 'UNAUTHORIZED', 'Admin credentials are required');
    app.loginThrottle.check(credentials.username);
    const admin = await app.admins.verify(credentials.username, credentials.password);
    if (!admin) {
      app.loginThrottle.fail(credentials.username);
      throw new ApiError(401, 'BAD_CREDENTIALS', 'Wrong username or password');
    }
    app.loginThrottle.succeed(credentials.username);
    return admin;
  }

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.admin = await adminFrom(request);
  });

  app.decorate('authorizePlayer', async (request: FastifyRequest, playerId: string) => {
    const token = request.headers['x-player-token'];
    if (typeof token === 'string' && token) {
      const row = await findPlayerRow(db, playerId);
      if (row && playerTokenMatches(token, row.token_hash)) return 'player';
      if (!request.headers.authorization) {
        throw new ApiError(403, 'FORBIDDEN', 'A player may only read and change their own record');
      }
    }
    request.admin = await adminFrom(request);
    return 'admin';
  });
});
