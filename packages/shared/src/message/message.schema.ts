import * as z from 'zod/mini';
import { MAX_HINTS } from '../scenario/scenario.schema.js';
import { multilineText, plainText } from '../text/plain-text.js';

/**
 * docs/product.md#messages: what a game master sends — a message or a hint, to one player or to the
 * whole session — and the warnings the server sends by itself ("10 minutes left").
 */
export const MESSAGE_KINDS = ['message', 'hint', 'warning'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_BODY_MAX = 500;

/** The warnings sent to each player as their time runs out, in minutes left. */
export const WARNING_MINUTES = [10, 2] as const;

/** POST /v1/sessions/{id}/messages */
export const sendMessageSchema = z.strictObject({
  kind: z._default(z.enum(['message', 'hint']), 'message'),
  body: multilineText({ error: 'admin.messages.errors.bodyRequired' }).check(
    z.trim(),
    z.minLength(1, { error: 'admin.messages.errors.bodyRequired' }),
    z.maxLength(MESSAGE_BODY_MAX, { error: 'admin.messages.errors.bodyTooLong' }),
  ),
  /** Absent: the whole session. */
  playerId: z.optional(plainText().check(z.maxLength(64))),
  /** One team, every member of it (docs/product.md#teams); not with a player. */
  teamId: z.optional(plainText().check(z.maxLength(64))),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

/**
 * docs/product.md#case-hints: a hint of the case the game master sent — its lock, which of
 * its hints, and the penalty it cost (0 when sent free).
 */
export const caseHintSchema = z.object({
  lockId: z.string(),
  /** The lock's short title, in the reader's language. */
  lockTitle: z.nullable(z.string()),
  number: z.int(),
  penaltySeconds: z.int(),
});
export type CaseHint = z.infer<typeof caseHintSchema>;

export const messageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** null: sent to the whole session, or to a team. */
  playerId: z.nullable(z.string()),
  /** Sent to one team, every member of it (docs/product.md#teams). */
  teamId: z.nullable(z.string()),
  kind: z.enum(MESSAGE_KINDS),
  /** The game master's words; null for a warning, which the client words in its language. */
  body: z.nullable(z.string()),
  /** For a warning: the minutes left it announces. */
  minutesLeft: z.nullable(z.int()),
  /** For a hint of the case: which; its words (`body`) are then in the reader's language. */
  caseHint: z.nullable(caseHintSchema),
  sentAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * POST /v1/players/{id}/case-hints: the lock's hint `number`, which must be the next the
 * player has not had (a second click, or the player taking it meanwhile, is refused
 * rather than sending the one after); `charge`: at the hint's cost in time, or free.
 */
export const sendCaseHintSchema = z.strictObject({
  lockId: plainText().check(z.minLength(1), z.maxLength(64)),
  number: z.int().check(z.gte(1), z.lte(MAX_HINTS)),
  charge: z.boolean(),
});
export type SendCaseHint = z.infer<typeof sendCaseHintSchema>;

/** POST /v1/players/{id}/messages/read: the messages the player has now seen. */
export const readMessagesSchema = z.strictObject({
  ids: z.array(plainText().check(z.maxLength(64))).check(z.minLength(1), z.maxLength(200)),
});
export type ReadMessages = z.infer<typeof readMessagesSchema>;
