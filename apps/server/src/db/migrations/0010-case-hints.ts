import type { Kysely } from 'kysely';

/**
 * docs/product.md#case-hints: a hint of the case the game master sends names its lock, its
 * number and the penalty it cost (none when sent free); and each player's reading of a
 * message is kept once, the first time, for the player's path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('lock_id', 'varchar(64)').execute();
  await db.schema.alterTable('messages').addColumn('hint_number', 'integer').execute();
  await db.schema.alterTable('messages').addColumn('penalty_seconds', 'integer').execute();
  await db.schema
    .createTable('message_reads')
    .addColumn('message_id', 'varchar(36)', (col) =>
      col.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'varchar(36)', (col) =>
      col.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'player_id'])
    .execute();
  await db.schema.createIndex('message_reads_player').on('message_reads').column('player_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_reads').execute();
  await db.schema.alterTable('messages').dropColumn('penalty_seconds').execute();
  await db.schema.alterTable('messages').dropColumn('hint_number').execute();
  await db.schema.alterTable('messages').dropColumn('lock_id').execute();
}
