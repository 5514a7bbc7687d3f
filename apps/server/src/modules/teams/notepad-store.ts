import { PostgresAdapter } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DataStore } from '../data-store.js';

/**
 * Takes the team's notepad for the rest of the transaction: on PostgreSQL a lock on the
 * team's row, which another instance's write of the same notepad waits for (one that
 * leaves the row's key alone, so that rows referring to the team are still written
 * meanwhile); SQLite has one process, whose writes of a notepad take turns already.
 */
export async function lockNotepad(trx: DataStore, teamId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('teams').select('id').where('id', '=', teamId).forNoKeyUpdate().execute();
}

/** A team's notepad updates kept after `seq`, in the order they were kept. */
export const listNoteUpdatesSince = (db: DataStore, teamId: string, seq: number) =>
  db
    .selectFrom('team_notes')
    .select(['seq', 'update'])
    .where('team_id', '=', teamId)
    .where('seq', '>', seq)
    .orderBy('seq')
    .execute();

/** Who wrote with which client id, as recorded with the updates kept after `seq`. */
export const listNoteAuthorsSince = (db: DataStore, teamId: string, seq: number) =>
  db
    .selectFrom('team_note_authors')
    .select(['client_id', 'player_id'])
    .where('team_id', '=', teamId)
    .where('seq', '>', seq)
    .execute();

/** Keeps one update of a team's notepad as its `seq`-th. */
export async function insertNoteUpdate(
  trx: DataStore,
  teamId: string,
  seq: number,
  update: string,
): Promise<void> {
  await trx
    .insertInto('team_notes')
    .values({ id: uuidv7(), team_id: teamId, seq, update, created_at: new Date().toISOString() })
    .execute();
}

/** Records who wrote with client ids first seen in the team's `seq`-th update. */
export async function insertNoteAuthors(
  trx: DataStore,
  teamId: string,
  seq: number,
  authors: ReadonlyMap<number, string>,
): Promise<void> {
  if (authors.size === 0) return;
  await trx
    .insertInto('team_note_authors')
    .values(
      [...authors].map(([clientId, playerId]) => ({
        team_id: teamId,
        client_id: clientId,
        player_id: playerId,
        seq,
      })),
    )
    .execute();
}

/**
 * Replaces the team's updates up to `seq` by `merged`, which holds them all, kept as the
 * `seq`-th: a reader that has them all reads nothing new; one that lacks some reads it.
 */
export async function replaceNoteUpdates(
  trx: DataStore,
  teamId: string,
  seq: number,
  merged: string,
): Promise<void> {
  await trx.deleteFrom('team_notes').where('team_id', '=', teamId).where('seq', '<=', seq).execute();
  await insertNoteUpdate(trx, teamId, seq, merged);
}
