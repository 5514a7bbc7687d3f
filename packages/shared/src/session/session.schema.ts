import { z } from 'zod';

/** DESIGN.md: a session's life cycle. Players may join only an open session. */
export const SESSION_STATUSES = ['draft', 'open', 'running', 'paused', 'finished'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const SESSION_NAME_MAX = 120;
export const SCENARIO_ID_MAX = 64;
export const DEFAULT_SCENARIO_ID = 'le-dernier-acte';
export const DEFAULT_DURATION_MINUTES = 60;

const sessionFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'sessions.errors.nameRequired' })
    .max(SESSION_NAME_MAX, { error: 'sessions.errors.nameTooLong' }),
  scenarioId: z
    .string()
    .trim()
    .min(1)
    .max(SCENARIO_ID_MAX)
    .regex(/^[a-z0-9-]+$/),
  durationMinutes: z
    .number()
    .int()
    .min(5, { error: 'sessions.errors.durationRange' })
    .max(600, { error: 'sessions.errors.durationRange' }),
  status: sessionStatusSchema,
};

export const sessionSchema = z.object({
  id: z.string(),
  ...sessionFields,
  createdAt: z.string(),
  playerCount: z.number().int().nonnegative(),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /v1/sessions: the server assigns the join code; a new session is open by default. */
export const createSessionSchema = z.strictObject({
  name: sessionFields.name,
  scenarioId: sessionFields.scenarioId.default(DEFAULT_SCENARIO_ID),
  durationMinutes: sessionFields.durationMinutes.default(DEFAULT_DURATION_MINUTES),
  status: sessionFields.status.default('open'),
});
export type CreateSession = z.infer<typeof createSessionSchema>;

/** PUT /v1/sessions/{id}: the whole session object including its id (spec §7). */
export const replaceSessionSchema = z.object({
  id: z.string().max(32),
  ...sessionFields,
  createdAt: z.string().optional(),
  playerCount: z.number().optional(),
});
export type ReplaceSession = z.infer<typeof replaceSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().max(32) });
