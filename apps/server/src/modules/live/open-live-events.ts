import type { DataStore } from '../data-store.js';
import { LocalLiveEvents, type LiveEvents } from './live-events.js';
import { notifyChannel } from './live-store.js';
import { SharedLiveStreams } from './shared-live-streams.js';
import { PostgresLiveEvents, type PostgresLiveOptions } from './postgres-live-events.js';

/** In-process with the embedded database; LISTEN/NOTIFY with PostgreSQL (docs/product.md#live-events). */
export async function openLiveEvents(
  database: {
    db: DataStore;
    /** PostgreSQL only: how to open the connection that listens (db/database.ts). */
    postgres?: Omit<PostgresLiveOptions, 'log' | 'notify' | 'streams'> | undefined;
  },
  log: PostgresLiveOptions['log'],
): Promise<LiveEvents> {
  if (!database.postgres) return new LocalLiveEvents();
  return PostgresLiveEvents.start({
    ...database.postgres,
    applicationName: `${database.postgres.applicationName} live`,
    log,
    notify: (channel, payload) => notifyChannel(database.db, channel, payload),
    streams: new SharedLiveStreams(database.db, log.warn),
  });
}
