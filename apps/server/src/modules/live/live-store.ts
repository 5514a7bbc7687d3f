import { sql } from 'kysely';
import type { DataStore } from '../data-store.js';

/** Sends a PostgreSQL NOTIFY on the channel, within the pool's connections. */
export async function notifyChannel(db: DataStore, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/** A player's stream opened on `instance`: one row, renewed while it lives. */
export async function insertLiveStream(
  db: DataStore,
  row: { id: string; playerId: string; instance: string; seenAt: number },
): Promise<void> {
  await db
    .insertInto('live_streams')
    .values({ id: row.id, player_id: row.playerId, instance: row.instance, seen_at: row.seenAt })
    .execute();
}

export async function deleteLiveStream(db: DataStore, id: string): Promise<void> {
  await db.deleteFrom('live_streams').where('id', '=', id).execute();
}

/** The streams `instance` still holds are seen now; rows no instance renewed since `staleBefore` go. */
export async function renewLiveStreams(
  db: DataStore,
  instance: string,
  now: number,
  staleBefore: number,
): Promise<void> {
  await db.updateTable('live_streams').set({ seen_at: now }).where('instance', '=', instance).execute();
  await db.deleteFrom('live_streams').where('seen_at', '<', staleBefore).execute();
}

export async function deleteInstanceStreams(db: DataStore, instance: string): Promise<void> {
  await db.deleteFrom('live_streams').where('instance', '=', instance).execute();
}

/** Which of `playerIds` have a stream seen since `since`, on any instance. */
export async function listListeningPlayers(
  db: DataStore,
  playerIds: readonly string[],
  since: number,
): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('live_streams')
    .select('player_id')
    .distinct()
    .where('player_id', 'in', [...playerIds])
    .where('seen_at', '>=', since)
    .execute();
  return new Set(rows.map((row) => row.player_id));
}
