import type { Kysely } from 'kysely';

/**
 * docs/product.md#dashboard: the session's paused seconds at a game's last progress, so
 * that the time a player has gone without progress leaves the pauses since out — after a
 * long pause, nobody is "stuck" the moment the game resumes. Games already under way take
 * their session's paused seconds as they stand: pauses before now are behind them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('last_progress_paused', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('games')
    .set((eb) => ({
      last_progress_paused: eb
        .selectFrom('sessions')
        .select('sessions.paused_seconds')
        .whereRef('sessions.id', '=', 'games.session_id'),
    }))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('last_progress_paused').execute();
}
