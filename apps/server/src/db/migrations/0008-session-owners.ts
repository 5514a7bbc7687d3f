import type { Kysely } from 'kysely';

/**
 * docs/decisions/0018-session-owners.md: who runs a session. The first admin becomes the
 * accounts' owner; a session belongs to the admin who created it (null: to the accounts'
 * owner — every session created before owners existed, and those of a removed admin),
 * and its owner may share it with other admins.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo('admin'))
    .execute();
  const first = await db
    .selectFrom('admins')
    .select('id')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (first) await db.updateTable('admins').set({ role: 'owner' }).where('id', '=', first.id).execute();

  await db.schema.alterTable('sessions').addColumn('owner_id', 'varchar(36)').execute();
  await db.schema
    .createTable('session_shares')
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('admin_id', 'varchar(36)', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('session_shares_pk', ['session_id', 'admin_id'])
    .execute();
  await db.schema.createIndex('session_shares_admin').on('session_shares').column('admin_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_shares').execute();
  await db.schema.alterTable('sessions').dropColumn('owner_id').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
