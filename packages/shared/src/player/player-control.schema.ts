import * as z from 'zod/mini';
import { addMinutesSchema } from '../session/session-transitions.js';
import { plainText } from '../text/plain-text.js';

/**
 * docs/product.md#player-controls: what a game master who runs the session does to one
 * player — minutes of their own (a self-paced session's; a room has one clock), their
 * penalties forgiven, or their game released to go on from another device. Each goes in
 * the player's path.
 */
export const playerControlSchema = z.discriminatedUnion('action', [
  addMinutesSchema,
  z.strictObject({ action: z.literal('forgivePenalties') }),
  z.strictObject({ action: z.literal('release') }),
]);
export type PlayerControl = z.infer<typeof playerControlSchema>;
export type PlayerControlAction = PlayerControl['action'];

/** How long a released player's game waits for their new device. */
export const RELEASE_MINUTES = 15;

/** /v1/sessions/{id}/players/{playerId}… */
export const sessionPlayerParamsSchema = z.object({
  id: plainText().check(z.maxLength(32)),
  playerId: plainText().check(z.maxLength(64)),
});
