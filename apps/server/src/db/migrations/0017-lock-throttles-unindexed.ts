import type { Kysely } from 'kysely';

/**
 * The buckets of wrong answers lose their index on `free_at`
 * (docs/decisions/0025-a-session-s-writes.md): every answer moved its entry, and only the
 * pruning every ten minutes read it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lock_throttles_free_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('lock_throttles_free_at').on('lock_throttles').column('free_at').execute();
}
