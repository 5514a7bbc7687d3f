import { sql } from 'kysely';
import type { DataStore } from '../data-store.js';

/** Sends a PostgreSQL NOTIFY on the channel, within the pool's connections. */
export async function notifyChannel(db: DataStore, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
