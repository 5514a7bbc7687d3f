import type { SessionTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';

export type SessionRow = SessionTable;
/** A session with the number of its players and its owner's name, as the admin area lists it. */
export type CountedSessionRow = SessionRow & { player_count: number; owner_name: string | null };

const selectCounted = (db: DataStore) =>
  db
    .selectFrom('sessions')
    .leftJoin('admins', 'admins.id', 'sessions.owner_id')
    .selectAll('sessions')
    .select('admins.username as owner_name')
    .select((eb) =>
      eb
        .selectFrom('players')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('players.session_id', '=', 'sessions.id')
        .as('player_count'),
    );

/** Every session, newest first. */
export async function listSessionRows(db: DataStore): Promise<CountedSessionRow[]> {
  // An author's trial is theirs alone, and no session of the list (docs/product.md#case-editor).
  const rows = await selectCounted(db)
    .where('sessions.trial', '=', 0)
    .orderBy('sessions.created_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, player_count: row.player_count ?? 0 }));
}

export async function findCountedSessionRow(
  db: DataStore,
  id: string,
): Promise<CountedSessionRow | undefined> {
  const row = await selectCounted(db).where('sessions.id', '=', id).executeTakeFirst();
  return row && { ...row, player_count: row.player_count ?? 0 };
}

export const findSessionRow = (db: DataStore, id: string): Promise<SessionRow | undefined> =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Stores a new session: false when its id (the join code) is taken. A taken code fails no
 * statement, so that a transaction drawing another goes on: on PostgreSQL a failed one ends it.
 */
export async function insertSession(db: DataStore, row: SessionRow): Promise<boolean> {
  const result = await db
    .insertInto('sessions')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What a change of the session's clock was decided on: it applies only if still so. */
export type ClockAsRead = Pick<SessionRow, 'id' | 'status' | 'extra_seconds' | 'paused_seconds'>;

/**
 * Changes a session whose status and clock are still as `read` saw them: false when
 * another request or instance (the room clock's end, another game master) changed them
 * first — PostgreSQL's read committed lets both read the same row.
 */
export async function updateSessionIfUnchanged(
  db: DataStore,
  read: ClockAsRead,
  changes: Partial<SessionRow>,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set(changes)
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('extra_seconds', '=', read.extra_seconds)
    .where('paused_seconds', '=', read.paused_seconds)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets when the solution was released, unless it already was. */
export async function releaseDebriefOnce(db: DataStore, id: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ debrief_released_at: at })
    .where('id', '=', id)
    .where('debrief_released_at', 'is', null)
    .execute();
}

/** Deletes a session (its players, games, actions and messages cascade): false when there was none. */
export async function deleteSessionRow(db: DataStore, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The running sessions on the room's clock: those that may run out of time. */
export const listRunningRoomSessions = (db: DataStore): Promise<SessionRow[]> =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('status', '=', 'running')
    .where('pacing', '=', 'room')
    .execute();

/**
 * Finishes a running session at `at`, provided its clock is still as `read` saw it — not
 * paused, extended or finished meanwhile, by a game master or another instance. True
 * when this call finished it.
 */
export const finishIfUnchanged = (
  db: DataStore,
  read: Pick<SessionRow, 'id' | 'extra_seconds' | 'paused_seconds'>,
  at: string,
): Promise<boolean> =>
  updateSessionIfUnchanged(
    db,
    { ...read, status: 'running' },
    { status: 'finished', paused_at: at, finished_at: at },
  );

/** The most members any team of the session has (0 without teams). */
export async function largestTeam(db: DataStore, sessionId: string): Promise<number> {
  const rows = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where('session_id', '=', sessionId)
    .where('team_id', 'is not', null)
    .groupBy('team_id')
    .execute();
  return Math.max(0, ...rows.map((row) => Number(row.members)));
}

/** A removed admin's sessions go back to the accounts' owner (docs/product.md#session-owners). */
export async function releaseOwnedSessions(db: DataStore, adminId: string): Promise<void> {
  await db.updateTable('sessions').set({ owner_id: null }).where('owner_id', '=', adminId).execute();
}
