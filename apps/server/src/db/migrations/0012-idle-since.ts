import type { Kysely } from 'kysely';

/**
 * docs/product.md#dashboard: the session's paused seconds at a game's last progress, so
 * that the time a player has gone without progress leaves the pauses since out — after a
 * long pause, nobody is "stuck" the moment the game resumes. Games already under way count
 * from their start's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('last_progress_paused', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('games')
    .set((eb) => ({ last_progress_paused: eb.ref('paused_base') }))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('last_progress_paused').execute();
}
