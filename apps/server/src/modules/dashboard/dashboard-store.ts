import type { GameActionTable, PlayerTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';
import { gameColumns, gameOf, playersGameId, type Game } from '../game/game-store.js';

/** A player as the dashboard shows them, with their game once it started. */
export type ProgressRow = Pick<
  PlayerTable,
  'id' | 'mail' | 'nickname' | 'lang' | 'created_at' | 'team_id'
> & {
  team_name: string | null;
  game: Game | undefined;
};

/** The session's players with their games, in the order they joined; or only `playerId`. */
export async function listProgressRows(
  db: DataStore,
  sessionId: string,
  playerId?: string,
): Promise<ProgressRow[]> {
  let query = db
    .selectFrom('players')
    // A team's members each show their team's game.
    .leftJoin('games', (join) => join.on('games.id', '=', playersGameId))
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.id',
      'players.mail',
      'players.nickname',
      'players.lang',
      'players.created_at',
      'players.team_id',
      'teams.name as team_name',
    ])
    .select(gameColumns)
    .where('players.session_id', '=', sessionId);
  if (playerId) query = query.where('players.id', '=', playerId);
  const rows = await query.orderBy('players.created_at').execute();
  return rows.map((row) => ({
    id: row.id,
    mail: row.mail,
    nickname: row.nickname,
    lang: row.lang,
    created_at: row.created_at,
    team_id: row.team_id,
    team_name: row.team_name,
    game: gameOf(row),
  }));
}

/** A player's actions, oldest first (two in the same millisecond in the order they were made). */
export const listPlayerActions = (db: DataStore, playerId: string): Promise<GameActionTable[]> =>
  db
    .selectFrom('game_actions')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('at')
    .orderBy('id')
    .execute();
