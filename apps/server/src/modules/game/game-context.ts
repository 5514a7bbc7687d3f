import { isLanguage, type Language } from '@coulisses/shared/languages';
import { notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { findGameContextRow, gameOf, type GameContextRow } from './game-store.js';
import type { GameContext } from './game-view.js';

const PLAYER_COLUMNS = new Set([
  'lang',
  'token_hash',
  'nickname',
  'player_team_id',
  'released_at',
  'team_name',
]);

/** The session's columns of a context row: all but the player's and the game's. */
function sessionOf(row: GameContextRow): GameContext['session'] {
  const session: Record<string, unknown> = {};
  for (const column in row) {
    if (!PLAYER_COLUMNS.has(column) && !column.startsWith('game_'))
      session[column] = row[column as keyof GameContextRow];
  }
  return session as unknown as GameContext['session'];
}

/** The player, their session, their case and their game (if it has started), in one read. */
export async function loadGameContext(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
  loaded?: GameContextRow,
): Promise<GameContext> {
  const row = loaded ?? (await findGameContextRow(db, playerId));
  if (!row) throw notFound('Player');
  const scenario = await scenarios.find(row.scenario_id, row.scenario_version);
  if (!scenario) throw notFound('Scenario');
  const lang: Language = isLanguage(row.lang) ? row.lang : 'fr';
  return {
    playerId,
    teamId: row.player_team_id,
    teamName: row.team_name,
    lang,
    nickname: row.nickname,
    session: sessionOf(row),
    scenario,
    game: gameOf(row),
  };
}
