import type { Kysely } from 'kysely';
import type { Language } from '@coulisses/shared/languages';
import type { Introduction } from '@coulisses/shared/scenario/introduction.schema';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { getPlayer } from '../players/players.js';
import { getSession } from '../sessions/sessions.js';
import { findPlayableScenario, type ScenarioRegistry } from './scenarios.js';

/** The introduction of a player's case, in the language asked for or else the player's own. */
export async function readPlayerIntroduction(
  db: Kysely<Database>,
  scenarios: ScenarioRegistry,
  playerId: string,
  lang: Language | undefined,
): Promise<Introduction> {
  const player = await getPlayer(db, playerId);
  const session = await getSession(db, player.sessionId);
  const language = lang ?? player.lang;
  const scenario = findPlayableScenario(scenarios, session.scenarioId);
  if (!scenario) throw notFound('Scenario');
  return {
    scenarioId: scenario.id,
    lang: language,
    title: scenario.texts[language].title,
    markdown: scenario.introduction[language],
  };
}
