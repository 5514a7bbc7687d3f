import { PostgresAdapter } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { compiledWrite } from '../../db/compiled-once.js';
import type { Database, TeamNoteTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';

/**
 * Takes the team's notepad for the rest of the transaction, before anything is read: on
 * PostgreSQL a lock on the team's row, which another instance's write of the same notepad
 * waits for (one that leaves the row's key alone, so that rows referring to the team are
 * still written meanwhile). SQLite has one process, whose notepad writes take turns
 * already, and one writer at a time.
 */
export async function lockNotepad(trx: DataStore, teamId: string): Promise<void> {
  if (writtenByOthers(trx)) await lockTeamRow(trx, [teamId]);
}

/**
 * Whether other instances may write the notepads too: on PostgreSQL, yes; SQLite has one
 * process, so a notepad it holds is all that was kept, and needs no reading again.
 */
export const writtenByOthers = (db: DataStore): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
const lockTeamRow = compiledWrite<Database>((db, value) =>
  db.selectFrom('teams').select('id').where('id', '=', value(0)).forNoKeyUpdate(),
);

/** Every write of a notepad reads, then writes, these: built and compiled once (compiled-once.ts). */
const selectUpdatesSince = compiledWrite<Database, Pick<TeamNoteTable, 'seq' | 'update'>>((db, value) =>
  db
    .selectFrom('team_notes')
    .select(['seq', 'update'])
    .where('team_id', '=', value(0))
    .where('seq', '>', value(1))
    .orderBy('seq'),
);
const insertUpdate = compiledWrite<Database>((db, value) =>
  db.insertInto('team_notes').values({
    id: value(0),
    team_id: value(1),
    seq: value(2),
    update: value(3),
    created_at: value(4),
  }),
);

/** A team's notepad updates kept after `seq`, in the order they were kept. */
export const listNoteUpdatesSince = async (db: DataStore, teamId: string, seq: number) =>
  (await selectUpdatesSince(db, [teamId, seq])).rows;

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
  await insertUpdate(trx, [uuidv7(), teamId, seq, update, new Date().toISOString()]);
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
