import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The database as the modules and routes hold it: they pass it to a module's store (its
 * `*-store.ts`), which alone writes queries; a transaction is one too.
 */
export type DataStore = Kysely<Database>;

/** Runs `work` in one transaction; what it throws rolls everything back. */
export function inTransaction<T>(db: DataStore, work: (trx: DataStore) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
