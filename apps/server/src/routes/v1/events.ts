import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {} from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { playerIdParamsSchema } from '@coulisses/shared/player/player.schema';
import { sessionIdParamsSchema } from '@coulisses/shared/session/session.schema';
import type { DataStore } from '../../modules/data-store.js';
import type { PlayerSubscription } from '../../modules/live/live-events.js';
import { findPlayerRow, type PlayerRow } from '../../modules/players/players-store.js';
import { getSession } from '../../modules/sessions/sessions.js';
import { refusals } from './refusals.js';

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
/**
 * After a resync, clients come back within this window, spread out so that a thousand
 * phones do not all ask at once (the SSE `retry` field sets their wait).
 */
const RESYNC_RETRY_MS = { min: 500, max: 3_000 };
const resyncRetry = () =>
  RESYNC_RETRY_MS.min + Math.floor(Math.random() * (RESYNC_RETRY_MS.max - RESYNC_RETRY_MS.min));

/**
 * Streams one session's live events to this reply until either side closes. Each event
 * goes out under its type's name; `ready` tells the client it is listening. A deleted
 * session ends the stream after saying so, and so does an event `ends` says is its last.
 */
async function stream(
  reply: FastifyReply,
  open: Set<FastifyReply>,
  subscribe: (listener: (event: LiveEvent) => void) => () => void,
  wanted: (event: LiveEvent) => boolean,
  ends: (event: LiveEvent) => boolean | Promise<boolean> = () => false,
): Promise<void> {
  // The rate limit's counters are stale as soon as the head is sent, and live as long as it.
  for (const name of RATE_LIMIT_HEADERS) reply.removeHeader(name);
  // No cache keeps it, as every API answer (docs/decisions/0016-hostile-input.md).
  reply.header('cache-control', 'no-store');
  reply.sse.keepAlive();
  open.add(reply);
  const stop = subscribe((event) => {
    if (!wanted(event) || !reply.sse.isConnected) return;
    reply.sse
      .send({ event: event.type, data: event })
      .then(async () =>
        event.type === 'sessionDeleted' || (await ends(event)) ? reply.sse.close() : undefined,
      )
      .catch(() => undefined);
  });
  reply.sse.onClose(() => {
    open.delete(reply);
    stop();
  });
  await reply.sse.send({ event: 'ready', data: {} });
}

/** docs/product.md#live-events-api: server-sent events for the admin's dashboard and the player's game. */
export const eventRoutes: FastifyPluginAsyncZod<{ db: DataStore }> = async (app, { db }) => {
  // A stream never ends by itself: closing the server (a deployment) ends them first, and
  // the clients reconnect to whichever instance answers next.
  const open = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...open].map((reply) => reply.sse.close()));
  });
  /**
   * docs/decisions/0013-database-faults.md: events may have been missed (the database's
   * listener was lost). Each stream is ended; its client reconnects as it does after any
   * cut and, on `ready`, reads everything afresh.
   */
  const stopResync = app.live.onResync(() => {
    for (const reply of open) {
      reply.sse
        .send({ data: undefined, retry: resyncRetry() })
        .catch(() => undefined)
        .finally(() => reply.sse.close());
    }
  });
  app.addHook('onClose', async () => stopResync());
  /**
   * docs/product.md#performance-budgets: a stream's response head lives as long as the stream. Document headers
   * (CSP, framing, referrer…) mean nothing on an event stream, so they are left out; the
   * type is still never sniffed.
   */
  const streamRoute = {
    sse: 'only' as const,
    helmet: false as const,
    onRequest: (_request: unknown, reply: FastifyReply, done: () => void) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      done();
    },
  };

  app.get(
    '/sessions/:id/events',
    {
      ...streamRoute,
      preValidation: app.requireAdmin,
      schema: {
        tags: ['live'],
        security: [{ basic: [] }],
        summary:
          "A session's live events (text/event-stream): players joining and progressing, messages, status",
        params: sessionIdParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const session = await getSession(db, request.params.id);
      await stream(
        reply,
        open,
        (listener) => app.live.subscribe(session.id, listener),
        () => true,
      );
    },
  );

  app.get(
    '/players/:id/events',
    {
      ...streamRoute,
      preValidation: app.playerGate.requirePlayer,
      schema: {
        tags: ['live'],
        security: [{ player: [] }],
        summary:
          "The player's live events (text/event-stream): the session's status and the messages for them",
        params: playerIdParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const playerId = request.params.id;
      // The row the gate checked the token on: no second read before the stream opens.
      const player = app.playerGate.player(request);
      /**
       * docs/product.md#live-events: a player removed, or taken over by another device, has
       * no stream left here: it was opened with a token that is no longer theirs.
       */
      const stillTheirs = (row: PlayerRow | undefined) => row?.token_hash === player.token_hash;
      // The player's team as the stream last heard it: a move to another is told on it.
      let teamId = player.team_id;
      let subscription: PlayerSubscription | undefined;
      await stream(
        reply,
        open,
        // Other players' progress is not offered to a player's stream at all, nor other
        // teams' events (docs/product.md#performance-budgets).
        (listener) => {
          subscription = app.live.subscribePlayer(player.session_id, { id: playerId, teamId }, listener);
          return subscription.stop;
        },
        (event) => {
          if (event.type === 'team' && event.playerId === playerId) {
            teamId = event.teamId;
            subscription?.moveTo(teamId);
            return true;
          }
          return (
            event.type === 'session' ||
            event.type === 'sessionDeleted' ||
            (event.type === 'message' &&
              ((event.playerId === null && event.teamId === null) ||
                event.playerId === playerId ||
                (event.teamId !== null && event.teamId === teamId))) ||
            (event.type === 'playerGone' && event.playerId === playerId) ||
            // Their team's game, and who comes and goes in it (docs/product.md#teams).
            (event.type === 'teamGame' && event.teamId === teamId) ||
            (event.type === 'notepad' && event.teamId === teamId && event.playerId !== playerId) ||
            // What the others are on, never the player's own word back (docs/product.md#team-presence).
            (event.type === 'presence' && event.teamId === teamId && event.playerId !== playerId) ||
            // Its board, this phone's own pins too: the member's other tab reads them (docs/product.md#team-board).
            (event.type === 'teamBoard' && event.teamId === teamId) ||
            (event.type === 'team' &&
              teamId !== null &&
              (event.teamId === teamId ||
                event.previousTeamId === teamId ||
                (event.teamId === null && event.playerId === null)))
          );
        },
        // Told they are gone, this device's stream ends — not the new device's.
        async (event) =>
          event.type === 'playerGone' &&
          event.playerId === playerId &&
          !stillTheirs(await findPlayerRow(db, playerId)),
      );
      // Moved, removed or taken over while the stream was opening: read again now that it listens.
      const current = await findPlayerRow(db, playerId);
      if (!stillTheirs(current)) {
        reply.sse.close();
        return;
      }
      teamId = current?.team_id ?? null;
      subscription?.moveTo(teamId);
    },
  );
};
