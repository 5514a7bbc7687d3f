import { sql, type Kysely } from 'kysely';

/**
 * docs/product.md#team-notepad: a team's notepad updates numbered in the order they were
 * kept (`seq`, one more under the team's lock each time), so that a server holding the
 * notepad reads only those after the last it has; and who wrote with each Yjs client id
 * (`team_note_authors`), kept when the member leaves: their words stay theirs. Updates
 * kept before are numbered in their ids' order (UUIDv7, time-ordered).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('team_notes').addColumn('seq', 'integer').execute();
  await sql`update team_notes set seq = (select count(*) from team_notes earlier
    where earlier.team_id = team_notes.team_id and earlier.id <= team_notes.id)`.execute(db);
  await db.schema.dropIndex('team_notes_team').execute();
  await db.schema
    .createIndex('team_notes_seq')
    .unique()
    .on('team_notes')
    .columns(['team_id', 'seq'])
    .execute();
  await db.schema
    .createTable('team_note_authors')
    .addColumn('team_id', 'varchar(36)', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    // Yjs client ids are unsigned integers of up to 53 bits.
    .addColumn('client_id', 'bigint', (col) => col.notNull())
    // No reference to the player: a member removed keeps their words.
    .addColumn('player_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('team_note_authors_pk', ['team_id', 'client_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_note_authors').execute();
  await db.schema.dropIndex('team_notes_seq').execute();
  await db.schema.alterTable('team_notes').dropColumn('seq').execute();
  await db.schema.createIndex('team_notes_team').on('team_notes').columns(['team_id', 'id']).execute();
}
