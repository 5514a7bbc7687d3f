import { useCurrentLanguage } from '../../../lib/i18n';
import { useScenarios } from '../../../lib/admin-api/scenarios';

/**
 * A case's title in the interface language: its id while the list of cases loads, or when
 * the case is unknown or unreadable.
 */
export function useScenarioTitle(): (id: string) => string {
  const { data: scenarios } = useScenarios();
  const language = useCurrentLanguage();
  return (id) => scenarios?.find((scenario) => scenario.id === id)?.title?.[language] ?? id;
}
