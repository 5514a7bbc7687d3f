import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * docs/product.md#team-accusation: a proposal's minute starts once the teammates' phones
 * with a live stream have shown it, and a member away when it was made is told what became
 * of it. `games.proposal_outcome` keeps that outcome (JSON) while someone has not been told.
 * `live_streams` says which players have a stream open on any instance: PostgreSQL only —
 * SQLite (one instance) knows its streams in memory and leaves the table empty. It is
 * UNLOGGED, as shared_limits is: a crash of the database empties it, and the instances
 * write their streams again within a renewal.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('games').addColumn('proposal_outcome', 'text').execute();
  await db.schema
    .createTable('live_streams')
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('player_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('instance', 'varchar(36)', (col) => col.notNull())
    .addColumn('seen_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('live_streams_player').on('live_streams').column('player_id').execute();
  await db.schema.createIndex('live_streams_instance').on('live_streams').column('instance').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_streams').execute();
  await db.schema.alterTable('games').dropColumn('proposal_outcome').execute();
}
