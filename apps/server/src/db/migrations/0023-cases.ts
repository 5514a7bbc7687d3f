import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * docs/decisions/0034-cases-in-the-database.md: a case is its files, as laid out under
 * content/scenarios/<id>/, kept byte for byte. Version 0 of a case is its draft, which the
 * editor saves; each publication copies the draft to the next version, never changed
 * again; a session plays the version it was created with. The installed cases are imported
 * at start as published versions without an owner, and nobody edits them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('cases')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('installed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('owner_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // The draft's revision, one more at each save: a save names the revision it changes.
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('saved_by', 'varchar(36)')
    .addColumn('published_version', 'integer')
    // The draft's revision that version is: a later save is a change not yet published.
    .addColumn('published_revision', 'integer')
    .execute();
  await db.schema
    .createTable('case_versions')
    .addColumn('case_id', 'varchar(64)', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('published_by', 'varchar(36)')
    // The files' digest: an installed case changed on disk becomes a new version.
    .addColumn('digest', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('case_versions_pk', ['case_id', 'version'])
    .execute();
  await db.schema
    .createTable('case_files')
    .addColumn('case_id', 'varchar(64)', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('path', 'varchar(200)', (col) => col.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('case_files_pk', ['case_id', 'version', 'path'])
    .execute();
  await db.schema
    .createTable('case_shares')
    .addColumn('case_id', 'varchar(64)', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('admin_id', 'varchar(36)', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('case_shares_pk', ['case_id', 'admin_id'])
    .execute();
  await db.schema.createIndex('case_shares_admin').on('case_shares').column('admin_id').execute();
  // Every session so far plays an installed case, whose first imported version is 1.
  await db.schema
    .alterTable('sessions')
    .addColumn('scenario_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // An author's trial of their draft: a session of their own, listed nowhere.
  await db.schema
    .alterTable('sessions')
    .addColumn('trial', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('trial').execute();
  await db.schema.alterTable('sessions').dropColumn('scenario_version').execute();
  await db.schema.dropTable('case_shares').execute();
  await db.schema.dropTable('case_files').execute();
  await db.schema.dropTable('case_versions').execute();
  await db.schema.dropTable('cases').execute();
}
