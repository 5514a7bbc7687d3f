import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { hasControlCharacter } from '@coulisses/shared/text/plain-text';
import type { Database } from '../db/schema.js';
import { ApiError, forbidden, notFound } from '../http-error.js';
import { playerTokenMatches } from '../modules/players/player-token.js';
import { actsOnOwnDevice } from '../modules/players/players.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a call is the player playing on, which on their own device ends a game
     * master's release (docs/product.md#player-controls): every change is, unless its route
     * says false (a phone saying what it is on, docs/product.md#team-presence); a read only
     * when its route says true (opening a document).
     */
    playerActs?: boolean;
  }
}

/**
 * Any read of a player that carries their token's hash, which the token is checked on,
 * and whether a game master released them to another device.
 */
export interface TokenRow {
  token_hash: string;
  released_at: string | null;
}

/**
 * Whether the call is the player playing on: any change, or a read its route says is one.
 * The calls a game screen makes by itself (its state, its stream, its presence) are not: a
 * device left open does not keep the player from the one they moved to.
 */
const isAct = (request: FastifyRequest) =>
  request.routeOptions.config.playerActs ?? (request.method !== 'GET' && request.method !== 'HEAD');

/** How a gate reads the player whose token it checks; the route then gets that same row. */
export type PlayerLoader<Row extends TokenRow> = (
  db: Kysely<Database>,
  id: string,
) => Promise<Row | undefined>;

/** Who passed a player gate: the player, with the row their token was checked on, or an admin. */
export type Caller<Row> = { actor: 'player'; player: Row } | { actor: 'admin'; admin: Admin };

/** The hooks of the /players/:id routes and the typed reading of whom they let through. */
export interface PlayerGate<Row extends TokenRow> {
  /** preValidation hook for playing: only the player themself, with their token. */
  requirePlayer: (request: FastifyRequest) => Promise<void>;
  /** preValidation hook: the player themself, or an admin. */
  requirePlayerOrAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Whom one of this gate's hooks let through. */
  caller: (request: FastifyRequest) => Caller<Row>;
  /** The player requirePlayer let through, as the gate's loader read them. */
  player: (request: FastifyRequest) => Row;
}

/** A path's id that no row can have is refused before it reaches the database (a NUL fails PostgreSQL). */
function checkIdParameter(id: string): void {
  if (id.length > ID_PARAMETER_MAX || hasControlCharacter(id)) {
    throw new ApiError(400, 'VALIDATION', 'Invalid fields: id', ['id']);
  }
}
const ID_PARAMETER_MAX = 64;

/** A route read its caller without the hook that finds them: a mistake of the code, not of the client. */
const noHook = () => new Error('The route reads a caller its preValidation hook did not set');

/**
 * A gate over the routes whose path names a player. `adminFrom` checks an admin's
 * credentials (or throws the refusal); the callers each hook lets through are kept per
 * request, out of reach of anything but this gate's accessors.
 */
export function playerGate<Row extends TokenRow>(
  db: Kysely<Database>,
  load: PlayerLoader<Row>,
  adminFrom: (request: FastifyRequest, reply: FastifyReply) => Promise<Admin>,
): PlayerGate<Row> {
  const callers = new WeakMap<FastifyRequest, Caller<Row>>();

  /** The player's row when their token matches it; false when an admin may still be asking. */
  async function thePlayer(request: FastifyRequest): Promise<Row | false> {
    const playerId = String((request.params as { id?: unknown }).id ?? '');
    const token = request.headers['x-player-token'];
    if (typeof token !== 'string' || !token) return false;
    checkIdParameter(playerId);
    const row = await load(db, playerId);
    // A removed player (their session deleted) is told so, and their game can say why.
    // Player ids are random UUIDs: this tells a prober nothing they could use.
    if (!row && !request.headers.authorization) throw notFound('Player');
    if (row && playerTokenMatches(token, row.token_hash)) {
      if (row.released_at !== null && isAct(request)) await actsOnOwnDevice(db, playerId, row.released_at);
      return row;
    }
    if (!request.headers.authorization) throw forbidden('A player may only read and change their own record');
    return false;
  }

  const caller = (request: FastifyRequest): Caller<Row> => {
    const found = callers.get(request);
    if (!found) throw noHook();
    return found;
  };

  return {
    async requirePlayer(request) {
      const player = await thePlayer(request);
      if (player === false) {
        if (request.headers['x-player-token'] || request.headers.authorization)
          throw forbidden('Only the player plays their own game');
        throw new ApiError(401, 'UNAUTHORIZED', 'The player token is required');
      }
      callers.set(request, { actor: 'player', player });
    },
    async requirePlayerOrAdmin(request, reply) {
      const player = await thePlayer(request);
      callers.set(
        request,
        player === false
          ? { actor: 'admin', admin: await adminFrom(request, reply) }
          : { actor: 'player', player },
      );
    },
    caller,
    player(request) {
      const found = caller(request);
      if (found.actor !== 'player') throw noHook();
      return found.player;
    },
  };
}
