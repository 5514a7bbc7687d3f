import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { finishTimedOutSessions } from '../src/modules/sessions/room-clock.js';
import { eventOutlet, type EventOutlet } from '../src/modules/events/event-outlet.js';
import { admin, attempt, finishGame, newPlayer, newSession, startGame, transition } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

const MINUTE = 60_000;
/** A moment `minutes` from now: the rounds run with a clock moved forward, nobody waits. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe.each(ENGINES)("the room's clock on %s", (engine) => {
  let server: TestServer;
  let client: TestClient;
  let published: LiveEvent[];
  let events: EventOutlet;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0', TEST_CLOCK_CONTROL: 'true' });
    client = new TestClient(server.url);
    published = [];
    events = eventOutlet({
      live: { publish: async (event) => void published.push(event) },
      push: () => undefined,
      pushProposal: () => undefined,
      lost: (error) => {
        throw error;
      },
    });
  });
  afterAll(() => server.close());

  const moveStartBack = (sessionId: string, minutes: number) =>
    server.database.db
      .updateTable('sessions')
      .set({ started_at: new Date(Date.now() - minutes * MINUTE).toISOString() })
      .where('id', '=', sessionId)
      .execute();

  it('is the default: Start starts everyone, and a player who joins 20 minutes late has what is left', async () => {
    const session = await newSession(client, { status: 'open', durationMinutes: 60 });
    expect(session.pacing).toBe('room');
    const early = await newPlayer(client, session.id);
    expect((await startGame(client, early)).status).toBe('waiting');
    await transition(client, session.id, { action: 'start' });
    await startGame(client, early);
    await moveStartBack(session.id, 20);

    const late = await newPlayer(client, session.id);
    const lateClock = (await startGame(client, late)).clock;
    const earlyClock = (await startGame(client, early)).clock;
    expect(lateClock.remainingSeconds).toBeGreaterThan(39 * 60);
    expect(lateClock.remainingSeconds).toBeLessThanOrEqual(40 * 60);
    expect(Math.abs(lateClock.remainingSeconds - earlyClock.remainingSeconds)).toBeLessThanOrEqual(1);
    const dashboard = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    const left = dashboard.players.map((p: { remainingSeconds: number }) => p.remainingSeconds);
    expect(Math.max(...left) - Math.min(...left)).toBeLessThanOrEqual(1);
    expect(
      Math.abs(dashboard.session.clock.remainingSeconds - lateClock.remainingSeconds),
    ).toBeLessThanOrEqual(1);
    await transition(client, session.id, { action: 'finish' });
  });

  it("moves on a test server's session clock, as the browser tests do: everyone's time follows at once", async () => {
    const session = await newSession(client, { status: 'open', durationMinutes: 30 });
    const player = await newPlayer(client, session.id);
    const move = (seconds: unknown) => client.post(`/v1/sessions/${session.id}/clock`, { seconds }, admin);
    // Not started, nothing to move on.
    expect((await move(60)).body.key).toBe('TRANSITION_NOT_ALLOWED');
    await transition(client, session.id, { action: 'start' });
    published.length = 0;
    const moved = await move(10 * 60);
    expect(moved.status).toBe(200);
    expect(moved.body.clock.remainingSeconds).toBeLessThanOrEqual(20 * 60);
    expect(moved.body.clock.remainingSeconds).toBeGreaterThan(20 * 60 - 5);
    const clock = (await startGame(client, player)).clock;
    expect(Math.abs(clock.remainingSeconds - moved.body.clock.remainingSeconds)).toBeLessThanOrEqual(1);
    for (const seconds of [0, -5, 1.5, 24 * 60 * 60 + 1, '60']) {
      const refused = await move(seconds);
      expect(refused.status).toBe(400);
      expect(refused.body.key).toBe('VALIDATION');
    }
    expect((await client.post(`/v1/sessions/${session.id}/clock`, { seconds: 60 })).status).toBe(401);
    await transition(client, session.id, { action: 'finish' });
    expect((await move(60)).status).toBe(409);
  });

  it('finishes the session at 0 by itself: every game is over, answers and the accusation are refused', async () => {
    const session = await newSession(client, { durationMinutes: 30 });
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    published.length = 0;

    expect(await finishTimedOutSessions(server.database.db, events, inMinutes(29))).toBe(0);
    expect(await finishTimedOutSessions(server.database.db, events, inMinutes(31))).toBe(1);
    // Once is enough, whichever instance looks next.
    expect(await finishTimedOutSessions(server.database.db, events, inMinutes(32))).toBe(0);
    expect(published).toEqual([{ type: 'session', sessionId: session.id, status: 'finished' }]);

    const finished = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    expect(finished.status).toBe('finished');
    // Marked at the moment its time ran out, not when the round noticed.
    expect(finished.clock).toMatchObject({ elapsedSeconds: 1800, remainingSeconds: 0, running: false });
    expect(Date.parse(finished.finishedAt) - Date.parse(finished.startedAt)).toBe(30 * MINUTE);

    const game = await startGame(client, player);
    expect(game.status).toBe('over');
    const tried = await attempt(client, player, 'security-computer', '1887');
    expect(tried.status).toBe(409);
    expect(tried.body.key).toBe('GAME_OVER');
    const accused = await client.post(
      `/v1/players/${player.id}/accusation`,
      { answers: { who: 'solene', how: 'service-lift', why: 'own-atelier' } },
      player.headers,
    );
    expect(accused.status).toBe(409);
    expect(accused.body.key).toBe('GAME_OVER');
  });

  it('waits for a pause, and for the minutes added', async () => {
    const statusOf = async (id: string) => (await client.get(`/v1/sessions/${id}`, admin)).body.status;
    const paused = await newSession(client, { durationMinutes: 30 });
    await transition(client, paused.id, { action: 'pause' });
    const extended = await newSession(client, { durationMinutes: 30 });
    await transition(client, extended.id, { action: 'addMinutes', minutes: 10 });

    await finishTimedOutSessions(server.database.db, events, inMinutes(35));
    expect([await statusOf(paused.id), await statusOf(extended.id)]).toEqual(['paused', 'running']);
    await finishTimedOutSessions(server.database.db, events, inMinutes(41));
    expect([await statusOf(paused.id), await statusOf(extended.id)]).toEqual(['paused', 'finished']);
    await transition(client, paused.id, { action: 'finish' });
  });

  it('never finishes a self-paced session: each player runs out on their own clock', async () => {
    const session = await newSession(client, { durationMinutes: 30, pacing: 'selfPaced' });
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    await finishTimedOutSessions(server.database.db, events, inMinutes(120));
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.status).toBe('running');
    await transition(client, session.id, { action: 'finish' });
  });

  it("counts a self-paced session's elapsed time on past its duration, as latecomers play on", async () => {
    const session = await newSession(client, { durationMinutes: 30, pacing: 'selfPaced' });
    await moveStartBack(session.id, 45);
    const running = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body.session.clock;
    expect(running.elapsedSeconds).toBeGreaterThanOrEqual(45 * 60);
    expect(running.elapsedSeconds).toBeLessThan(46 * 60);
    expect(running).toMatchObject({ durationSeconds: 30 * 60, remainingSeconds: 0, running: false });
    // Finished, it stands at the moment the game master finished it.
    const finished = (await transition(client, session.id, { action: 'finish' })).body.clock;
    expect(finished.elapsedSeconds).toBeGreaterThanOrEqual(45 * 60);
    // A room-paced session's time stops at its duration, however late it is read.
    const room = await newSession(client, { durationMinutes: 30 });
    await transition(client, room.id, { action: 'pause' });
    await server.database.db
      .updateTable('sessions')
      .set({
        paused_at: new Date().toISOString(),
        started_at: new Date(Date.now() - 45 * MINUTE).toISOString(),
      })
      .where('id', '=', room.id)
      .execute();
    expect((await client.get(`/v1/sessions/${room.id}`, admin)).body.clock.elapsedSeconds).toBe(30 * 60);
    await transition(client, room.id, { action: 'finish' });
  });

  it('is watched by the server itself: a session whose time ran out is finished within seconds', async () => {
    const session = await newSession(client, { durationMinutes: 5 });
    await moveStartBack(session.id, 5);
    await vi.waitFor(
      async () =>
        expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.status).toBe('finished'),
      { timeout: 5000, interval: 200 },
    );
  });

  it("tells the players the session's own duration in the introduction, added minutes included", async () => {
    const session = await newSession(client, { status: 'open', durationMinutes: 45 });
    const player = await newPlayer(client, session.id);
    const read = async (lang: string) =>
      (await client.get(`/v1/players/${player.id}/introduction?lang=${lang}`, player.headers)).body.markdown;
    expect(await read('fr')).toContain('**45 minutes**');
    expect(await read('gr')).toContain('**45 λεπτά**');
    await transition(client, session.id, { action: 'addMinutes', minutes: 10 });
    expect(await read('es')).toContain('**55 minutos**');
    expect(await read('en')).not.toContain('{{');
    // Once the room's clock runs, a late joiner reads what is left of it.
    await transition(client, session.id, { action: 'start' });
    await moveStartBack(session.id, 20);
    expect(await read('fr')).toContain('**35 minutes**');
  });

  it('promises no minutes in the introduction once the player has given their verdict', async () => {
    const session = await newSession(client, { pacing: 'selfPaced' });
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    const read = async (lang: string) =>
      (await client.get(`/v1/players/${player.id}/introduction?lang=${lang}`, player.headers)).body.markdown;
    expect(await read('fr')).toContain('**60 minutes**');
    await finishGame(client, player);
    for (const lang of ['fr', 'en', 'es', 'gr']) {
      const after: string = await read(lang);
      expect(after).not.toMatch(/\*\*\d+ \p{L}+\*\*|\{\{/u);
      // The rest of the introduction is still there, its table included.
      expect(after.split('\n').filter((line) => line.startsWith('|')).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('finds a session whose time ran out over when the game master pauses or adds minutes at 0:00', async () => {
    const session = await newSession(client, { durationMinutes: 30 });
    await moveStartBack(session.id, 30);
    for (const step of [{ action: 'pause' }, { action: 'addMinutes', minutes: 5 }]) {
      const refused = await transition(client, session.id, step);
      expect(refused.status).toBe(409);
      expect(refused.body.key).toBe('TRANSITION_NOT_ALLOWED');
    }
    // The server's round marks it finished within a second, at the moment its time ran out.
    await vi.waitFor(
      async () =>
        expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.status).toBe('finished'),
      { timeout: 5000, interval: 200 },
    );
    const finished = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    expect(finished).toMatchObject({ addedMinutes: 0, clock: { elapsedSeconds: 30 * 60 } });
  });
});

describe('a server without TEST_CLOCK_CONTROL', () => {
  it("has no way to move a session's clock: 404", async () => {
    const server = await startTestServer('sqlite');
    try {
      const client = new TestClient(server.url);
      const session = await newSession(client, { status: 'running', durationMinutes: 30 });
      const moved = await client.post(`/v1/sessions/${session.id}/clock`, { seconds: 60 }, admin);
      expect(moved.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
