import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { listScenarios } from '../api/scenarios';

/**
 * The installed cases (GET /v1/scenarios), and a case's title in the interface language,
 * its id while the list loads or when the case is unknown or unreadable.
 */
export function useScenarios() {
  const { i18n } = useTranslation();
  const [scenarios, setScenarios] = useState<ScenarioSummary[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    listScenarios()
      .then((loaded) => live && setScenarios(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const titleOf = (id: string) => scenarios?.find((scenario) => scenario.id === id)?.title?.[language] ?? id;
  return { scenarios, failed, titleOf };
}
