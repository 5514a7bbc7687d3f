import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/0024-trial-versions.js';
import { claimTrialVersion } from '../src/modules/cases/cases-store.js';
import { ENGINES, openTestDatabase } from './helper.js';

const now = new Date().toISOString();

/**
 * docs/decisions/0034-cases-in-the-database.md: a trial's version is never another trial's.
 * The cases stored before trials were counted count from their lowest trial version, so
 * that the next trial goes on down.
 */
describe.each(ENGINES)('the trial versions migration on %s', (engine) => {
  it('counts each case from its lowest trial version, and the next trial takes the one below', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const db = database.db as unknown as Kysely<any>;
    try {
      await down(db);
      const caseRow = (id: string) => ({ id, created_at: now, saved_at: now });
      await db
        .insertInto('cases')
        .values([caseRow('tried'), caseRow('untried')])
        .execute();
      // Trials -1, -3 and -4 were forgotten already, -2 and -5 are still played.
      const file = (case_id: string, version: number) => ({
        case_id,
        version,
        path: 'scenario.json',
        bytes: Buffer.from('{}'),
      });
      await db
        .insertInto('case_files')
        .values([
          file('tried', 0),
          file('tried', 1),
          file('tried', -2),
          file('tried', -5),
          file('untried', 0),
        ])
        .execute();

      await up(db);
      const counts = await db.selectFrom('cases').select(['id', 'trials_started']).orderBy('id').execute();
      expect(counts).toEqual([
        { id: 'tried', trials_started: 5 },
        { id: 'untried', trials_started: 0 },
      ]);
      expect(await claimTrialVersion(database.db, 'tried')).toBe(-6);
      expect(await claimTrialVersion(database.db, 'untried')).toBe(-1);
      expect(await claimTrialVersion(database.db, 'gone')).toBeUndefined();

      // And back: the cases as they were, their files untouched.
      await down(db);
      expect(Object.keys(await db.selectFrom('cases').selectAll().executeTakeFirstOrThrow())).not.toContain(
        'trials_started',
      );
      expect((await db.selectFrom('case_files').select('version').execute()).length).toBe(5);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
