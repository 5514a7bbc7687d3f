import { byRank } from '@coulisses/shared/session/player-rank';
import type { DataStore } from '../data-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { getSessionRow, sessionOf } from '../sessions/sessions.js';
import { listProgressRows } from './dashboard-store.js';
import { playerProgress } from './player-progress.js';
import { lockSeconds, type Results } from './results-csv.js';

/**
 * GET /v1/sessions/{id}/results.csv (docs/product.md#csv-export): the dashboard's rows, ranked
 * as it ranks them, each with its locks' times, and the case's locks in its order. Every admin
 * reads it (docs/product.md#session-owners).
 */
export async function readResults(db: DataStore, scenarios: CaseCatalog, typedId: string): Promise<Results> {
  const row = await getSessionRow(db, typedId);
  const scenario = await scenarios.find(row.scenario_id, row.scenario_version);
  const now = new Date();
  const players = (await listProgressRows(db, row.id)).map((player) => ({
    ...playerProgress(row, scenario, player, now),
    lockSeconds: scenario ? lockSeconds(scenario.definition, player.game) : {},
  }));
  return {
    session: await sessionOf(db, row, now),
    players: players.sort(byRank),
    lockIds: scenario?.definition.locks.map((lock) => lock.id) ?? [],
  };
}
