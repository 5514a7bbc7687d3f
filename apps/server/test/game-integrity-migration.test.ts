import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/0005-game-integrity.js';
import { ENGINES, openTestDatabase, undoTeamMigrations } from './helper.js';

const now = new Date().toISOString();

/**
 * docs/decisions/0015-nothing-learned-while-anyone-plays.md, "Migration": what sessions
 * and games that existed before the sealed verdict become.
 */
describe.each(ENGINES)('the game-integrity migration on %s', (engine) => {
  it('keeps the solution of existing sessions until they end, and lets the demo session stay self-paced', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const db = database.db as unknown as Kysely<any>;
    try {
      // The games table as it stood then: keyed by its player.
      await undoTeamMigrations(db);
      await down(db);
      const session = (id: string) => ({
        id,
        name: id,
        scenario_id: 'le-dernier-acte',
        duration_minutes: 60,
        status: 'running',
        created_at: now,
        started_at: now,
      });
      await db
        .insertInto('sessions')
        .values([session('CLASS2'), session('DEMO23')])
        .execute();
      await db.deleteFrom('settings').where('key', '=', 'demo_session_id').execute();
      await db.insertInto('settings').values({ key: 'demo_session_id', value: 'DEMO23' }).execute();
      for (const [id, finished] of [
        ['11111111-1111-7111-8111-111111111111', true],
        ['22222222-2222-7222-8222-222222222222', false],
      ] as const) {
        await db
          .insertInto('players')
          .values({
            id,
            session_id: 'CLASS2',
            mail: id,
            mail_key: id,
            lang: 'fr',
            token_hash: 'x',
            created_at: now,
          })
          .execute();
        await db
          .insertInto('games')
          .values({
            player_id: id,
            session_id: 'CLASS2',
            started_at: now,
            paused_base: 0,
            locks: '{}',
            solved_locks: 0,
            hints_taken: 0,
            wrong_attempts: 0,
            penalty_seconds: 0,
            score: 1300,
            accusation: finished ? '{"answers":{}}' : null,
            finished_at: finished ? now : null,
            elapsed_seconds: finished ? 60 : null,
            last_progress_at: now,
            version: 1,
          })
          .execute();
      }

      await up(db);
      const sessions = await db
        .selectFrom('sessions')
        .select(['id', 'debrief_release', 'debrief_released_at'])
        .orderBy('id')
        .execute();
      expect(sessions).toEqual([
        { id: 'CLASS2', debrief_release: 'sessionEnd', debrief_released_at: null },
        { id: 'DEMO23', debrief_release: 'playerFinish', debrief_released_at: null },
      ]);
      const games = await db
        .selectFrom('games')
        .select(['finished_at', 'accusation_reached', 'verdict_points'])
        .orderBy('player_id')
        .execute();
      expect(games.map((game) => [Number(game.accusation_reached), Number(game.verdict_points)])).toEqual([
        [1, 0],
        [0, 0],
      ]);
      expect(await db.selectFrom('lock_throttles').selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
