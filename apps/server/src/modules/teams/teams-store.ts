import type { GameTable, TeamTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { inTransaction, type DataStore } from '../data-store.js';
import { CLOCK_COLUMNS } from '../game/game-store.js';

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

/** Who makes a new team: a player (its first member, within their `most` teams made), or the game master. */
export type TeamMaker = { playerId: string; most: number } | null;

/**
 * Stores a new team and, when a player makes it, counts it among theirs and moves them in,
 * together: 'taken' when the session already has a team of that name (or one that looks
 * the same), 'limit' when the player has made their `most` teams. The team they leave goes
 * if nothing holds it any more (dropIfAbandoned).
 */
export async function insertTeam(
  db: DataStore,
  row: TeamRow,
  maker: TeamMaker,
): Promise<'made' | 'taken' | 'limit'> {
  try {
    return await inTransaction(db, async (trx) => {
      if (!maker) {
        await trx.insertInto('teams').values(row).execute();
        return 'made';
      }
      // Counted in the player's own row, in the statement that takes it: two made at once take turns.
      const { numUpdatedRows } = await trx
        .updateTable('players')
        .set((eb) => ({ teams_made: eb('teams_made', '+', 1) }))
        .where('id', '=', maker.playerId)
        .where('teams_made', '<', maker.most)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return 'limit';
      const left = await teamOfPlayer(trx, maker.playerId);
      await holdTeams(trx, [left]);
      await trx.insertInto('teams').values(row).execute();
      await trx.updateTable('players').set({ team_id: row.id }).where('id', '=', maker.playerId).execute();
      await dropIfAbandoned(trx, left);
      return 'made';
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'taken';
  }
}

/** The team a player is in now, read inside the transaction that moves them. */
async function teamOfPlayer(trx: DataStore, playerId: string): Promise<string | null> {
  const row = await trx.selectFrom('players').select('team_id').where('id', '=', playerId).executeTakeFirst();
  return row?.team_id ?? null;
}

/**
 * Takes the teams' rows for the rest of the transaction — a row lock on PostgreSQL; SQLite
 * writes one at a time — in the order of their ids, so that two moves between the same
 * two teams wait for each other rather than for ever. The ids of those still there.
 */
async function holdTeams(trx: DataStore, teamIds: (string | null)[]): Promise<Set<string>> {
  const held = new Set<string>();
  const ids = [...new Set(teamIds.filter((id): id is string => id !== null))].sort();
  for (const id of ids) {
    const { numUpdatedRows } = await trx
      .updateTable('teams')
      .set({ id })
      .where('id', '=', id)
      .executeTakeFirst();
    if (numUpdatedRows > 0n) held.add(id);
  }
  return held;
}

/**
 * docs/product.md#teams: a team a player made goes when it is left empty before its game
 * began — nobody's lists fill with abandoned teams; one the game master prepared stays.
 * Its row is held already, so a player joining it at that instant either came first (and
 * it stays) or finds it gone.
 */
async function dropIfAbandoned(trx: DataStore, teamId: string | null): Promise<void> {
  if (teamId === null) return;
  await trx
    .deleteFrom('teams')
    .where('id', '=', teamId)
    .where('by_player', '=', 1)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('players').select('id').where('team_id', '=', teamId))),
    )
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('games').select('id').where('team_id', '=', teamId))),
    )
    .execute();
}

/**
 * Puts a player in a team if it has a place left (fewer than `size` members), or in none
 * (`teamId` null). The player's row, then both teams' rows, are taken first, so that two
 * players taking a team's last place at once take turns: 'full' when it was full, 'gone'
 * when the team is no more. The team the player leaves goes if nothing holds it any more.
 */
export async function placeInTeam(
  db: DataStore,
  playerId: string,
  teamId: string | null,
  size: number,
): Promise<'placed' | 'full' | 'gone'> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('players').set({ id: playerId }).where('id', '=', playerId).execute();
    const left = await teamOfPlayer(trx, playerId);
    const held = await holdTeams(trx, [left, teamId]);
    if (teamId !== null) {
      if (!held.has(teamId)) return 'gone';
      const { members } = await trx
        .selectFrom('players')
        .select((eb) => eb.fn.countAll<number>().as('members'))
        .where('team_id', '=', teamId)
        .where('id', '!=', playerId)
        .executeTakeFirstOrThrow();
      if (Number(members) >= size) return 'full';
    }
    await trx.updateTable('players').set({ team_id: teamId }).where('id', '=', playerId).execute();
    if (left !== teamId) await dropIfAbandoned(trx, left);
    return 'placed';
  });
}

/** After a member was removed: their team goes if nothing holds it any more (dropIfAbandoned). */
export async function dropTeamIfAbandoned(db: DataStore, teamId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await holdTeams(trx, [teamId]);
    await dropIfAbandoned(trx, teamId);
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

/** Every team of the session goes: it is played solo after all, its players in none. */
export async function deleteSessionTeams(db: DataStore, sessionId: string): Promise<void> {
  await db.deleteFrom('teams').where('session_id', '=', sessionId).execute();
}
