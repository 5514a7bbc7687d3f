import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(6)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('scenario_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('players')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('mail', 'varchar(254)', (col) => col.notNull())
    // The mail lower-cased: one player per mail and session, whatever its case.
    .addColumn('mail_key', 'varchar(254)', (col) => col.notNull())
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('players_session_mail_unique', ['session_id', 'mail_key'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('players').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('admins').execute();
  await db.schema.dropTable('settings').execute();
}
