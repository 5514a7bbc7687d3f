import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { withTimeout } from '../timeout.js';

/** A probe that waits longer than this is answered "not ready": a load balancer waits less. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * docs/decisions/0013-database-faults.md: whether the database answers a real read now —
 * one row of a table the server always has, so that SQLite reads its file and PostgreSQL
 * needs a working connection. Never throws: the reason it is not ready is returned.
 */
export async function checkDatabase(
  db: Kysely<Database>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<{ ready: true } | { ready: false; error: unknown }> {
  try {
    await withTimeout(
      sql`select 1 from settings limit 1`.execute(db),
      timeoutMs,
      `The database did not answer within ${timeoutMs} ms`,
    );
    return { ready: true };
  } catch (error) {
    return { ready: false, error };
  }
}

/** A query that reaches the database and reads nothing: a new connection's first word. */
export async function selectOne(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
