import type { Kysely } from 'kysely';

/**
 * docs/product.md#leaderboard: once the verdict is out, the right answers of an accusation
 * rank first, so each game keeps their count. A game without an accusation has none; an
 * accusation made before this is counted by the server at its start, with its case's
 * answers, which a migration does not have (`countEarlierRightAnswers`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').addColumn('right_answers', 'integer').execute();
  await db.updateTable('games').set({ right_answers: 0 }).where('accusation', 'is', null).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('right_answers').execute();
}
