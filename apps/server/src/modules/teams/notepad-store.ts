import { v7 as uuidv7 } from 'uuid';
import { inTransaction, type DataStore } from '../data-store.js';

/** A team's notepad updates, oldest first. */
export const listNoteUpdates = (db: DataStore, teamId: string) =>
  db.selectFrom('team_notes').select(['id', 'update']).where('team_id', '=', teamId).orderBy('id').execute();

/** Stores one update of a team's notepad under a time-ordered id. */
export async function insertNoteUpdate(
  db: DataStore,
  teamId: string,
  update: string,
  now: Date,
): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('team_notes')
    .values({ id, team_id: teamId, update, created_at: now.toISOString() })
    .execute();
  return id;
}

/**
 * Replaces the updates `ids` by `merged`, which holds them all: only those, so that an
 * update another instance stored meanwhile stays.
 */
export async function compactNoteUpdates(
  db: DataStore,
  teamId: string,
  ids: readonly string[],
  merged: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('team_notes').where('team_id', '=', teamId).where('id', 'in', ids).execute();
    await insertNoteUpdate(trx, teamId, merged, new Date());
  });
}
