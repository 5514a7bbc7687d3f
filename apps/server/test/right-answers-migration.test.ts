import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { down, up } from '../src/db/migrations/0018-right-answers.js';
import { ENGINES, openTestDatabase } from './helper.js';

const now = new Date().toISOString();

/**
 * docs/product.md#leaderboard: the right answers rank first once the verdict is out, so the
 * accusations made before their count was kept are counted, by each one's case.
 */
describe.each(ENGINES)('the right-answers migration on %s', (engine) => {
  it('counts none for a game without an accusation, and the server counts the others at its start', async () => {
    const { database, dispose, env } = await openTestDatabase(engine);
    const db = database.db as unknown as Kysely<any>;
    try {
      // The games table as it stood before the count.
      await down(db);
      const session = (id: string, scenario_id: string) => ({
        id,
        name: id,
        scenario_id,
        duration_minutes: 60,
        status: 'finished',
        created_at: now,
        started_at: now,
      });
      await db
        .insertInto('sessions')
        .values([session('KNOWN2', 'le-dernier-acte'), session('GONE23', 'a-case-since-removed')])
        .execute();
      const games = [
        ['KNOWN2', 'right', { who: 'solene', how: 'service-lift', why: 'own-atelier' }],
        ['KNOWN2', 'motive', { who: 'clara', how: 'connecting-door', why: 'own-atelier' }],
        ['KNOWN2', 'wrong', { who: 'clara', how: 'connecting-door', why: 'jealousy' }],
        ['KNOWN2', 'playing', null],
        ['GONE23', 'gone', { who: 'solene', how: 'service-lift', why: 'own-atelier' }],
      ] as const;
      for (const [sessionId, id, answers] of games) {
        const player = `${id}-0000-7000-8000-000000000000`;
        await db
          .insertInto('players')
          .values({
            id: player,
            session_id: sessionId,
            mail: `${id}@example.com`,
            mail_key: `${id}@example.com`,
            lang: 'fr',
            token_hash: 'x',
            created_at: now,
          })
          .execute();
        await db
          .insertInto('games')
          .values({
            id: player,
            player_id: player,
            session_id: sessionId,
            started_at: now,
            paused_base: 0,
            locks: '{}',
            solved_locks: 0,
            hints_taken: 0,
            wrong_attempts: 0,
            penalty_seconds: 0,
            score: 0,
            accusation: answers && JSON.stringify({ answers }),
            finished_at: answers && now,
            elapsed_seconds: answers && 600,
            last_progress_at: now,
            version: 1,
          })
          .execute();
      }
      const counts = async () =>
        Object.fromEntries(
          (await db.selectFrom('games').select(['player_id', 'right_answers']).execute()).map((game) => [
            String(game.player_id).split('-')[0],
            game.right_answers === null ? null : Number(game.right_answers),
          ]),
        );

      await up(db);
      // A migration has no case to judge by: only the game without an accusation is counted.
      expect(await counts()).toEqual({ right: null, motive: null, wrong: null, playing: 0, gone: null });

      const app = await buildApp(
        readConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
        database,
      );
      await app.close();
      // Counted at the start, with the case's answers; a case no longer installed waits.
      expect(await counts()).toEqual({ right: 3, motive: 1, wrong: 0, playing: 0, gone: null });
    } finally {
      await database.close();
      await dispose();
    }
  });
});
