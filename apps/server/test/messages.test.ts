import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPlayer, newSession } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)("game master's messages on %s", (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const send = (sessionId: string, json: unknown, headers: Record<string, string> = admin) =>
    client.post(`/v1/sessions/${sessionId}/messages`, json, headers);

  it('POST /v1/sessions/{id}/messages answers 201 with the stored message, to all or to one player', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const toAll = await send(session.id, { body: '  Pensez au plan des coulisses.  ' });
    expect(toAll.status).toBe(201);
    expect(toAll.body).toMatchObject({
      sessionId: session.id,
      playerId: null,
      kind: 'message',
      // Trimmed, as the form shows it.
      body: 'Pensez au plan des coulisses.',
      minutesLeft: null,
    });
    expect(Math.abs(Date.parse(toAll.body.sentAt) - Date.now())).toBeLessThan(5000);
    const hint = await send(session.id, { kind: 'hint', body: 'Regardez l’affiche', playerId: player.id });
    expect(hint.status).toBe(201);
    expect(hint.body).toMatchObject({ kind: 'hint', playerId: player.id, body: 'Regardez l’affiche' });

    const row = await server.database.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', hint.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ session_id: session.id, player_id: player.id, kind: 'hint' });
    const log = await client.get(`/v1/sessions/${session.id}/messages`, admin);
    expect(log.status).toBe(200);
    expect(log.body.map((message: { id: string }) => message.id)).toEqual([hint.body.id, toAll.body.id]);
  });

  it('answers 400 VALIDATION to an empty, blank or too long body and to a warning sent by hand', async () => {
    const session = await newSession(client);
    for (const body of [{ body: '' }, { body: '   ' }, {}, { body: 'x'.repeat(501) }]) {
      const answer = await send(session.id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body).toMatchObject({ key: 'VALIDATION', fields: ['body'] });
    }
    expect((await send(session.id, { body: 'x'.repeat(500) })).status).toBe(201);
    const warning = await send(session.id, { kind: 'warning', body: 'Plus que 10 minutes' });
    expect(warning.status).toBe(400);
    expect(warning.body.fields).toEqual(['kind']);
    const extra = await send(session.id, { body: 'Hi', sentAt: '2020-01-01T00:00:00Z' });
    expect(extra.status).toBe(400);
    expect((await client.get(`/v1/sessions/${session.id}/messages`, admin)).body).toHaveLength(1);
  });

  it('answers 404 NOT_FOUND for an unknown player or a player of another session', async () => {
    const session = await newSession(client);
    const elsewhere = await newSession(client);
    const stranger = await newPlayer(client, elsewhere.id);
    for (const playerId of ['00000000-0000-4000-8000-000000000000', stranger.id]) {
      const answer = await send(session.id, { body: 'Psst', playerId });
      expect(answer.status).toBe(404);
      expect(answer.body.key).toBe('NOT_FOUND');
    }
    expect((await client.get(`/v1/sessions/${session.id}/messages`, admin)).body).toEqual([]);
    expect((await client.get(`/v1/players/${stranger.id}/messages`, admin)).body).toEqual([]);
  });

  it("GET /v1/players/{id}/messages answers the session's messages and the player's own, oldest first", async () => {
    const session = await newSession(client);
    const elsewhere = await newSession(client);
    const player = await newPlayer(client, session.id);
    const other = await newPlayer(client, session.id);
    const first = (await send(session.id, { body: 'Bienvenue à tous' })).body;
    const mine = (await send(session.id, { body: 'Pour vous', playerId: player.id })).body;
    await send(session.id, { body: 'Pour l’autre', playerId: other.id });
    await send(elsewhere.id, { body: 'Une autre salle' });
    const last = (await send(session.id, { kind: 'hint', body: 'Indice pour tous' })).body;

    const { status, body } = await client.get(`/v1/players/${player.id}/messages`, player.headers);
    expect(status).toBe(200);
    expect(body.map((message: { id: string }) => message.id)).toEqual([first.id, mine.id, last.id]);
    const byAdmin = await client.get(`/v1/players/${player.id}/messages`, admin);
    expect(byAdmin.body).toEqual(body);
    const foreign = await client.get(`/v1/players/${other.id}/messages`, player.headers);
    expect(foreign.status).toBe(403);
    expect(foreign.body.key).toBe('FORBIDDEN');
  });

  it("refuses a player's token on the admin's messages", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const posted = await send(session.id, { body: 'Je suis le maître du jeu' }, player.headers);
    expect(posted.status).toBe(401);
    expect(posted.body.key).toBe('UNAUTHORIZED');
    const listed = await client.get(`/v1/sessions/${session.id}/messages`, player.headers);
    expect(listed.status).toBe(401);
    expect((await client.get(`/v1/sessions/${session.id}/messages`, admin)).body).toEqual([]);
  });
});
