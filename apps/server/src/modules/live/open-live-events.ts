import { sql } from 'kysely';
import type { OpenDatabase } from '../../db/database.js';
import { LocalLiveEvents, type LiveEvents } from './live-events.js';
import { PostgresLiveEvents, type PostgresLiveOptions } from './postgres-live-events.js';

/** In-process with the embedded database; LISTEN/NOTIFY with PostgreSQL (docs/product.md#live-events). */
export async function openLiveEvents(
  database: OpenDatabase,
  log: PostgresLiveOptions['log'],
): Promise<LiveEvents> {
  if (!database.postgres) return new LocalLiveEvents();
  return PostgresLiveEvents.start({
    ...database.postgres,
    applicationName: `${database.postgres.applicationName} live`,
    log,
    notify: async (channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
    },
  });
}
