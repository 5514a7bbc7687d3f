import type { Kysely } from 'kysely';

/**
 * docs/product.md#team-notepad: a team's shared notepad, kept as the Yjs updates its
 * members sent (base64), merged into one now and then; ids are time-ordered (UUIDv7), so
 * "since" a known one is the rest.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey().notNull())
    .addColumn('team_id', 'varchar(36)', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('update', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('team_notes_team').on('team_notes').columns(['team_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_notes').execute();
}
