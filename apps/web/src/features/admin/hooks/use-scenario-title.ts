import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import { useScenarios } from '../api/scenarios';

/**
 * A case's title in the interface language: its id while the list of cases loads, or when
 * the case is unknown or unreadable.
 */
export function useScenarioTitle(): (id: string) => string {
  const { i18n } = useTranslation();
  const { data: scenarios } = useScenarios();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (id) => scenarios?.find((scenario) => scenario.id === id)?.title?.[language] ?? id;
}
