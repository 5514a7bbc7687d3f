import { sql, type Kysely } from 'kysely';

/**
 * docs/decisions/0034-cases-in-the-database.md: a case's versions, published or tried, are
 * numbered once per id, deleted or not — an instance keeps the versions it compiled, by id
 * and version. `case_numbers` keeps each id's last published version and how many trials it
 * started (the n-th plays version -n), and has no reference to `cases`: deleting a case
 * leaves its numbers, and a case created again under its id goes on from them.
 *
 * Each id starts from what is stored: its highest published version, and the lowest trial
 * version among its files and its trial sessions — a session whose files were forgotten
 * before still plays its number. Trials forgotten whole left nothing to count them by.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export const up = (db: Kysely<any>): Promise<void> =>
  atomically(db, async (trx) => {
    await trx.schema
      .createTable('case_numbers')
      .addColumn('case_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('versions_published', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('trials_started', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`
      insert into case_numbers (case_id, versions_published, trials_started)
      select case_id, max(published), -min(tried) from (
        select id as case_id, 0 as published, 0 as tried from cases
        union all select case_id, version, 0 from case_versions
        union all select case_id, 0, version from case_files where version < 0
        union all select scenario_id, 0, scenario_version from sessions
          where trial = 1 and scenario_version < 0
      ) as numbered
      group by case_id`.execute(trx);
    // The trials' sweep looks for the trial sessions created before a day ago.
    await trx.schema
      .createIndex('sessions_trial_created')
      .on('sessions')
      .columns(['trial', 'created_at'])
      .execute();
  });

/** All or nothing: Kysely runs SQLite's migrations outside a transaction (PostgreSQL's inside one already). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const atomically = (db: Kysely<any>, steps: (db: Kysely<any>) => Promise<void>) =>
  db.isTransaction ? steps(db) : db.transaction().execute(steps);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_trial_created').execute();
  await db.schema.dropTable('case_numbers').execute();
}
