import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.js';

/**
 * The format of a case on disk (content/README.md): scenario.json holds the structure in
 * no language, texts.<lang>.json every short text. The schema checks shapes; the rules
 * that join files (references, reachability, translations) are the validator's.
 */
/**
 * The forms a case's strings take, each of which the checks name to an author by a code of its
 * own. Those of strings that must not be empty accept the empty string, which `minLength(1)`
 * refuses already: an empty field is one problem, not two.
 */
export const ID_PATTERN = /^(?:[a-z0-9][a-z0-9-]*)?$/;
export const CASE_IMAGE_PATTERN = /^images\/[a-z0-9][a-z0-9.{}-]*\.(svg|png|jpe?g|webp)$/;
export const CODE_PATTERN = /^[\p{L}\p{N} -]*$/u;
export const ONE_LINE = /^[^\r\n]*$/;

const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(ID_PATTERN));

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

export const LOCK_KINDS = ['code', 'text', 'choice', 'order', 'spot', 'match'] as const;
export type LockKind = (typeof LOCK_KINDS)[number];

/** docs/product.md#locks: how many items an order lock puts in sequence. */
export const ORDER_ITEMS = { min: 3, max: 8 } as const;
/** How many pairs a match lock makes, and how many places a spot lock asks for. */
export const MATCH_PAIRS = { min: 2, max: 8 } as const;
export const SPOT_REGIONS = { min: 1, max: 5 } as const;
/** The grid a spot lock's image is read by without a tap (keyboard, screen reader): its default. */
export const SPOT_GRID = { columns: 8, rows: 6 } as const;

/** An image of the case's own (a spot lock's, its cover): `{lang}` stands for the language (images/map.{lang}.svg). */
const caseImage = z.string().check(z.maxLength(200), z.regex(CASE_IMAGE_PATTERN));

/**
 * A place on a spot lock's image, in percent of its width and height from its top left
 * corner: a rectangle a tap must fall in (give or take the lock's tolerance).
 */
const percent = z.number().check(z.gte(0), z.lte(100));
export const spotRegionSchema = z.strictObject({
  id,
  x: percent,
  y: percent,
  width: z.number().check(z.gt(0), z.lte(100)),
  height: z.number().check(z.gt(0), z.lte(100)),
});
export type SpotRegion = z.infer<typeof spotRegionSchema>;

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
    answer: z.string().check(z.minLength(1), z.maxLength(32), z.regex(CODE_PATTERN)),
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
  /** Items to put in sequence, listed in the right order (the player sees them shuffled). */
  z.strictObject({
    ...lockBase,
    kind: z.literal('order'),
    items: z.array(id).check(z.maxLength(12)),
  }),
  /** One tap in each region of the image; `tolerance` (percent) widens every region. */
  z.strictObject({
    ...lockBase,
    kind: z.literal('spot'),
    image: caseImage,
    regions: z.array(spotRegionSchema).check(z.maxLength(12)),
    tolerance: z.optional(z.number().check(z.gte(0), z.lte(10))),
    grid: z.optional(
      z.strictObject({
        columns: z.int().check(z.gte(2), z.lte(12)),
        rows: z.int().check(z.gte(2), z.lte(12)),
      }),
    ),
  }),
  /** Two lists to pair: `answer` gives each item of `left` its item of `right`. */
  z.strictObject({
    ...lockBase,
    kind: z.literal('match'),
    left: z.array(id).check(z.maxLength(12)),
    right: z.array(id).check(z.maxLength(12)),
    answer: z.record(z.string(), id),
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

/** docs/product.md#case-library: how hard a case is, as its card says. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * A case's card in the library (docs/product.md#case-library): its cover (`{lang}` standing
 * for the language when it has words), how hard it is, and who plays it — solo, in teams
 * of `teams.min` to `teams.max`, or both. Its title, pitch and the cover's description are
 * in the texts.
 */
export const scenarioCardSchema = z.strictObject({
  cover: caseImage,
  difficulty: z.enum(DIFFICULTIES),
  solo: z.boolean(),
  teams: z.optional(
    z.strictObject({ min: z.int().check(z.gte(2), z.lte(6)), max: z.int().check(z.gte(2), z.lte(6)) }),
  ),
});
export type ScenarioCard = z.infer<typeof scenarioCardSchema>;

export const scenarioSchema = z.strictObject({
  id,
  version: z.int().check(z.positive()),
  card: z.optional(scenarioCardSchema),
  /**
   * The languages the case is written in, one to four, each once (the check names a
   * duplicate): the first is the case's own, read by a player whose language it lacks
   * (docs/product.md#scenarios).
   */
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1), z.maxLength(LANGUAGES.length)),
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
const labels = z.record(z.string(), text);
const shortText = z.string().check(z.minLength(1), z.maxLength(120), z.regex(ONE_LINE));

export const scenarioTextsSchema = z.strictObject({
  title: text,
  tagline: text,
  /** The card's one line (docs/product.md#case-library), and its cover's description. */
  pitch: z.optional(z.string().check(z.minLength(1), z.maxLength(160), z.regex(ONE_LINE))),
  cover: z.optional(text),
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
      /** An order lock's items. */
      items: z.optional(labels),
      /** A match lock's two lists, and the heading of each column. */
      left: z.optional(labels),
      right: z.optional(labels),
      columns: z.optional(z.strictObject({ left: shortText, right: shortText })),
      /** A spot lock's places, named for the game master's view of a player's path. */
      regions: z.optional(labels),
      /**
       * A spot lock's image: its title, and its description read without seeing it — what
       * it shows, never which place is the answer.
       */
      image: z.optional(z.strictObject({ title: shortText, description: text })),
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
