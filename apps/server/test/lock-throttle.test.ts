import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  LOCK_ADDRESS_BURST,
  LOCK_ADDRESS_INTERVAL_SECONDS,
  pruneLockThrottles,
} from '../src/modules/game/lock-throttle.js';
import { throttleAddress } from '../src/network.js';
import { attempt, newPlayer, newSession, type TestPlayer } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

/** Wrong answers a player gives before their own throttle makes them wait (game-rules). */
const PER_PLAYER = 5;

/**
 * docs/decisions/0015-nothing-learned-while-anyone-plays.md: wrong answers on a lock are
 * counted per session, lock and address in the database, as well as per player.
 */
describe.each(ENGINES)('wrong answers per address on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let code = 1000;

  beforeAll(async () => {
    // The per-minute cap on answers is another limit, tested in game.test.ts.
    server = await startTestServer(engine, {
      ATTEMPT_RATE_LIMIT_MAX: '100000',
      REGISTER_RATE_LIMIT_MAX: '100000',
    });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  /** Registrations that each spend their own free wrong answers on the lock. */
  async function spend(sessionId: string, wrongAnswers: number, lock = 'security-computer') {
    let left = wrongAnswers;
    while (left > 0) {
      const player = await newPlayer(client, sessionId);
      for (let index = 0; index < Math.min(PER_PLAYER, left); index += 1) {
        const { status, body } = await attempt(client, player, lock, String((code += 1)));
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.right).toBe(false);
      }
      left -= PER_PLAYER;
    }
  }

  async function throttled(player: TestPlayer, answer: string) {
    const { status, body } = await attempt(client, player, 'security-computer', answer);
    expect(status, JSON.stringify(body)).toBe(429);
    expect(body.key).toBe('LOCK_THROTTLED');
    const wait = (Date.parse(body.retryAt) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOCK_ADDRESS_INTERVAL_SECONDS);
    return body;
  }

  it('does not start afresh for a new registration: the next wrong answer waits', async () => {
    const session = await newSession(client);
    await spend(session.id, LOCK_ADDRESS_BURST);
    const fresh = await newPlayer(client, session.id);
    // Even the right code: judged while throttled, a refusal would tell wrong from right.
    await throttled(fresh, '1887');
    // Another lock of the same room, and the same lock in another session, are free.
    expect((await attempt(client, fresh, 'dressing-room-seal', '1111')).status).toBe(200);
    const elsewhere = await newPlayer(client, (await newSession(client)).id);
    expect((await attempt(client, elsewhere, 'security-computer', '1111')).status).toBe(200);
    // Refused answers are kept in the player's path, and not counted as wrong.
    const row = await server.database.db
      .selectFrom('game_actions')
      .select('outcome')
      .where('player_id', '=', fresh.id)
      .where('target', '=', 'security-computer')
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBe('throttled');
    const { body } = await client.get(`/v1/players/${fresh.id}/game`, fresh.headers);
    expect(body.wrongAttempts).toBe(1);
  });

  it('holds across a restart of the server on the same database', async () => {
    const session = await newSession(client);
    await spend(session.id, LOCK_ADDRESS_BURST);
    const player = await newPlayer(client, session.id);
    await server.app.close();
    server.app = await buildApp(server.config, server.database);
    const restarted = await server.app.listen({ port: 0, host: '127.0.0.1' });
    client = new TestClient(restarted);
    await throttled(player, '2222');
  });

  it('opens again for the room, a right answer first, one interval later', async () => {
    const session = await newSession(client);
    await spend(session.id, LOCK_ADDRESS_BURST);
    const solver = await newPlayer(client, session.id);
    await throttled(solver, '1887');
    // One interval passes (the bucket's time moved back by as much).
    await server.database.db
      .updateTable('lock_throttles')
      .set((eb) => ({ free_at: eb('free_at', '-', LOCK_ADDRESS_INTERVAL_SECONDS * 1000) }))
      .where('session_id', '=', session.id)
      .execute();
    const right = await attempt(client, solver, 'security-computer', '1887');
    expect(right.status).toBe(200);
    expect(right.body.right).toBe(true);
    // A right answer takes no place: the room still has its next one.
    const next = await newPlayer(client, session.id);
    expect((await attempt(client, next, 'security-computer', '3333')).status).toBe(200);
    await throttled(next, '4444');
  });

  it('counts many answers sent at once exactly: none slips past the check', async () => {
    const session = await newSession(client);
    await spend(session.id, LOCK_ADDRESS_BURST - 5);
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer(client, session.id)));
    const statuses = await Promise.all(
      players.map((player) => attempt(client, player, 'security-computer', String((code += 1)))),
    );
    expect(statuses.filter((response) => response.status === 200)).toHaveLength(5);
    expect(statuses.filter((response) => response.status === 429)).toHaveLength(15);
  });

  it('forgets the buckets that have emptied', async () => {
    const session = await newSession(client);
    await spend(session.id, 3);
    const { db } = server.database;
    const count = async () =>
      (await db.selectFrom('lock_throttles').select('lock_id').where('session_id', '=', session.id).execute())
        .length;
    expect(await count()).toBe(1);
    expect(await pruneLockThrottles(db, new Date())).toBe(0);
    expect(await count()).toBe(1);
    await pruneLockThrottles(db, new Date(Date.now() + 3 * LOCK_ADDRESS_INTERVAL_SECONDS * 1000 + 1000));
    expect(await count()).toBe(0);
  });
});

describe('the address a throttle counts by', () => {
  it('is an IPv4 address whole, and an IPv6 host by its /64', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2::9')).toBe(throttleAddress('2001:0db8:0001:0002:ffff::1'));
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('2001:db8:1:3::9')).not.toBe(throttleAddress('2001:db8:1:2::9'));
  });
});
