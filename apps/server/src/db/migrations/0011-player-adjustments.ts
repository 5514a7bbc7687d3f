import type { Kysely } from 'kysely';

/**
 * docs/product.md#player-controls: the minutes a game master gives one player of a
 * self-paced session (their own clock runs that much longer), and when a game master
 * released a player so that they go on from another device.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('bonus_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('players').addColumn('released_at', 'varchar(32)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('released_at').execute();
  await db.schema.alterTable('games').dropColumn('bonus_seconds').execute();
}
