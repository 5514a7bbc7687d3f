import type { DataStore } from '../data-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { rightAnswerCount } from './game-rules.js';
import type { AccusationRecord } from './game-store.js';
import { listUncountedAccusations, setRightAnswers } from './leaderboard-store.js';

/**
 * Counts the right answers of the accusations made before the count was kept, with each
 * one's case (docs/product.md#leaderboard): a migration has no case to judge them by. Run at
 * the server's start; a game whose case is not installed waits for a start that has it, and
 * ranks meanwhile as if none were right. Answers how many it counted.
 */
export async function countEarlierRightAnswers(db: DataStore, scenarios: CaseCatalog): Promise<number> {
  let counted = 0;
  for (const game of await listUncountedAccusations(db)) {
    const scenario = await scenarios.find(game.scenario_id, game.scenario_version);
    if (!scenario || game.accusation === null) continue;
    const accusation = JSON.parse(game.accusation) as AccusationRecord;
    await setRightAnswers(db, game.id, rightAnswerCount(scenario.definition, { accusation }));
    counted += 1;
  }
  return counted;
}
