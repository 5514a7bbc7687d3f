import { sql, type Kysely } from 'kysely';

/**
 * docs/decisions/0034-cases-in-the-database.md: a trial plays a version of its case of its
 * own, below zero, and no two trials of a case ever take the same one, even once the earlier
 * ones are forgotten — an instance keeps the versions it compiled. `cases.trials_started`
 * counts a case's trials, and the n-th plays version -n. A case's count starts from its
 * lowest trial version stored, so that numbers go on down; trials forgotten before this
 * left nothing to count them by.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export const up = (db: Kysely<any>): Promise<void> =>
  atomically(db, async (trx) => {
    await trx.schema
      .alterTable('cases')
      .addColumn('trials_started', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await trx
      .updateTable('cases')
      .set({
        trials_started: sql`coalesce((select -min(version) from case_files
          where case_files.case_id = cases.id and case_files.version < 0), 0)`,
      })
      .execute();
  });

/** All or nothing: Kysely runs SQLite's migrations outside a transaction (PostgreSQL's inside one already). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const atomically = (db: Kysely<any>, steps: (db: Kysely<any>) => Promise<void>) =>
  db.isTransaction ? steps(db) : db.transaction().execute(steps);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').dropColumn('trials_started').execute();
}
