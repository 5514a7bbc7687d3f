import type { GameTable, TeamTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { inTransaction, type DataStore } from '../data-store.js';
import { CLOCK_COLUMNS } from '../game/game-rules.js';

export type TeamRow = TeamTable;

/** A team's member as its list shows them. */
export interface MemberRow {
  id: string;
  team_id: string | null;
  nickname: string | null;
  lang: string;
  created_at: string;
}

/** The session's teams, in the order they were made; or only `only`. */
export function listTeamRows(db: DataStore, sessionId: string, only?: string): Promise<TeamRow[]> {
  let query = db.selectFrom('teams').selectAll().where('session_id', '=', sessionId);
  if (only) query = query.where('id', '=', only);
  return query.orderBy('created_at').execute();
}

/** The session's players, with the team each is in (null: none yet), in the order they joined; or only `only`'s. */
export function listMemberRows(db: DataStore, sessionId: string, only?: string): Promise<MemberRow[]> {
  let query = db
    .selectFrom('players')
    .select(['id', 'team_id', 'nickname', 'lang', 'created_at'])
    .where('session_id', '=', sessionId);
  if (only) query = query.where('team_id', '=', only);
  return query.orderBy('created_at').execute();
}

/** What of a team's game tells whether it has begun and whether it is over (game-rules.ts isGameOver). */
const TEAM_GAME_COLUMNS = ['team_id', 'proposal', ...CLOCK_COLUMNS] as const;
export type TeamGameRow = Pick<GameTable, (typeof TEAM_GAME_COLUMNS)[number]>;

/** The games of the session's teams, by team: those that have begun; or `only`'s. */
export async function listTeamGames(
  db: DataStore,
  sessionId: string,
  only?: string,
): Promise<Map<string, TeamGameRow>> {
  let query = db.selectFrom('games').select(TEAM_GAME_COLUMNS).where('session_id', '=', sessionId);
  query = only ? query.where('team_id', '=', only) : query.where('team_id', 'is not', null);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.team_id as string, row]));
}

export const findTeamRow = (db: DataStore, id: string): Promise<TeamRow | undefined> =>
  db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Stores a new team and, when `playerId` is given, puts that player in it, together: false
 * when the session already has a team of that name.
 */
export async function insertTeam(db: DataStore, row: TeamRow, playerId?: string): Promise<boolean> {
  try {
    await inTransaction(db, async (trx) => {
      await trx.insertInto('teams').values(row).execute();
      if (playerId)
        await trx.updateTable('players').set({ team_id: row.id }).where('id', '=', playerId).execute();
    });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/**
 * Puts a player in a team if it has a place left (fewer than `size` members), or in none
 * (`teamId` null). The team's row is written first, so that two players taking its last
 * place at once take turns (a row lock on PostgreSQL; SQLite writes one at a time):
 * false when it was full.
 */
export async function placeInTeam(
  db: DataStore,
  playerId: string,
  teamId: string | null,
  size: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (teamId !== null) {
      await trx.updateTable('teams').set({ id: teamId }).where('id', '=', teamId).execute();
      const { members } = await trx
        .selectFrom('players')
        .select((eb) => eb.fn.countAll<number>().as('members'))
        .where('team_id', '=', teamId)
        .where('id', '!=', playerId)
        .executeTakeFirstOrThrow();
      if (Number(members) >= size) return false;
    }
    await trx.updateTable('players').set({ team_id: teamId }).where('id', '=', playerId).execute();
    return true;
  });
}

export async function setTeamsLocked(db: DataStore, sessionId: string, locked: boolean): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ teams_locked: locked ? 1 : 0 })
    .where('id', '=', sessionId)
    .execute();
}

/** The team's actions on its game, newest first: what its feed tells. */
export const listTeamActions = (db: DataStore, teamId: string, limit: number) =>
  db
    .selectFrom('game_actions')
    .leftJoin('players', 'players.id', 'game_actions.player_id')
    .select([
      'game_actions.id',
      'game_actions.at',
      'game_actions.kind',
      'game_actions.target',
      'game_actions.answer',
      'game_actions.outcome',
      'game_actions.penalty_seconds',
      'game_actions.player_id',
      'players.nickname',
    ])
    .where('game_actions.game_id', '=', teamId)
    .where((eb) =>
      eb.or([
        eb('game_actions.kind', 'in', ['hint', 'accusation', 'proposed', 'confirmed', 'objected']),
        eb.and([
          eb('game_actions.kind', '=', 'attempt'),
          eb('game_actions.outcome', 'in', ['right', 'wrong']),
        ]),
      ]),
    )
    .orderBy('game_actions.at', 'desc')
    .orderBy('game_actions.id', 'desc')
    .limit(limit)
    .execute();

/** The players in the team now. */
export async function listTeamMemberIds(db: DataStore, teamId: string): Promise<string[]> {
  const rows = await db.selectFrom('players').select('id').where('team_id', '=', teamId).execute();
  return rows.map((row) => row.id);
}
