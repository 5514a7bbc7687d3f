import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPlayer, newSession, startGame, takeHint, type TestPlayer } from './fixtures.js';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';
import { listen } from './live-stream.js';

describe.each(ENGINES)("a game master's hand on one player on %s", (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const control = (sessionId: string, player: { id: string }, body: unknown, headers = admin) =>
    client.post(`/v1/sessions/${sessionId}/players/${player.id}/controls`, body, headers);
  const pathKinds = async (player: TestPlayer) =>
    (
      (await client.get(`/v1/players/${player.id}/actions`, admin)).body as {
        kind: string;
        penaltySeconds: number;
      }[]
    )
      .filter((action) => action.kind !== 'start')
      .map((action) => [action.kind, action.penaltySeconds]);
  const clock = async (player: TestPlayer) => (await startGame(client, player)).clock;

  it("gives a self-paced player minutes of their own, recorded in their path; a room's clock is the room's", async () => {
    const session = await newSession(client, { pacing: 'selfPaced', durationMinutes: 30 });
    const player = await newPlayer(client, session.id);
    const waiting = await control(session.id, player, { action: 'addMinutes', minutes: 10 });
    expect(waiting.status).toBe(409);
    expect(waiting.body.key).toBe('GAME_NOT_STARTED');

    const before = await clock(player);
    const given = await control(session.id, player, { action: 'addMinutes', minutes: 10 });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ playerId: player.id });
    const after = await clock(player);
    expect(after.durationSeconds).toBe(before.durationSeconds + 600);
    expect(after.remainingSeconds).toBeGreaterThan(before.remainingSeconds + 590);
    expect(await pathKinds(player)).toEqual([['addedTime', -600]]);

    const room = await newSession(client, { durationMinutes: 30 });
    const roomPlayer = await newPlayer(client, room.id);
    await startGame(client, roomPlayer);
    const refused = await control(room.id, roomPlayer, { action: 'addMinutes', minutes: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('ROOM_CLOCK');
    for (const minutes of [0, 121, 2.5, '5']) {
      const bad = await control(session.id, player, { action: 'addMinutes', minutes });
      expect(bad.status, String(minutes)).toBe(400);
      expect(bad.body.key).toBe('VALIDATION');
    }
  });

  it('gives every minute asked to a player whose time had run out', async () => {
    const session = await newSession(client, { pacing: 'selfPaced', durationMinutes: 5 });
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    // Two hints cost 7 minutes of a 5-minute clock.
    for (let hint = 0; hint < 2; hint += 1) {
      expect((await takeHint(client, player, 'security-computer')).status).toBe(200);
    }
    expect((await startGame(client, player)).status).toBe('timeUp');
    expect((await control(session.id, player, { action: 'addMinutes', minutes: 5 })).status).toBe(200);
    const game = await startGame(client, player);
    expect(game.status).toBe('playing');
    expect(game.clock.remainingSeconds).toBeGreaterThan(290);
    expect(game.clock.remainingSeconds).toBeLessThanOrEqual(300);
  });

  it('forgives every penalty once, recorded in the path; none left is a clear refusal', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await takeHint(client, player, 'security-computer')).status).toBe(200);
    expect((await clock(player)).penaltySeconds).toBe(120);

    const forgiven = await control(session.id, player, { action: 'forgivePenalties' });
    expect(forgiven.status).toBe(200);
    expect(forgiven.body.penaltySeconds).toBe(0);
    expect((await clock(player)).penaltySeconds).toBe(0);
    // The hint stays theirs.
    expect(forgiven.body.hintsTaken).toBe(1);
    const again = await control(session.id, player, { action: 'forgivePenalties' });
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('NO_PENALTY');
    expect(await pathKinds(player)).toEqual([
      ['hint', 120],
      ['forgiven', -120],
    ]);
  });

  it('releases a player: the next registration of their mail takes their game over with a new token, once', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id, { mail: 'moving@example.com' });
    await startGame(client, player);
    const taken = await client.post('/v1/players', {
      lang: 'en',
      mail: 'moving@example.com',
      sessionId: session.id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.key).toBe('PLAYER_EXISTS');

    const old = listen(`${server.url}/v1/players/${player.id}/events`, player.headers);
    try {
      await old.ready();
      expect((await control(session.id, player, { action: 'release' })).status).toBe(200);
      const moved = await client.post('/v1/players', {
        lang: 'gr',
        mail: 'Moving@Example.com',
        sessionId: session.id,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.id).toBe(player.id);
      // In the language the new device asked for.
      expect(moved.body.lang).toBe('gr');
      expect(moved.body.token).not.toBe(player.token);
      const next = { 'x-player-token': moved.body.token as string };
      expect((await client.get(`/v1/players/${player.id}/game`, next)).status).toBe(200);
      await old.until(old.has((event) => event.type === 'playerGone' && event.reason === 'moved'));
    } finally {
      old.source.close();
    }
    // The old device is out; a third one is refused, as before the release.
    expect((await client.get(`/v1/players/${player.id}/game`, player.headers)).status).toBe(403);
    const third = await client.post('/v1/players', {
      lang: 'en',
      mail: 'moving@example.com',
      sessionId: session.id,
    });
    expect(third.status).toBe(409);
    expect(await pathKinds(player)).toEqual([
      ['released', 0],
      ['moved', 0],
    ]);
  });

  it('ends a release once the player is back on their own device, and refuses one in a finished session', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id, { mail: 'back@example.com' });
    await startGame(client, player);
    expect((await control(session.id, player, { action: 'release' })).status).toBe(200);
    const back = await client.post('/v1/players', {
      lang: 'en',
      mail: 'back@example.com',
      sessionId: session.id,
      token: player.token,
    });
    expect(back.status).toBe(200);
    const stranger = await client.post('/v1/players', {
      lang: 'en',
      mail: 'back@example.com',
      sessionId: session.id,
    });
    expect(stranger.status).toBe(409);
    expect(stranger.body.key).toBe('PLAYER_EXISTS');

    await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'finish' }, admin);
    const late = await control(session.id, player, { action: 'release' });
    expect(late.status).toBe(409);
    expect(late.body.key).toBe('GAME_OVER');
  });

  it('refuses a player who is not in the session, and an admin who does not run it', async () => {
    const session = await newSession(client);
    const elsewhere = await newPlayer(client, (await newSession(client)).id);
    for (const player of [elsewhere, { id: 'no-such-player' }]) {
      for (const refused of [
        await control(session.id, player, { action: 'release' }),
        await client.request('DELETE', `/v1/sessions/${session.id}/players/${player.id}`, { headers: admin }),
      ]) {
        expect(refused.status).toBe(404);
        expect(refused.body.key).toBe('PLAYER_NOT_IN_SESSION');
      }
    }
    await client.post('/v1/admins', { username: 'passante', password: 'passer-by-pass' }, admin);
    const passerBy = { authorization: basic('passante', 'passer-by-pass') };
    const mine = await newPlayer(client, session.id);
    const notYours = await control(session.id, mine, { action: 'release' }, passerBy);
    expect(notYours.status).toBe(403);
    expect(notYours.body.key).toBe('SESSION_NOT_YOURS');
    const notYoursEither = await client.request('DELETE', `/v1/sessions/${session.id}/players/${mine.id}`, {
      headers: passerBy,
    });
    expect(notYoursEither.status).toBe(403);
    expect((await client.get(`/v1/players/${mine.id}`, admin)).status).toBe(200);
  });

  it('removes a player with their game: gone from the dashboard, their device told, their mail free again', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id, { mail: 'leaving@example.com' });
    await startGame(client, player);
    const stream = listen(`${server.url}/v1/players/${player.id}/events`, player.headers);
    try {
      await stream.ready();
      const removed = await client.request('DELETE', `/v1/sessions/${session.id}/players/${player.id}`, {
        headers: admin,
      });
      expect(removed.status).toBe(204);
      await stream.until(stream.has((event) => event.type === 'playerGone' && event.reason === 'removed'));
    } finally {
      stream.source.close();
    }
    expect((await client.get(`/v1/players/${player.id}`, admin)).status).toBe(404);
    // Refused as any unknown player is, whichever the gate answers.
    expect([401, 403, 404]).toContain(
      (await client.get(`/v1/players/${player.id}/game`, player.headers)).status,
    );
    const dashboard = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    expect(dashboard.players).toEqual([]);
    const back = await client.post('/v1/players', {
      lang: 'en',
      mail: 'leaving@example.com',
      sessionId: session.id,
    });
    expect(back.status).toBe(201);
  });
});
