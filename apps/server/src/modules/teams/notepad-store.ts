import { v7 as uuidv7 } from 'uuid';
import { inTransaction, type DataStore } from '../data-store.js';

/** A team's notepad updates, oldest first; only those after `since` when it is given. */
export function listNoteUpdates(db: DataStore, teamId: string, since?: string) {
  let query = db.selectFrom('team_notes').select(['id', 'update']).where('team_id', '=', teamId);
  if (since) query = query.where('id', '>', since);
  return query.orderBy('id').execute();
}

/** Stores one update of a team's notepad; its id says where the notepad stands now. */
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
 * Replaces the updates up to `upTo` by `merged`, which holds them all, under `upTo`'s own
 * id: a reader who knew `upTo` misses nothing, and one who knew less reads it whole.
 */
export async function compactNoteUpdates(
  db: DataStore,
  teamId: string,
  upTo: string,
  merged: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('team_notes').where('team_id', '=', teamId).where('id', '<=', upTo).execute();
    await trx
      .insertInto('team_notes')
      .values({ id: upTo, team_id: teamId, update: merged, created_at: new Date().toISOString() })
      .execute();
  });
}
