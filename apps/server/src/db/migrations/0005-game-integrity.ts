import type { Kysely } from 'kysely';

/**
 * docs/decisions/0015-nothing-learned-while-anyone-plays.md: when a session's solution
 * reaches its players, what a sealed verdict is worth, and the wrong answers on a lock
 * counted per address as well as per player, kept here so that neither a new
 * registration nor a restart starts them afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // Every existing session keeps its solution until it ends: the safe choice, since a
  // session running through the upgrade may hold players still at work.
  await db.schema
    .alterTable('sessions')
    .addColumn('debrief_release', 'varchar(16)', (col) => col.notNull().defaultTo('sessionEnd'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('debrief_released_at', 'varchar(32)').execute();
  // The quick start's demo session is self-paced, as a new one is created.
  await db
    .updateTable('sessions')
    .set({ debrief_release: 'playerFinish' })
    .where('id', '=', db.selectFrom('settings').select('value').where('key', '=', 'demo_session_id'))
    .execute();

  // The verdict's share of the score (its right answers' points): what the leaderboard
  // leaves out while the verdict is sealed. Earlier games count 0 here — their players were shown the solution
  // already, so their score hides nothing left to hide.
  await db.schema
    .alterTable('games')
    .addColumn('verdict_points', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // 1 when the accusation was made from its opened folder. Earlier finished games were
  // all shown their debrief: they keep it in a self-paced session.
  await db.schema
    .alterTable('games')
    .addColumn('accusation_reached', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.updateTable('games').set({ accusation_reached: 1 }).where('finished_at', 'is not', null).execute();

  // One row per session, lock and address: `free_at` (epoch ms) is when its bucket of
  // wrong answers is empty again; `judged` counts the answers judged from there.
  await db.schema
    .createTable('lock_throttles')
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('lock_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('free_at', 'bigint', (col) => col.notNull())
    .addColumn('judged', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lock_throttles_pk', ['session_id', 'lock_id', 'address'])
    .execute();
  await db.schema.createIndex('lock_throttles_free_at').on('lock_throttles').column('free_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lock_throttles').execute();
  for (const column of ['verdict_points', 'accusation_reached'])
    await db.schema.alterTable('games').dropColumn(column).execute();
  for (const column of ['debrief_release', 'debrief_released_at'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
}
