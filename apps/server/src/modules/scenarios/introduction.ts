import type { Language } from '@coulisses/shared/languages';
import { INTRODUCTION_MINUTES, type Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { getPlayer, getPlayerSession } from '../players/players.js';
import { sessionDurationSeconds, sessionElapsedSeconds } from '../sessions/session-clock.js';
import type { SessionRow } from '../sessions/sessions-store.js';
import { findPlayableScenario, type ScenarioRegistry } from './scenarios.js';

/**
 * The minutes the introduction promises: the session's duration with its added minutes;
 * once a room-paced session runs, what is left of it, rounded up (docs/product.md#pacing).
 */
function minutesToPlay(session: SessionRow): number {
  const duration = sessionDurationSeconds(session);
  if (session.pacing !== 'room' || !session.started_at) return Math.round(duration / 60);
  return Math.ceil(Math.max(0, duration - sessionElapsedSeconds(session, new Date())) / 60);
}

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
      String(minutesToPlay(session)),
    ),
  };
}
