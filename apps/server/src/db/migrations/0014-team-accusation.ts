import type { Kysely } from 'kysely';

/**
 * docs/product.md#team-accusation: the accusation a member of a team proposed, waiting for
 * the others' word (JSON text: who, the answers, when, the confirmations); null when none is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').addColumn('proposal', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('proposal').execute();
}
