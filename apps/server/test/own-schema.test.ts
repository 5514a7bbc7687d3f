import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helper.js';

const url = process.env.TEST_DATABASE_URL;

/**
 * docs/architecture.md, `catalog-store.ts`: with PostgreSQL, the migrator learns of this
 * database's own schema only, so that a schema dropped meanwhile by another run sharing
 * the database can neither be mistaken for this one nor fail its start.
 */
describe.skipIf(!url)('what the migrator sees of PostgreSQL', () => {
  const disposals: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposals) await dispose();
  });

  it('lists the tables of its own schema, and none of another', async () => {
    const mine = await openTestDatabase('postgres');
    const other = await openTestDatabase('postgres');
    disposals.push(
      () => mine.database.close(),
      () => other.database.close(),
      mine.dispose,
      other.dispose,
    );
    const tables = await mine.database.db.introspection.getTables({ withInternalKyselyTables: true });
    const schemas = new Set(tables.map((table) => table.schema));
    expect([...schemas]).toEqual([mine.env.DATABASE_SCHEMA]);
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['sessions', 'players', 'kysely_migration']));
    const sessions = tables.find((table) => table.name === 'sessions');
    expect(sessions?.columns.map((column) => column.name)).toContain('scenario_id');
    const own = await mine.database.db.introspection.getTables();
    expect(own.map((table) => table.name)).not.toContain('kysely_migration');
  });

  it('opens while other schemas are created and dropped beside it', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const schema = `test_churn_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE SCHEMA "${schema}"`);
        await admin.query(`CREATE TABLE "${schema}".t (id serial primary key, name text)`);
        await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      }
    })();
    try {
      for (let run = 0; run < 3; run++) {
        const opened = await openTestDatabase('postgres');
        await opened.database.close();
        await opened.dispose();
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  });
});
