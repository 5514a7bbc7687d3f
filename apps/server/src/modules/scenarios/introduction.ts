import type { Language } from '@coulisses/shared/languages';
import { INTRODUCTION_MINUTES, type Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { getPlayer, getPlayerSession } from '../players/players.js';
import { sessionDurationSeconds } from '../sessions/session-clock.js';
import { findPlayableScenario, type ScenarioRegistry } from './scenarios.js';

/** The introduction of a player's case, in the language asked for or else the player's own. */
export async function readPlayerIntroduction(
  db: DataStore,
  scenarios: ScenarioRegistry,
  playerId: string,
  lang: Language | undefined,
): Promise<Introduction> {
  const session = await getPlayerSession(db, playerId);
  const language = lang ?? (await getPlayer(db, playerId)).lang;
  const scenario = findPlayableScenario(scenarios, session.scenario_id);
  if (!scenario) throw notFound('Scenario');
  return {
    scenarioId: scenario.id,
    lang: language,
    title: scenario.texts[language].title,
    markdown: scenario.introduction[language].replaceAll(
      INTRODUCTION_MINUTES,
      String(Math.round(sessionDurationSeconds(session) / 60)),
    ),
  };
}
