import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  scenarioSummarySchema,
  type ScenarioSummary,
} from '@coulisses/shared/scenario/scenario-summary.schema';
import { api } from '../api-client';
import { adminKeys } from './query-keys';

/**
 * GET /v1/scenarios: the installed cases, valid or not, with their problems (docs/product.md#scenarios-page).
 */
export async function listScenarios(): Promise<ScenarioSummary[]> {
  return z.array(scenarioSummarySchema).parse(await api.get('scenarios').json());
}

export const getScenariosQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.scenarios(), queryFn: listScenarios });

export const useScenarios = () => useQuery(getScenariosQueryOptions());
