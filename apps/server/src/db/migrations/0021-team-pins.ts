import type { Kysely } from 'kysely';

/**
 * docs/product.md#team-board: a team's board of clues. A pin keeps what it names as a
 * reference (JSON: a document, a passage, a lock, a person, a value or a free text), never a
 * copy of the case's words; each member's word on it is one row, changed or taken back in
 * place. A member the game master removes leaves with their pins and their words.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_pins')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey().notNull())
    .addColumn('team_id', 'varchar(36)', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('author_id', 'varchar(36)', (col) =>
      col.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('team_pins_team').on('team_pins').columns(['team_id', 'id']).execute();
  await db.schema.createIndex('team_pins_author').on('team_pins').column('author_id').execute();
  await db.schema
    .createTable('team_pin_votes')
    .addColumn('pin_id', 'varchar(36)', (col) => col.notNull().references('team_pins.id').onDelete('cascade'))
    .addColumn('player_id', 'varchar(36)', (col) =>
      col.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('vote', 'varchar(16)', (col) => col.notNull())
    .addColumn('voted_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('team_pin_votes_key', ['pin_id', 'player_id'])
    .execute();
  await db.schema.createIndex('team_pin_votes_player').on('team_pin_votes').column('player_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_pin_votes').execute();
  await db.schema.dropTable('team_pins').execute();
}
