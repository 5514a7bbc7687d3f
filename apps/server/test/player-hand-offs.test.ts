import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, attempt, newPlayer, newSession, startGame, takeHint, type TestPlayer } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

/** An event stream read raw, to see the server end its response. */
function rawStream(url: string, headers: Record<string, string>) {
  let text = '';
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  request.on('response', (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      wake();
    });
    response.on('end', () => {
      ended = true;
      wake();
    });
  });
  request.on('error', () => undefined);
  const until = async (found: () => boolean, what: string, ms = 3_000) => {
    const deadline = Date.now() + ms;
    while (!found()) {
      if (Date.now() > deadline) throw new Error(`No ${what} within ${ms} ms; got ${text}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    ready: () => until(() => text.includes('event: ready'), 'ready'),
    heard: (fragment: string) => until(() => text.includes(fragment), fragment),
    ended: () => until(() => ended, 'end of the response'),
    get isOpen() {
      return !ended;
    },
    close: () => request.destroy(),
  };
}

describe.each(ENGINES)('a player handed to another device, or removed, on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  const opened: ReturnType<typeof rawStream>[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await server.close();
  });

  const stream = (player: { id: string }, headers: Record<string, string>) => {
    const one = rawStream(`${server.url}/v1/players/${player.id}/events`, headers);
    opened.push(one);
    return one;
  };
  const control = (sessionId: string, playerId: string, body: unknown) =>
    client.post(`/v1/sessions/${sessionId}/players/${playerId}/controls`, body, admin);
  const register = (sessionId: string, mail: string, token?: string) =>
    client.post('/v1/players', { lang: 'en', mail, sessionId, ...(token ? { token } : {}) });
  const released = async (player: TestPlayer) =>
    ((await client.get(`/v1/players/${player.id}/actions`, admin)).body as { kind: string }[]).filter(
      (action) => action.kind === 'released',
    ).length;

  const acts: [string, (player: TestPlayer) => Promise<{ status: number }>][] = [
    ['an answer', (player) => attempt(client, player, 'security-computer', '0000')],
    ['a hint', (player) => takeHint(client, player, 'security-computer')],
    [
      'a document opened',
      async (player) => {
        const [folder] = (await startGame(client, player)).folders as { documents: { id: string }[] }[];
        return client.get(`/v1/players/${player.id}/documents/${folder!.documents[0]!.id}`, player.headers);
      },
    ],
  ];

  it.each(acts)('ends a release when its owner plays on with their own device: %s', async (_, act) => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await control(session.id, player.id, { action: 'release' })).status).toBe(200);
    expect((await act(player)).status).toBe(200);
    const stranger = await register(session.id, player.mail);
    expect(stranger.status).toBe(409);
    expect(stranger.body.key).toBe('PLAYER_EXISTS');
    // Their own device goes on as before.
    expect((await startGame(client, player)).status).toBe('playing');
  });

  it('keeps a release open while the old device only shows the game, then hands the game over', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await control(session.id, player.id, { action: 'release' })).status).toBe(200);
    for (const path of ['game', 'messages', 'leaderboard', 'teams']) {
      await client.get(`/v1/players/${player.id}/${path}`, player.headers);
    }
    expect((await register(session.id, player.mail)).status).toBe(200);
  });

  it('refuses a second release while the first is open, and gives a new one once it has ended', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await control(session.id, player.id, { action: 'release' })).status).toBe(200);
    const twice = await control(session.id, player.id, { action: 'release' });
    expect(twice.status).toBe(409);
    expect(twice.body.key).toBe('ALREADY_RELEASED');
    expect(await released(player)).toBe(1);

    // Ended by the owner's own answer: released anew.
    await attempt(client, player, 'security-computer', '0000');
    expect((await control(session.id, player.id, { action: 'release' })).status).toBe(200);
    // Ended by its 15 minutes: released anew.
    const { db } = server.database;
    const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await db.updateTable('players').set({ released_at: longAgo }).where('id', '=', player.id).execute();
    expect((await register(session.id, player.mail)).status).toBe(409);
    expect((await control(session.id, player.id, { action: 'release' })).status).toBe(200);
    expect(await released(player)).toBe(3);
  });

  it("closes a removed player's stream at once", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const theirs = stream(player, player.headers);
    await theirs.ready();
    const removed = await client.request('DELETE', `/v1/sessions/${session.id}/players/${player.id}`, {
      headers: admin,
    });
    expect(removed.status).toBe(204);
    await theirs.heard('event: playerGone');
    await theirs.ended();
  });

  it("closes a taken-over player's stream at once, and not the new device's", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    const old = stream(player, player.headers);
    await old.ready();
    expect((await control(session.id, player.id, { action: 'release' })).status).toBe(200);
    const taken = await register(session.id, player.mail);
    expect(taken.status).toBe(200);
    await old.heard('event: playerGone');
    await old.ended();

    const fresh = stream(player, { 'x-player-token': taken.body.token as string });
    await fresh.ready();
    const sent = await client.post(`/v1/sessions/${session.id}/messages`, { body: 'Toujours là ?' }, admin);
    await fresh.heard(sent.body.id as string);
    expect(fresh.isOpen).toBe(true);
  });

  it("refuses a team's id where a player's is expected, and another session's team, writing nothing", async () => {
    const here = await newSession(client, { status: 'open', teamSize: 3 } as Parameters<
      typeof newSession
    >[1]);
    const there = await newSession(client, { status: 'open', teamSize: 3 } as Parameters<
      typeof newSession
    >[1]);
    const player = await newPlayer(client, here.id);
    const stranger = await newPlayer(client, there.id);
    const ours = (await client.post(`/v1/players/${player.id}/teams`, { name: 'Ici' }, player.headers)).body
      .yourTeamId as string;
    const theirs = (
      await client.post(`/v1/players/${stranger.id}/teams`, { name: 'Là-bas' }, stranger.headers)
    ).body.yourTeamId as string;

    for (const body of [
      { body: 'Bonjour', teamId: theirs },
      { body: 'Bonjour', playerId: ours },
    ]) {
      const sent = await client.post(`/v1/sessions/${here.id}/messages`, body, admin);
      expect(sent.status, JSON.stringify(body)).toBe(404);
      expect(sent.body.key).toBe(body.teamId ? 'TEAM_NOT_FOUND' : 'NOT_FOUND');
    }
    expect((await client.get(`/v1/sessions/${here.id}/messages`, admin)).body).toEqual([]);

    const steps = [
      () => control(here.id, ours, { action: 'release' }),
      () => control(here.id, ours, { action: 'addMinutes', minutes: 5 }),
      () => control(here.id, ours, { action: 'forgivePenalties' }),
      () => client.put(`/v1/sessions/${here.id}/players/${ours}/team`, { teamId: ours }, admin),
      () => client.request('DELETE', `/v1/sessions/${here.id}/players/${ours}`, { headers: admin }),
    ];
    for (const step of steps) {
      const refused = await step();
      expect(refused.status).toBe(404);
      expect(refused.body.key).toBe('PLAYER_NOT_IN_SESSION');
    }
    const elsewhere = await client.put(
      `/v1/sessions/${here.id}/players/${player.id}/team`,
      { teamId: theirs },
      admin,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.key).toBe('TEAM_NOT_FOUND');
    const view = (await client.get(`/v1/sessions/${here.id}/teams`, admin)).body;
    expect(view.teams).toEqual([
      expect.objectContaining({ id: ours, members: [expect.objectContaining({ id: player.id })] }),
    ]);
  });
});
