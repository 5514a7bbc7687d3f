import * as z from 'zod/mini';
import { languageSchema } from '../player/player.schema.js';

/** The case's introduction, shown in the start dialog (docs/product.md#start-dialog). */
export const introductionSchema = z.object({
  scenarioId: z.string(),
  /** Whether its markdown is drawn with its raw HTML (docs/product.md#case-editor). */
  rawHtml: z.boolean(),
  lang: languageSchema,
  title: z.string(),
  markdown: z.string(),
  /**
   * The case's cover described (its alt text), for a case with a cover: the dialog shows the
   * image, GET /v1/scenarios/{scenarioId}/cover?lang=…, above the introduction
   * (docs/product.md#case-library).
   */
  cover: z.optional(z.string()),
});
export type Introduction = z.infer<typeof introductionSchema>;

export const introductionQuerySchema = z.object({ lang: z.optional(languageSchema) });

/**
 * Where an introduction says how long the players have: the server puts the session's
 * duration there, added minutes included, so that a 45-minute session's introduction
 * does not promise 60 (content/README.md).
 */
export const INTRODUCTION_MINUTES = '{{minutes}}';
