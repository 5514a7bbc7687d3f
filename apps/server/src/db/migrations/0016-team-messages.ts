import type { Kysely } from 'kysely';

/** docs/product.md#messages: a message to one team, every member of it reading it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('team_id', 'varchar(36)', (col) => col.references('teams.id').onDelete('cascade'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('team_id').execute();
}
