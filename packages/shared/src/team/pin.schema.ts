import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.js';
import { multilineText, plainText } from '../text/plain-text.js';

/**
 * docs/product.md#team-board: a team's board of clues. A pin is a reference to something of
 * the case — a document, a passage of one, a lock, a person — never a copy of its words:
 * each member reads it in their own language. A value (a code, a time, a badge number) is
 * read as it is, and a free text in the language it was written in.
 */

/** The most pins a team's board holds (409 BOARD_FULL past it). */
export const BOARD_MAX = 200;
/** The longest value, in characters as a reader counts them. */
export const PIN_VALUE_MAX = 40;
/** The longest free text, in characters as a reader counts them. */
export const PIN_TEXT_MAX = 280;

export const PIN_VALUE_KINDS = ['code', 'time', 'badge', 'other'] as const;
export type PinValueKind = (typeof PIN_VALUE_KINDS)[number];

export const PIN_VOTES = ['confirmed', 'ruled-out'] as const;
export type PinVote = (typeof PIN_VOTES)[number];

const caseId = plainText().check(z.minLength(1), z.maxLength(64));
const characters = (value: string) => [...value].length;

/** A value as it is read on a badge, a clock or a display: one line, spaces around it trimmed. */
export const pinValueSchema = plainText({ error: 'game.board.errors.valueRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'game.board.errors.valueRequired' }),
  z.refine((value) => characters(value) <= PIN_VALUE_MAX, { error: 'game.board.errors.valueTooLong' }),
);

/** A free text: a few lines at most, spaces around it trimmed. */
export const pinTextSchema = multilineText({ error: 'game.board.errors.textRequired' }).check(
  z.trim(),
  z.refine((text) => /[\p{L}\p{N}\p{S}]/u.test(text), { error: 'game.board.errors.textRequired' }),
  z.refine((text) => characters(text) <= PIN_TEXT_MAX, { error: 'game.board.errors.textTooLong' }),
);

/** What a pin names: the body of POST …/pins, and each pin's `reference` as stored. */
export const pinReferenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('document'), documentId: caseId }),
  /** `block`: the passage's number in the document (packages/shared/src/scenario/passages.ts). */
  z.strictObject({
    kind: z.literal('passage'),
    documentId: caseId,
    block: z.int().check(z.gte(0), z.lte(9_999)),
  }),
  z.strictObject({ kind: z.literal('lock'), lockId: caseId }),
  z.strictObject({ kind: z.literal('person'), personId: caseId }),
  z.strictObject({ kind: z.literal('value'), value: pinValueSchema, valueKind: z.enum(PIN_VALUE_KINDS) }),
  z.strictObject({ kind: z.literal('text'), text: pinTextSchema, language: z.enum(LANGUAGES) }),
]);
export type PinReference = z.infer<typeof pinReferenceSchema>;
export type PinKind = PinReference['kind'];

/** PUT …/pins/{pinId}/vote: the member's word on a pin; null takes it back. */
export const pinVoteSchema = z.strictObject({ vote: z.nullable(z.enum(PIN_VOTES)) });
export type PinVoteBody = z.infer<typeof pinVoteSchema>;

export const pinParamsSchema = z.object({
  id: plainText().check(z.maxLength(64)),
  teamId: plainText().check(z.maxLength(64)),
  pinId: plainText().check(z.maxLength(64)),
});

/** A member's word on a pin, with their name as the board shows it. */
export const pinVoterSchema = z.object({
  playerId: z.string(),
  nickname: z.nullable(z.string()),
  vote: z.enum(PIN_VOTES),
});
export type PinVoter = z.infer<typeof pinVoterSchema>;

/** A pin as one member reads it: the reference, and what it names in the reader's language. */
export const pinSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  authorId: z.string(),
  authorNickname: z.nullable(z.string()),
  reference: pinReferenceSchema,
  /**
   * The document's or lock's title, the person's name, in the reader's language; null for a
   * value, a free text, or what the case no longer holds.
   */
  title: z.nullable(z.string()),
  /** A passage's words, or a person's role, in the reader's language. */
  detail: z.nullable(z.string()),
  votes: z.array(pinVoterSchema),
});
export type Pin = z.infer<typeof pinSchema>;

/** A person of the case, named in the reader's language: what a member may pin. */
export const casePersonSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type CasePerson = z.infer<typeof casePersonSchema>;

/** GET …/pins: the team's board, newest first, and the case's persons, in the reader's language. */
export const boardSchema = z.object({
  pins: z.array(pinSchema),
  people: z.array(casePersonSchema),
  max: z.int(),
});
export type Board = z.infer<typeof boardSchema>;
