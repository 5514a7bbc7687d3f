import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import {
  scenarioSummarySchema,
  type ScenarioSummary,
} from '@coulisses/shared/scenario/scenario-summary.schema';
import type { CheckedScenario } from '../../modules/scenarios/check-scenario.js';
import type { ScenarioRegistry } from '../../modules/scenarios/scenarios.js';
import { refusals } from './refusals.js';

function summarise({ id, problems, scenario }: CheckedScenario): ScenarioSummary {
  if (!scenario) return { id, valid: false, languages: [], folderCount: 0, lockCount: 0, problems };
  const { definition } = scenario;
  return {
    id,
    valid: true,
    title: Object.fromEntries(
      LANGUAGES.map((language) => [language, scenario.texts[language].title]),
    ) as Record<Language, string>,
    languages: definition.languages,
    folderCount: definition.folders.length,
    lockCount: definition.locks.length,
    durationMinutes: definition.durationMinutes,
    problems,
  };
}

/** docs/product.md#scenarios-page: the installed cases with their validation status, for the admin area. */
export const scenarioRoutes: FastifyPluginAsyncZod<{ scenarios: ScenarioRegistry }> = async (
  app,
  { scenarios },
) => {
  app.get(
    '/scenarios',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['scenarios'],
        security: [{ basic: [] }],
        summary: 'Lists the installed scenarios with their validation status (admin)',
        response: { 200: z.array(scenarioSummarySchema), ...refusals },
      },
    },
    () => [...scenarios.values()].map(summarise),
  );
};
