import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSessionSchema } from '@coulisses/shared/session/session.schema';
import { down, up } from '../src/db/migrations/0024-trial-versions.js';
import { claimTrialVersion, insertCase, nextVersionNumber } from '../src/modules/cases/cases-store.js';
import { createSession } from '../src/modules/sessions/sessions.js';
import { ENGINES, openTestDatabase } from './helper.js';

const now = new Date().toISOString();

/**
 * docs/decisions/0034-cases-in-the-database.md: a case's versions, published or tried, are
 * numbered once per id, deleted or not. The ids stored before the numbers were kept count
 * from their highest published version and their lowest trial version, among the files and
 * the trial sessions alike, so that numbers go on from there.
 */
describe.each(ENGINES)('the trial versions migration on %s', (engine) => {
  it('numbers each id from its versions, its trials’ files and its trial sessions', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const db = database.db as unknown as Kysely<any>;
    try {
      await down(db);
      const caseRow = (id: string) => ({ id, created_at: now, saved_at: now });
      await db
        .insertInto('cases')
        .values([caseRow('tried'), caseRow('untried')])
        .execute();
      const version = (case_id: string, number: number) => ({
        case_id,
        version: number,
        published_at: now,
        digest: `${case_id}-${number}`,
      });
      await db
        .insertInto('case_versions')
        .values([version('tried', 1), version('tried', 2)])
        .execute();
      // Trials -1, -3 and -4 were forgotten already, -2 and -5 are still played.
      const file = (case_id: string, number: number) => ({
        case_id,
        version: number,
        path: 'scenario.json',
        bytes: Buffer.from('{}'),
      });
      await db
        .insertInto('case_files')
        .values([
          file('tried', 0),
          file('tried', 1),
          file('tried', 2),
          file('tried', -2),
          file('tried', -5),
          file('untried', 0),
        ])
        .execute();
      // Trial -7 lost its files and still plays; `gone` was deleted while its trial -3 played.
      const trialOf = (scenarioId: string, played: number) =>
        createSession(
          database.db,
          createSessionSchema.parse({ name: `${scenarioId} (trial)`, scenarioId }),
          () => Promise.resolve(played),
          undefined,
          { trial: true },
        );
      await trialOf('tried', -7);
      await trialOf('gone', -3);
      // A session of an installed case not yet imported numbers nothing: it plays version 1.
      await createSession(database.db, createSessionSchema.parse({ name: 'Before the cases' }));

      await up(db);
      const numbers = await db.selectFrom('case_numbers').selectAll().orderBy('case_id').execute();
      expect(numbers).toEqual([
        { case_id: 'gone', versions_published: 0, trials_started: 3 },
        { case_id: 'tried', versions_published: 2, trials_started: 7 },
        { case_id: 'untried', versions_published: 0, trials_started: 0 },
      ]);
      expect(await claimTrialVersion(database.db, 'tried')).toBe(-8);
      expect(await claimTrialVersion(database.db, 'untried')).toBe(-1);
      expect(await nextVersionNumber(database.db, 'tried')).toBe(3);
      expect(await claimTrialVersion(database.db, 'gone')).toBeUndefined();
      await insertCase(database.db, { ...caseRow('gone'), installed: 0 });
      expect(await claimTrialVersion(database.db, 'gone')).toBe(-4);

      // And back: the numbers gone, the cases and their files untouched.
      await down(db);
      await expect(db.selectFrom('case_numbers').selectAll().execute()).rejects.toThrow();
      expect((await db.selectFrom('case_files').select('version').execute()).length).toBe(6);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
