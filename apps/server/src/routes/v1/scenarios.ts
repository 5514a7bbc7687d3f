import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@coulisses/shared/languages';
import { LOCK_KINDS, type ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';
import {
  coverQuerySchema,
  scenarioSummarySchema,
  type ScenarioSummary,
} from '@coulisses/shared/scenario/scenario-summary.schema';
import { notFound } from '../../http-error.js';
import type { CheckedScenario } from '../../modules/scenarios/check-scenario.js';
import type { Localised } from '../../modules/scenarios/compile-scenario.js';
import { findCaseCover, listPlayableCases } from '../../modules/cases/playable-cases.js';
import type { DataStore } from '../../modules/data-store.js';
import type { CaseCatalog } from '../../modules/cases/case-catalog.js';
import { refusals } from './refusals.js';

/** One text of the case's in every language, when every language has it. */
function inEveryLanguage(
  texts: Localised<ScenarioTexts>,
  text: (texts: ScenarioTexts) => string | undefined,
): Localised<string> | undefined {
  const entries = LANGUAGES.map((language) => [language, text(texts[language])] as const);
  if (entries.some(([, value]) => value === undefined)) return undefined;
  return Object.fromEntries(entries) as Localised<string>;
}

/** docs/product.md#case-library: what the case's card in the library shows. */
function summarise({ id, problems, scenario }: CheckedScenario): ScenarioSummary {
  if (!scenario)
    return { id, valid: false, kinds: [], languages: [], folderCount: 0, lockCount: 0, problems };
  const { definition, texts } = scenario;
  const { card } = definition;
  const kinds = new Set(definition.locks.map((lock) => lock.kind));
  const pitch = card && inEveryLanguage(texts, (text) => text.pitch);
  const cover = card && scenario.cover && inEveryLanguage(texts, (text) => text.cover);
  return {
    id,
    valid: true,
    title: inEveryLanguage(texts, (text) => text.title),
    ...(pitch ? { pitch } : {}),
    ...(cover ? { cover } : {}),
    ...(card
      ? { difficulty: card.difficulty, solo: card.solo, ...(card.teams ? { teams: { ...card.teams } } : {}) }
      : {}),
    kinds: LOCK_KINDS.filter((kind) => kinds.has(kind)),
    languages: definition.languages,
    folderCount: definition.folders.length,
    lockCount: definition.locks.length,
    durationMinutes: definition.durationMinutes,
    problems,
  };
}

/**
 * How a cover is answered: kept a day by browsers and proxies (a case changes only when the
 * server starts again, and its ETag tells a changed cover), and an SVG kept from doing
 * anything but draw itself, should it be opened on its own.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const COVER_CACHE = 'public, max-age=86400';

/** docs/product.md#scenarios-page: the cases a session may play, with their validation status, for the admin area. */
export const scenarioRoutes: FastifyPluginAsyncZod<{ db: DataStore; scenarios: CaseCatalog }> = async (
  app,
  { db, scenarios },
) => {
  app.get(
    '/scenarios',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['scenarios'],
        security: [{ basic: [] }],
        summary:
          'Lists the cases a new session may play, installed ones with their validation status (admin)',
        response: { 200: z.array(scenarioSummarySchema), ...refusals },
      },
    },
    async (request) => (await listPlayableCases(db, scenarios, app.signedInAdmin(request))).map(summarise),
  );

  // docs/product.md#case-library: a cover is no secret — the library, the show screen and a
  // player's start dialog all show it — so it is served to anyone, as an image.
  app.get(
    '/scenarios/:id/cover',
    {
      schema: {
        tags: ['scenarios'],
        summary: "A case's cover in one language (French by default): the image itself",
        params: z.object({ id: z.string().check(z.maxLength(64)) }),
        querystring: coverQuerySchema,
        response: { 400: refusals[400], 404: refusals[404], 429: refusals[429] },
      },
    },
    async (request, typedReply) => {
      const language: Language = request.query.lang ?? DEFAULT_LANGUAGE;
      const cover = await findCaseCover(db, scenarios, request.params.id, language);
      if (!cover) throw notFound('Cover');
      // Its answers are bytes, or nothing (304), which no response schema above describes.
      const reply = typedReply as unknown as FastifyReply;
      reply
        .header('cache-control', COVER_CACHE)
        .header('etag', cover.etag)
        // An image anyone may show, on a page of another origin too (PUBLIC_API_BASE).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (cover.type === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cover.etag))
        return reply.code(304).send();
      return reply.type(cover.type).send(cover.bytes);
    },
  );
};
