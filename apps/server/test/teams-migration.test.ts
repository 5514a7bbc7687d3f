import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up } from '../src/db/migrations/0013-teams.js';
import { ENGINES, openTestDatabase, undoTeamMigrations } from './helper.js';

const now = new Date().toISOString();
const PLAYER = '33333333-3333-7333-8333-333333333333';

/** docs/decisions/0020-teams.md: what the games and actions of before teams become. */
describe.each(ENGINES)('the teams migration on %s', (engine) => {
  it('gives every game its player’s id as its own, and every action its player’s game', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const db = database.db as unknown as Kysely<any>;
    try {
      await undoTeamMigrations(db);
      await db
        .insertInto('sessions')
        .values({
          id: 'SOLO23',
          name: 'Avant',
          scenario_id: 'le-dernier-acte',
          duration_minutes: 60,
          status: 'running',
          created_at: now,
          started_at: now,
        })
        .execute();
      await db
        .insertInto('players')
        .values({
          id: PLAYER,
          session_id: 'SOLO23',
          mail: 'a@example.com',
          mail_key: 'a@example.com',
          lang: 'fr',
          token_hash: 'x',
          created_at: now,
        })
        .execute();
      await db
        .insertInto('games')
        .values({
          player_id: PLAYER,
          session_id: 'SOLO23',
          started_at: now,
          paused_base: 0,
          locks: '{"security-computer":{"wrong":1,"hints":0}}',
          solved_locks: 0,
          hints_taken: 0,
          wrong_attempts: 1,
          penalty_seconds: 30,
          score: 0,
          last_progress_at: now,
          version: 3,
          bonus_seconds: 60,
        })
        .execute();
      await db
        .insertInto('game_actions')
        .values({
          id: 'action-1',
          player_id: PLAYER,
          session_id: 'SOLO23',
          at: now,
          kind: 'attempt',
          outcome: 'wrong',
          penalty_seconds: 30,
        })
        .execute();

      await up(db);
      const game = await db.selectFrom('games').selectAll().executeTakeFirstOrThrow();
      expect(game).toMatchObject({
        id: PLAYER,
        player_id: PLAYER,
        team_id: null,
        wrong_attempts: 1,
        penalty_seconds: 30,
        version: 3,
        bonus_seconds: 60,
      });
      expect(JSON.parse(game.locks)).toEqual({ 'security-computer': { wrong: 1, hints: 0 } });
      const action = await db.selectFrom('game_actions').selectAll().executeTakeFirstOrThrow();
      expect(action).toMatchObject({ player_id: PLAYER, game_id: PLAYER });
      // A game is a player's or a team's, never neither.
      await expect(
        db
          .insertInto('games')
          .values({ ...game, id: 'orphan', player_id: null, team_id: null })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await database.close();
      await dispose();
    }
  });
});
