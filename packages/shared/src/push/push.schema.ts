import * as z from 'zod/mini';
import { noControlCharacters } from '../text/plain-text.js';
import { MESSAGE_KINDS } from '../message/message.schema.js';

/**
 * docs/product.md#push-notifications: Web Push. A player opts in from the game; the browser's subscription (what
 * `PushSubscription.toJSON()` gives) is stored for that player, and the game master's
 * messages, hints and warnings are pushed to it, encrypted with its keys (RFC 8291).
 */

/** Base64url without padding, as browsers write the subscription keys. */
const base64url = (length: number) =>
  z.string().check(z.length(length), z.regex(/^[A-Za-z0-9_-]+$/, { error: 'push.errors.badKey' }));

export const ENDPOINT_MAX = 2048;

/** PUT /v1/players/{id}/push-subscription */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'push.errors.badEndpoint' })
    .check(z.maxLength(ENDPOINT_MAX), noControlCharacters()),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters. */
    p256dh: base64url(87),
    /** The shared authentication secret: 16 bytes, 22 characters. */
    auth: base64url(22),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /v1/players/{id}/push-subscription */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(ENDPOINT_MAX), noControlCharacters()),
});
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** GET /v1/push/public-key: the server's VAPID public key, base64url, for `applicationServerKey`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * What is pushed: a game master's message, hint or warning, or a teammate's proposed
 * accusation (docs/product.md#team-accusation).
 */
export const PUSH_KINDS = [...MESSAGE_KINDS, 'proposal'] as const;

/** What the service worker receives, already in the player's language. */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  /** The message's id, or the proposal's: a notification of the same one replaces the last. */
  messageId: z.string(),
  title: z.string(),
  body: z.string(),
  lang: z.string(),
  /** Where a click on the notification leads: the game. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
