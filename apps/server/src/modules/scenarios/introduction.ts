import type { Language } from '@coulisses/shared/languages';
import { INTRODUCTION_MINUTES, type Introduction } from '@coulisses/shared/scenario/introduction.schema';
import type { DataStore } from '../data-store.js';
import { gameClock, gameStatus } from '../game/game-rules.js';
import { loadGameContext } from '../game/game-context.js';
import { sessionDurationSeconds, sessionElapsedSeconds } from '../sessions/session-clock.js';
import type { SessionRow } from '../sessions/sessions-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';

/**
 * The minutes the introduction promises: the session's duration with its added minutes;
 * once a room-paced session runs, what is left of it, rounded up (docs/product.md#pacing).
 */
function minutesToPlay(session: SessionRow): number {
  const duration = sessionDurationSeconds(session);
  if (session.pacing !== 'room' || !session.started_at) return Math.round(duration / 60);
  return Math.ceil(Math.max(0, duration - sessionElapsedSeconds(session, new Date())) / 60);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The introduction without the sentence that promises minutes: once the player's game is
 * over (their verdict, their time, the session's end), there are none left to promise.
 */
export function withoutMinutes(markdown: string): string {
  return markdown.replace(
    new RegExp(
      `(^|(?<=[.!?…;])[ \\t]+)[^.!?…;\\n]*${escape(INTRODUCTION_MINUTES)}[^.!?…;\\n]*[.!?…;]?[*_»”]*`,
      'gm',
    ),
    '',
  );
}

/** The introduction of a player's case, in the language asked for or else the player's own. */
export async function readPlayerIntroduction(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
  lang: Language | undefined,
): Promise<Introduction> {
  const { session, scenario, game, lang: own } = await loadGameContext(db, scenarios, playerId);
  const language = lang ?? own;
  const now = new Date();
  const status = gameStatus(session, game, gameClock(session, game, now), now);
  const introduction = scenario.introduction[language];
  const cover = scenario.cover && scenario.texts[language].cover;
  return {
    scenarioId: scenario.id,
    rawHtml: scenario.rawHtml,
    lang: language,
    title: scenario.texts[language].title,
    markdown:
      status === 'finished' || status === 'over' || status === 'timeUp'
        ? withoutMinutes(introduction)
        : introduction.replaceAll(INTRODUCTION_MINUTES, String(minutesToPlay(session))),
    ...(cover ? { cover } : {}),
  };
}
