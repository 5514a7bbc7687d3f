// zod/mini: the same schemas on both sides, at a twentieth of the browser weight of
// zod's chained API (measured: 5 KB against 93 KB gzipped).
import * as z from 'zod/mini';
import { plainText } from '../text/plain-text.js';
import { teamSizeSchema } from '../team/team.schema.js';

/** docs/product.md#session-life-cycle. New players join an open or running session. */
export const SESSION_STATUSES = ['draft', 'open', 'running', 'paused', 'finished'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const SESSION_NAME_MAX = 120;
export const SCENARIO_ID_MAX = 64;
export const DEFAULT_SCENARIO_ID = 'le-dernier-acte';
export const DEFAULT_DURATION_MINUTES = 60;

/**
 * When the solution (the right answers, the culprit, the reveal and the debrief) reaches
 * a player who has finished (docs/decisions/0015-nothing-learned-while-anyone-plays.md):
 * - `sessionEnd`: when the session is finished, or the game master releases it;
 * - `playerFinish`: self-paced play — at once to a player who opened the accusation's
 *   folder, otherwise as with `sessionEnd`.
 */
export const DEBRIEF_RELEASES = ['sessionEnd', 'playerFinish'] as const;
export const debriefReleaseSchema = z.enum(DEBRIEF_RELEASES);
export type DebriefRelease = z.infer<typeof debriefReleaseSchema>;
export const DEFAULT_DEBRIEF_RELEASE: DebriefRelease = 'sessionEnd';

/**
 * Whose clock the players' time follows (docs/product.md#pacing):
 * - `room`: the session's. Start starts everyone's time, a late joiner gets what is left,
 *   and at 0 the session finishes by itself;
 * - `selfPaced`: each player's own, from their first look at the game while the session
 *   runs; the session ends when the game master finishes it.
 */
export const PACINGS = ['room', 'selfPaced'] as const;
export const pacingSchema = z.enum(PACINGS);
export type Pacing = z.infer<typeof pacingSchema>;
export const DEFAULT_PACING: Pacing = 'room';

const sessionFields = {
  name: plainText().check(
    z.trim(),
    z.minLength(1, { error: 'sessions.errors.nameRequired' }),
    z.maxLength(SESSION_NAME_MAX, { error: 'sessions.errors.nameTooLong' }),
  ),
  scenarioId: plainText().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(SCENARIO_ID_MAX),
    z.regex(/^[a-z0-9-]+$/),
  ),
  durationMinutes: z
    .int({ error: 'sessions.errors.durationRange' })
    .check(
      z.gte(5, { error: 'sessions.errors.durationRange' }),
      z.lte(600, { error: 'sessions.errors.durationRange' }),
    ),
  status: sessionStatusSchema,
  debriefRelease: debriefReleaseSchema,
  pacing: pacingSchema,
  /** docs/product.md#teams: played in teams of at most this many, or solo (null). */
  teamSize: z.nullable(teamSizeSchema),
};

/** The session's own clock: from its first start, stopped while it does not run. */
export const sessionClockSchema = z.object({
  /** The duration plus the minutes the game master added. */
  durationSeconds: z.int(),
  elapsedSeconds: z.int(),
  remainingSeconds: z.int(),
  running: z.boolean(),
});
export type SessionClock = z.infer<typeof sessionClockSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  ...sessionFields,
  // A name stored before control characters were refused is still answered.
  name: z.string(),
  /** The version of its case it plays, fixed when it was created (docs/product.md#case-editor). */
  scenarioVersion: z.int(),
  createdAt: z.string(),
  playerCount: z.int().check(z.nonnegative()),
  /** When it first ran, and when it was finished (ISO times). */
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** Minutes added while it ran ("add minutes", docs/product.md#session-life-cycle). */
  addedMinutes: z.int(),
  clock: sessionClockSchema,
  /** When the game master released the solution before the end (ISO time), if they did. */
  debriefReleasedAt: z.nullable(z.string()),
  /**
   * Who runs it (docs/product.md#session-owners): the admin who created it, or null for
   * the accounts' owner; and the admins it is shared with, by id.
   */
  ownerId: z.nullable(z.string()),
  ownerName: z.nullable(z.string()),
  sharedWith: z.array(z.string()),
  /** Whether the game master locked the teams: players no longer make, join or leave one. */
  teamsLocked: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** PUT /v1/sessions/{id}/shares: the admins the owner lets run the session, the whole list. */
export const shareSessionSchema = z.strictObject({
  adminIds: z.array(plainText().check(z.maxLength(64))).check(z.maxLength(200)),
});
export type ShareSession = z.infer<typeof shareSessionSchema>;

/** POST /v1/sessions: the server assigns the join code; a new session is open by default. */
export const createSessionSchema = z.strictObject({
  name: sessionFields.name,
  scenarioId: z._default(sessionFields.scenarioId, DEFAULT_SCENARIO_ID),
  durationMinutes: z._default(sessionFields.durationMinutes, DEFAULT_DURATION_MINUTES),
  status: z._default(sessionFields.status, 'open'),
  debriefRelease: z._default(sessionFields.debriefRelease, DEFAULT_DEBRIEF_RELEASE),
  pacing: z._default(sessionFields.pacing, DEFAULT_PACING),
  teamSize: z._default(sessionFields.teamSize, null),
});
export type CreateSession = z.infer<typeof createSessionSchema>;

/** PUT /v1/sessions/{id}: the whole session object including its id (docs/product.md#sessions-api). */
export const replaceSessionSchema = z.object({
  id: plainText().check(z.maxLength(32)),
  ...sessionFields,
  /** Left out (a client older than the setting): the session keeps its own. */
  debriefRelease: z.optional(sessionFields.debriefRelease),
  pacing: z.optional(sessionFields.pacing),
  teamSize: z.optional(sessionFields.teamSize),
  teamsLocked: z.optional(z.boolean()),
  createdAt: z.optional(plainText().check(z.maxLength(64))),
  playerCount: z.optional(z.number()),
  startedAt: z.optional(z.nullable(plainText().check(z.maxLength(64)))),
  finishedAt: z.optional(z.nullable(plainText().check(z.maxLength(64)))),
  addedMinutes: z.optional(z.number()),
  clock: z.optional(z.unknown()),
  debriefReleasedAt: z.optional(z.nullable(plainText().check(z.maxLength(64)))),
});
export type ReplaceSession = z.infer<typeof replaceSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: plainText().check(z.maxLength(32)) });
