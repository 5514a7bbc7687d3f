import * as z from 'zod/mini';
import { sessionStatusSchema } from '../session/session.schema.js';
import { teamPresenceSchema } from '../team/presence.schema.js';

/**
 * docs/product.md#live-events: what travels on the live channel, between server instances and down the
 * event streams. Payloads stay small — ids and counters — and the client fetches the rest;
 * a team's notepad edit alone carries itself, when small, so that a teammate's phone needs
 * no read per batch of keystrokes.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  /** The session changed: status, clock, name… */
  z.object({ type: z.literal('session'), sessionId: z.string(), status: sessionStatusSchema }),
  z.object({ type: z.literal('sessionDeleted'), sessionId: z.string() }),
  /** A player joined, or their game changed. */
  z.object({
    type: z.literal('player'),
    sessionId: z.string(),
    playerId: z.string(),
    locksSolved: z.int(),
    score: z.int(),
  }),
  /**
   * A team's game changed (docs/product.md#teams): its members' phones read it again at
   * once, and its feed; `playerId` is the member who acted, null for the game master.
   */
  z.object({
    type: z.literal('teamGame'),
    sessionId: z.string(),
    teamId: z.string(),
    playerId: z.nullable(z.string()),
    locksSolved: z.int(),
    score: z.int(),
  }),
  /**
   * A team was made, renamed or removed, or a player went into (`teamId`) or out of
   * (`previousTeamId`) one, or the teams were locked (both null, `playerId` null).
   */
  z.object({
    type: z.literal('team'),
    sessionId: z.string(),
    teamId: z.nullable(z.string()),
    playerId: z.nullable(z.string()),
    previousTeamId: z.nullable(z.string()),
  }),
  /**
   * A member wrote in the team's notepad (docs/product.md#team-notepad): `update`, what it
   * added as kept (a Yjs update, base64) when it is at most NOTEPAD_LIVE_UPDATE_MAX
   * characters; without it, or when a phone lacks what it builds on, the phone reads what
   * its state vector lacks.
   */
  z.object({
    type: z.literal('notepad'),
    sessionId: z.string(),
    teamId: z.string(),
    playerId: z.string(),
    update: z.optional(z.string()),
  }),
  /**
   * What a member is on (docs/product.md#team-presence): a lock, a document, the notepad.
   * Only to the team's other members: never to a game master's stream or the show screen.
   */
  z.object({
    type: z.literal('presence'),
    sessionId: z.string(),
    teamId: z.string(),
    playerId: z.string(),
    ...teamPresenceSchema.shape,
  }),
  /** A member pinned, took off or voted on a clue of the team's board (docs/product.md#team-board). */
  z.object({ type: z.literal('teamBoard'), sessionId: z.string(), teamId: z.string(), playerId: z.string() }),
  /** A message was sent; playerId and teamId null: to the whole session. */
  z.object({
    type: z.literal('message'),
    sessionId: z.string(),
    playerId: z.nullable(z.string()),
    teamId: z.nullable(z.string()),
    messageId: z.string(),
  }),
  /** A player read messages (docs/product.md#case-hints): for the game masters' view of their path. */
  z.object({ type: z.literal('messagesRead'), sessionId: z.string(), playerId: z.string() }),
  /**
   * A player is no longer on this device (docs/product.md#player-controls): removed by the
   * game master, or gone on from another device; theirs and the game masters' streams hear it.
   */
  z.object({
    type: z.literal('playerGone'),
    sessionId: z.string(),
    playerId: z.string(),
    reason: z.enum(['removed', 'moved']),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** Every type once: a type added to the union and not here does not compile. */
const EVERY_TYPE: Record<LiveEventType, true> = {
  session: true,
  sessionDeleted: true,
  player: true,
  teamGame: true,
  team: true,
  notepad: true,
  presence: true,
  teamBoard: true,
  message: true,
  messagesRead: true,
  playerGone: true,
};
/** Every type of event, each the name it streams under (an SSE client listens by name). */
export const LIVE_EVENT_TYPES = Object.keys(EVERY_TYPE) as LiveEventType[];
