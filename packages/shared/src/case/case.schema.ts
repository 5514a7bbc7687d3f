import * as z from 'zod/mini';
import { languageSchema } from '../player/player.schema.js';
import { scenarioProblemSchema } from '../scenario/scenario-summary.schema.js';

/**
 * The cases of the library and their editor (docs/product.md#case-editor): a case is its
 * files, as laid out under content/scenarios/<id>/; the editor reads and saves its draft,
 * and each publication is a version a session plays unchanged.
 */
export const CASE_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const caseIdSchema = z
  .string()
  .check(
    z.minLength(3, { error: 'cases.errors.idShape' }),
    z.maxLength(64, { error: 'cases.errors.idShape' }),
    z.regex(CASE_ID_PATTERN, { error: 'cases.errors.idShape' }),
  );

/** A path of a case's folder: `scenario.json`, `texts.fr.json`, `documents/x.fr.md`, `images/y.svg`. */
export const casePathSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^(?:[a-z0-9][a-z0-9.{}_-]*\/)?[A-Za-z0-9][\w.{}-]*$/));

/** Revisions and versions are counted in 32-bit integers on both engines. */
const counter = z.int().check(z.positive(), z.lte(2_147_483_647));

/** An image travels as base64; every other file as its UTF-8 text (isImagePath). */
export const isImagePath = (path: string) => /^images\/.+\.(svg|png|jpe?g|webp)$/i.test(path);

/**
 * POST /v1/cases: a new case, from the files the editor starts it with (in the author's
 * language), or a copy of a case the admin may read.
 */
export const createCaseSchema = z.strictObject({
  id: caseIdSchema,
  /** The case copied: its latest published version, or the draft of one the admin may edit. */
  copyOf: z.optional(
    z.strictObject({ id: z.string().check(z.maxLength(64)), draft: z.optional(z.boolean()) }),
  ),
  files: z.optional(z.record(casePathSchema, z.string())),
});
export type CreateCase = z.infer<typeof createCaseSchema>;

export const caseVersionSchema = z.object({
  version: z.int(),
  publishedAt: z.string(),
  publishedBy: z.nullable(z.string()),
});
export type CaseVersion = z.infer<typeof caseVersionSchema>;

/** GET /v1/cases: a case of the library as the editor lists it. */
export const caseSummarySchema = z.object({
  id: z.string(),
  installed: z.boolean(),
  ownerId: z.nullable(z.string()),
  ownerName: z.nullable(z.string()),
  sharedWith: z.array(z.string()),
  /** Whether the signed-in admin may change it: its owner, or an admin it is shared with. */
  editable: z.boolean(),
  /** The draft's title in the case's first language, when its texts say one. */
  title: z.optional(z.string()),
  languages: z.array(languageSchema),
  revision: z.int(),
  savedAt: z.string(),
  versions: z.array(caseVersionSchema),
  /** The draft differs from the latest version (or nothing is published yet). */
  unpublishedChanges: z.boolean(),
  /** Sessions created with any of its versions. */
  sessionCount: z.int(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** GET /v1/cases/{id}/draft: every file of the draft, images in base64. */
export const caseDraftSchema = z.object({
  id: z.string(),
  revision: z.int(),
  savedAt: z.string(),
  savedBy: z.nullable(z.string()),
  installed: z.boolean(),
  files: z.record(z.string(), z.string()),
});
export type CaseDraft = z.infer<typeof caseDraftSchema>;

/**
 * PUT /v1/cases/{id}/draft: the files changed since `revision` (null deletes one). A save
 * from an older revision is refused (409 CASE_CHANGED): nothing is overwritten unseen.
 */
export const saveCaseDraftSchema = z.strictObject({
  revision: counter,
  files: z.record(casePathSchema, z.nullable(z.string())),
});
export type SaveCaseDraft = z.infer<typeof saveCaseDraftSchema>;

export const savedCaseDraftSchema = z.object({ revision: z.int(), savedAt: z.string() });
export type SavedCaseDraft = z.infer<typeof savedCaseDraftSchema>;

/** POST /v1/cases/{id}/versions: publishes the draft as the author last saw it. */
export const publishCaseSchema = z.strictObject({ revision: counter });
export const publishedCaseSchema = z.object({
  version: z.int(),
  warnings: z.array(scenarioProblemSchema),
});
export type PublishedCase = z.infer<typeof publishedCaseSchema>;

/** PUT /v1/cases/{id}/shares: the admins the owner shares it with (the list replaces the last). */
export const shareCaseSchema = z.strictObject({
  adminIds: z.array(z.string().check(z.maxLength(36))).check(z.maxLength(100)),
});

/** GET /v1/cases/{id}/archive: the draft, or a published version. */
export const caseArchiveQuerySchema = z.object({
  version: z.optional(z.union([z.literal('draft'), z.pipe(z.coerce.number(), counter)])),
});

/** POST /v1/cases/{id}/trials: the author plays the draft, in one of its languages, from a folder. */
export const startTrialSchema = z.strictObject({
  lang: languageSchema,
  /** The folder to start at: the locks on the way to it are opened. Absent: the start. */
  folder: z.optional(z.string().check(z.maxLength(64))),
});
export type StartTrial = z.infer<typeof startTrialSchema>;

/** GET /v1/players/{id}/answers: in an author's trial only, each lock's answer in words. */
export const trialAnswersSchema = z.object({
  locks: z.array(z.object({ id: z.string(), title: z.string(), answer: z.array(z.string()) })),
});
export type TrialAnswers = z.infer<typeof trialAnswersSchema>;
