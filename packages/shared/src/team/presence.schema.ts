import * as z from 'zod/mini';
import { plainText } from '../text/plain-text.js';

/**
 * docs/product.md#team-presence: what a member's phone says it is on — the lock whose
 * answer they are typing, the document they are reading, and in the team's notepad whether
 * they type and where their caret is. Ephemeral: sent, relayed to the teammates, never kept.
 */

/** A member's word fades this long after their phone last said it. */
export const PRESENCE_FADE_MS = 20_000;
/** A phone with something to say says it again this often, well within the fade. */
export const PRESENCE_RENEW_MS = 10_000;
/** The longest a caret's position may be, base64 characters. */
export const PRESENCE_CURSOR_MAX = 200;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A lock's or a document's id, as the case names them; null: on none. */
const caseId = z.nullable(plainText().check(z.minLength(1), z.maxLength(64)));

/** A position in the notepad's text: `Y.encodeRelativePosition`, base64. */
const relativePosition = plainText().check(z.minLength(1), z.maxLength(PRESENCE_CURSOR_MAX), z.regex(BASE64));

/** POST /v1/players/{id}/teams/{teamId}/presence: all of it, each time. */
export const teamPresenceSchema = z.strictObject({
  lockId: caseId,
  documentId: caseId,
  /** Typing in the team's notepad. */
  typing: z.boolean(),
  /** The caret (`head`) and the selection's other end (`anchor`) in the notepad; null: not in it. */
  cursor: z.nullable(z.strictObject({ anchor: relativePosition, head: relativePosition })),
});
export type TeamPresence = z.infer<typeof teamPresenceSchema>;

/** Nothing to say: what a phone sends when the member leaves what they were on. */
export const NO_PRESENCE: TeamPresence = { lockId: null, documentId: null, typing: false, cursor: null };

/** Whether a presence says anything at all. */
export const saysSomething = (presence: TeamPresence) =>
  presence.lockId !== null || presence.documentId !== null || presence.typing || presence.cursor !== null;
