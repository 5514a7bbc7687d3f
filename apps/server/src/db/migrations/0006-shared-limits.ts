import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The limits every instance shares on PostgreSQL (docs/decisions/0014-sign-in-and-shared-limits.md):
 * per-address request counts, sign-in budgets, remembered sign-ins and known addresses,
 * each a row that expires. SQLite (one instance) keeps them in memory and leaves this
 * table empty. Times are epoch milliseconds. On PostgreSQL the table is UNLOGGED: no
 * write-ahead log, so a count costs no disk flush (three times the requests a second,
 * measured in the decision record); a crash of the database empties it, which only restarts the limits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('shared_limits')
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('value', 'text')
    .addColumn('owner', 'varchar(36)')
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shared_limits_expires').on('shared_limits').column('expires_at').execute();
  await db.schema.createIndex('shared_limits_owner').on('shared_limits').column('owner').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shared_limits').execute();
}
