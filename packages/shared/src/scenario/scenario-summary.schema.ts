import * as z from 'zod/mini';
import { languageSchema } from '../player/player.schema.js';
import { DIFFICULTIES, LOCK_KINDS } from './scenario.schema.js';

/**
 * One thing wrong with a case, named by its file and field (docs/product.md#scenarios): what
 * is wrong by its code and the values it names, which the editor says in the author's
 * language, and the same in English (`message`) for the command line and the logs.
 */
export const scenarioProblemSchema = z.object({
  file: z.string(),
  field: z.string(),
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  message: z.string(),
});
export type ScenarioProblem = z.infer<typeof scenarioProblemSchema>;

const localised = z.record(languageSchema, z.string());

/**
 * GET /v1/scenarios (admin): the installed cases, whether each can be played, and what its
 * card in the library shows (docs/product.md#case-library). An invalid case has its id, its
 * problems and nothing else to show.
 */
export const scenarioSummarySchema = z.object({
  id: z.string(),
  valid: z.boolean(),
  /** The case's title per language, when its texts could be read. */
  title: z.optional(localised),
  /** The card's one line per language, for a case with a card. */
  pitch: z.optional(localised),
  /**
   * The cover's description per language (its alt text), for a case with a cover: the image
   * itself is GET /v1/scenarios/{id}/cover.
   */
  cover: z.optional(localised),
  difficulty: z.optional(z.enum(DIFFICULTIES)),
  /** Whether one player alone may play it, and the teams it is made for, per its card. */
  solo: z.optional(z.boolean()),
  teams: z.optional(z.object({ min: z.int(), max: z.int() })),
  /** The kinds of lock the case asks, each once, in the order of LOCK_KINDS. */
  kinds: z.array(z.enum(LOCK_KINDS)),
  languages: z.array(languageSchema),
  folderCount: z.int(),
  lockCount: z.int(),
  durationMinutes: z.optional(z.int()),
  problems: z.array(scenarioProblemSchema),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

/** GET /v1/scenarios/{id}/cover: the cover in one language, French when none is asked. */
export const coverQuerySchema = z.object({ lang: z.optional(languageSchema) });
