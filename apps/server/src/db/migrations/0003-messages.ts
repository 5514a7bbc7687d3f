import type { Kysely } from 'kysely';

/**
 * docs/product.md#messages: the game master's messages and hints, and the server's own warnings.
 * `dedupe_key` makes a scheduled warning a single row even when several server
 * instances reach the same moment: the second insert fails on the unique index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'varchar(36)', (col) => col.references('players.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('body', 'text')
    .addColumn('minutes_left', 'integer')
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('dedupe_key', 'varchar(80)', (col) => col.unique())
    .execute();
  await db.schema
    .createIndex('messages_session_sent')
    .on('messages')
    .columns(['session_id', 'sent_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messages').execute();
}
