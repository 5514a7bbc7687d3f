import * as z from 'zod/mini';
import type { SessionStatus } from './session.schema.js';

/**
 * docs/product.md#session-life-cycle: what a game master does to a session. Each action leads to one status and
 * is allowed only from the statuses listed; anything else is refused with
 * TRANSITION_NOT_ALLOWED (finishing a draft, starting a finished session…).
 */
export const SESSION_TRANSITIONS = {
  open: { from: ['draft'], to: 'open' },
  start: { from: ['draft', 'open'], to: 'running' },
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  finish: { from: ['open', 'running', 'paused'], to: 'finished' },
} as const satisfies Record<string, { from: readonly SessionStatus[]; to: SessionStatus }>;

export type SessionAction = keyof typeof SESSION_TRANSITIONS;
export const SESSION_ACTIONS = Object.keys(SESSION_TRANSITIONS) as SessionAction[];

/** Minutes can be added to a session that has not ended and is not a draft. */
export const ADD_MINUTES_FROM: readonly SessionStatus[] = ['open', 'running', 'paused'];
export const ADDED_MINUTES_MAX = 120;

/** The actions a game master may take on a session in this status, in display order. */
export function allowedActions(status: SessionStatus): SessionAction[] {
  return SESSION_ACTIONS.filter((action) =>
    (SESSION_TRANSITIONS[action].from as readonly SessionStatus[]).includes(status),
  );
}

/** Whether the status may change from `from` to `to` by one of the actions (PUT keeps to them). */
export const isAllowedStatusChange = (from: SessionStatus, to: SessionStatus) =>
  from === to || allowedActions(from).some((action) => SESSION_TRANSITIONS[action].to === to);

/** The "add minutes" transition on its own, for the form that asks how many. */
export const addMinutesSchema = z.strictObject({
  action: z.literal('addMinutes'),
  minutes: z
    .int({ error: 'admin.errors.minutesRange' })
    .check(
      z.gte(1, { error: 'admin.errors.minutesRange' }),
      z.lte(ADDED_MINUTES_MAX, { error: 'admin.errors.minutesRange' }),
    ),
});
export type AddMinutes = z.infer<typeof addMinutesSchema>;

/**
 * The solution can be released to the players of a session that has not ended (once
 * finished, it is theirs anyway: docs/decisions/0015-nothing-learned-while-anyone-plays.md).
 */
export const RELEASE_DEBRIEF_FROM: readonly SessionStatus[] = ['open', 'running', 'paused'];

/** POST /v1/sessions/{id}/transitions */
export const sessionTransitionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.enum(SESSION_ACTIONS as [SessionAction, ...SessionAction[]]) }),
  addMinutesSchema,
  z.strictObject({ action: z.literal('releaseDebrief') }),
]);
export type SessionTransition = z.infer<typeof sessionTransitionSchema>;

/** A test server's move of a session's clock: seconds that pass at once (a day at most). */
export const moveClockSchema = z.strictObject({ seconds: z.int().check(z.gte(1), z.lte(24 * 60 * 60)) });
