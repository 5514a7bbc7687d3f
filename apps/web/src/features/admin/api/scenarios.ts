import * as z from 'zod/mini';
import {
  scenarioSummarySchema,
  type ScenarioSummary,
} from '@coulisses/shared/scenario/scenario-summary.schema';
import { api } from '../../../lib/api-client';

/**
 * GET /v1/scenarios: the installed cases, valid or not, with their problems (docs/product.md#scenarios-page).
 */
export async function listScenarios(): Promise<ScenarioSummary[]> {
  return z.array(scenarioSummarySchema).parse(await api.get('scenarios').json());
}
