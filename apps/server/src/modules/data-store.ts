import { PostgresAdapter, sql, type Kysely } from 'kysely';
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

/** How long a transaction that writes waits to begin on SQLite, its tries spaced out. */
const BEGIN_WAIT_MS = [5, 10, 20, 50, 100, 200, 400, 800, 1_600, 3_200];

/**
 * Runs `work` in one transaction that reads, then writes. On SQLite it is the writer from
 * its start (BEGIN IMMEDIATE): a transaction that has read is refused at once (SQLITE_BUSY)
 * when it comes to write while the checkpointer holds the writer's lock
 * (docs/decisions/0025-a-session-s-writes.md), and under load even BEGIN IMMEDIATE was seen
 * refused so within milliseconds: it is tried again, nothing done yet, for some 6 s in all.
 * On PostgreSQL, a transaction as any.
 */
export function inWriteTransaction<T>(db: DataStore, work: (trx: DataStore) => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return inTransaction(db, work);
  return db.connection().execute(async (connection) => {
    await beginImmediate(connection);
    let result: T;
    try {
      result = await work(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

async function beginImmediate(connection: DataStore): Promise<void> {
  for (const wait of [...BEGIN_WAIT_MS, undefined]) {
    try {
      await sql`begin immediate`.execute(connection);
      return;
    } catch (error) {
      if (wait === undefined || (error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
