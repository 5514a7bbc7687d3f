import * as z from 'zod/mini';
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
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

export const messageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** null: sent to the whole session. */
  playerId: z.nullable(z.string()),
  kind: z.enum(MESSAGE_KINDS),
  /** The game master's words; null for a warning, which the client words in its language. */
  body: z.nullable(z.string()),
  /** For a warning: the minutes left it announces. */
  minutesLeft: z.nullable(z.int()),
  sentAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
