import type { Kysely } from 'kysely';

/**
 * docs/product.md#push-notifications: the players' Web Push subscriptions. The endpoint is the browser's own
 * address at its push service, unique by nature: re-sent by another player of the same
 * browser, the row moves to them. Deleting a player (their session deleted) deletes
 * their subscriptions through the cascade.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (col) => col.primaryKey())
    .addColumn('player_id', 'varchar(36)', (col) =>
      col.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
    .addColumn('auth', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_player')
    .on('push_subscriptions')
    .column('player_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
