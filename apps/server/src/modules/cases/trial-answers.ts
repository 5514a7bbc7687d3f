import { rightAnswerWords } from '@coulisses/shared/game/right-answer';
import type { TrialAnswers } from '@coulisses/shared/case/case.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { loadGameContext } from '../game/game-context.js';
import type { CaseCatalog } from './case-catalog.js';

/**
 * GET /v1/players/{id}/answers: every lock's answer, in the player's language, for the author
 * trying their draft (docs/product.md#case-editor) — and for nobody else: a player of any other
 * session is refused, whatever they hold.
 */
export async function readTrialAnswers(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
): Promise<TrialAnswers> {
  const { session, scenario, lang } = await loadGameContext(db, scenarios, playerId);
  if (session.trial !== 1)
    throw new ApiError(403, 'FORBIDDEN', "A case's answers are shown in its author's trial only");
  const texts = scenario.texts[lang];
  return {
    locks: scenario.definition.locks.map((lock) => ({
      id: lock.id,
      title: texts.locks[lock.id]?.title ?? lock.id,
      answer: rightAnswerWords(lock, texts),
    })),
  };
}
