import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.js';

/**
 * The format of a case on disk (content/README.md): scenario.json holds the structure in
 * no language, texts.<lang>.json every short text. The schema checks shapes; the rules
 * that join files (references, reachability, translations) are the validator's.
 */
const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9-]*$/));

export const DOCUMENT_STYLES = [
  'report',
  'statement',
  'log',
  'note',
  'letter',
  'messages',
  'printed',
  'plan',
  'photo',
] as const;
export type DocumentStyle = (typeof DOCUMENT_STYLES)[number];

export const LOCK_KINDS = ['code', 'text', 'choice'] as const;
export type LockKind = (typeof LOCK_KINDS)[number];

/** docs/product.md#hints: up to three tiered hints per lock. */
export const MAX_HINTS = 3;

const hint = z.strictObject({ penaltySeconds: z.int().check(z.gte(0), z.lte(3600)) });

const lockBase = {
  id,
  in: id,
  opens: z.array(id),
  hints: z.array(hint).check(z.maxLength(MAX_HINTS)),
  /** Wrong attempts free of penalty on this lock, instead of the case's rule (a choice
   * among four should not be free to guess through). */
  freeAttempts: z.optional(z.int().check(z.gte(0), z.lte(100))),
};

export const scenarioLockSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...lockBase,
    kind: z.literal('code'),
    answer: z.string().check(z.minLength(1), z.maxLength(32), z.regex(/^[\p{L}\p{N} -]+$/u)),
    /** The prompt says how many digits the code has: the app may say it too (docs/decisions/0009). */
    lengthShown: z.optional(z.boolean()),
  }),
  z.strictObject({ ...lockBase, kind: z.literal('text') }),
  z.strictObject({
    ...lockBase,
    kind: z.literal('choice'),
    choices: z.array(id).check(z.minLength(2), z.maxLength(12)),
    answer: id,
  }),
]);
export type ScenarioLock = z.infer<typeof scenarioLockSchema>;

export const scenarioQuestionSchema = z.strictObject({
  id,
  choices: z.array(id).check(z.minLength(2), z.maxLength(12)),
  answer: z.optional(id),
});
export type ScenarioQuestion = z.infer<typeof scenarioQuestionSchema>;

/** docs/product.md#team-board: the most persons of interest a case lists. */
export const MAX_PEOPLE = 40;

export const scenarioSchema = z.strictObject({
  id,
  version: z.int().check(z.positive()),
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1)),
  durationMinutes: z.int().check(z.gte(5), z.lte(600)),
  startFolders: z.array(id).check(z.minLength(1)),
  folders: z
    .array(
      z.strictObject({
        id,
        documents: z.array(z.strictObject({ id, style: z.enum(DOCUMENT_STYLES) })),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
  locks: z.array(scenarioLockSchema).check(z.maxLength(100)),
  /**
   * The persons of the case (docs/product.md#team-board): those a team may pin, each named
   * in every language's texts. Optional: a case without them has no person to pin.
   */
  people: z.optional(z.array(z.strictObject({ id })).check(z.maxLength(MAX_PEOPLE))),
  accusation: z.strictObject({
    in: id,
    questions: z.array(scenarioQuestionSchema).check(z.minLength(1), z.maxLength(10)),
  }),
  scoring: z.strictObject({
    lockPoints: z.int().check(z.gte(0)),
    answerPoints: z.int().check(z.gte(0)),
    pointsPerMinuteLeft: z.int().check(z.gte(0)),
    wrongAttempts: z.strictObject({
      free: z.int().check(z.gte(0)),
      penaltySeconds: z.int().check(z.gte(0), z.lte(3600)),
    }),
  }),
});
export type Scenario = z.infer<typeof scenarioSchema>;

const text = z.string().check(z.minLength(1), z.maxLength(2000));
const ONE_LINE = /^[^\r\n]+$/;
const labels = z.record(z.string(), text);

export const scenarioTextsSchema = z.strictObject({
  title: text,
  tagline: text,
  folders: z.record(z.string(), z.strictObject({ title: text, summary: text })),
  documents: z.record(z.string(), z.strictObject({ title: text })),
  locks: z.record(
    z.string(),
    z.strictObject({
      /** A short name for the lock ("The prompt desk drawer"), where a whole prompt
       * would be too long: the game master's view of a player's path. */
      title: z.string().check(z.minLength(1), z.maxLength(80)),
      prompt: text,
      hints: z.array(text),
      answers: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(200)))),
      choices: z.optional(labels),
    }),
  ),
  /** A person's name and, on one line, who they are in the case. */
  people: z.optional(
    z.record(
      z.string(),
      z.strictObject({
        name: z.string().check(z.minLength(1), z.maxLength(80), z.regex(ONE_LINE)),
        role: z.string().check(z.minLength(1), z.maxLength(120), z.regex(ONE_LINE)),
      }),
    ),
  ),
  accusation: z.strictObject({
    intro: text,
    questions: z.record(z.string(), z.strictObject({ prompt: text, choices: labels })),
  }),
});
export type ScenarioTexts = z.infer<typeof scenarioTextsSchema>;
