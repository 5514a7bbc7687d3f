import { sql, type Kysely } from 'kysely';

/**
 * docs/decisions/0017-the-room-clock.md: a session's pacing, and the duration a finished
 * game was played against, kept so that minutes added after a player's accusation do not
 * change the time points they earned.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // Every existing session was played on each player's own clock: it keeps it. New
  // sessions choose (room by default).
  await db.schema
    .alterTable('sessions')
    .addColumn('pacing', 'varchar(16)', (col) => col.notNull().defaultTo('selfPaced'))
    .execute();
  // Null until the accusation; games finished before keep the duration they ended with.
  await db.schema.alterTable('games').addColumn('duration_seconds', 'integer').execute();
  await db
    .updateTable('games')
    .set((eb) => ({
      duration_seconds: eb
        .selectFrom('sessions')
        .select(sql<number>`sessions.duration_minutes * 60 + sessions.extra_seconds`.as('seconds'))
        .whereRef('sessions.id', '=', 'games.session_id'),
    }))
    .where('finished_at', 'is not', null)
    .execute();
  // The auto-finish looks for running sessions every second.
  await db.schema.createIndex('sessions_status').on('sessions').column('status').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_status').execute();
  await db.schema.alterTable('games').dropColumn('duration_seconds').execute();
  await db.schema.alterTable('sessions').dropColumn('pacing').execute();
}
