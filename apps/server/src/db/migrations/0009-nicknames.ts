import type { Kysely } from 'kysely';

/**
 * docs/product.md#nicknames: a player's optional nickname, unique within the session by
 * its key (case and spacing aside). Both engines let NULLs repeat in a unique index, so
 * players without one never collide.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // Text: a key's compatibility form can be far longer than the nickname typed.
  await db.schema.alterTable('players').addColumn('nickname', 'text').execute();
  await db.schema.alterTable('players').addColumn('nickname_key', 'text').execute();
  await db.schema
    .createIndex('players_session_nickname')
    .on('players')
    .columns(['session_id', 'nickname_key'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('players_session_nickname').execute();
  await db.schema.alterTable('players').dropColumn('nickname_key').execute();
  await db.schema.alterTable('players').dropColumn('nickname').execute();
}
