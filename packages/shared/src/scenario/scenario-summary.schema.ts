import * as z from 'zod/mini';
import { languageSchema } from '../player/player.schema.js';

/** One thing wrong with a case, named by its file and field (docs/product.md#scenarios). */
export const scenarioProblemSchema = z.object({ file: z.string(), field: z.string(), message: z.string() });
export type ScenarioProblem = z.infer<typeof scenarioProblemSchema>;

/** GET /v1/scenarios (admin): the installed cases and whether each can be played. */
export const scenarioSummarySchema = z.object({
  id: z.string(),
  valid: z.boolean(),
  /** The case's title per language, when its texts could be read. */
  title: z.optional(z.record(languageSchema, z.string())),
  languages: z.array(languageSchema),
  folderCount: z.int(),
  lockCount: z.int(),
  durationMinutes: z.optional(z.int()),
  problems: z.array(scenarioProblemSchema),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;
