import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { useCases } from '../../../lib/admin-api/cases';
import { useScenarios } from '../../../lib/admin-api/scenarios';

/** One case of the library: what GET /v1/cases says of it, and its card's facts when it plays. */
export interface LibraryEntry {
  id: string;
  /** Its title in the game master's language, else its draft's, else its id. */
  title: string;
  /** Absent for a case GET /v1/scenarios lists alone (an installed one, read before the list). */
  summary?: CaseSummary;
  /** Absent for a case no new session may play yet (never published). */
  scenario?: ScenarioSummary;
}

/**
 * The library (docs/product.md#case-library): every case the admin may read, in the
 * server's order, joined by id with the facts of those a new session may play; a case only
 * the second list names comes after. Undefined until both lists are read.
 */
export function useLibrary(language: Language): { entries: LibraryEntry[] | undefined; failed: boolean } {
  const cases = useCases();
  const scenarios = useScenarios();
  if (!cases.data || !scenarios.data)
    return { entries: undefined, failed: cases.isError || scenarios.isError };
  const facts = new Map(scenarios.data.map((scenario) => [scenario.id, scenario]));
  const entries: LibraryEntry[] = cases.data.map((summary) => {
    const scenario = facts.get(summary.id);
    const title = summary.installed
      ? (scenario?.title?.[language] ?? summary.title)
      : (summary.title ?? scenario?.title?.[language]);
    return { id: summary.id, title: title ?? summary.id, summary, scenario };
  });
  const listed = new Set(cases.data.map((summary) => summary.id));
  for (const scenario of scenarios.data)
    if (!listed.has(scenario.id))
      entries.push({ id: scenario.id, title: scenario.title?.[language] ?? scenario.id, scenario });
  return { entries, failed: false };
}
