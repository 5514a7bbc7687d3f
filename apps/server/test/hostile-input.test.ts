import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPlayer, newSession, type TestPlayer, type TestSession } from './fixtures.js';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

/**
 * docs/decisions/0016-hostile-input.md: NUL and other control characters are refused as
 * 400 VALIDATION naming the field, before they reach the database; headers written from
 * data stay headers; every refusal is `{ key, message }`; API answers are never kept.
 */
describe.each(ENGINES)('Hostile bytes on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let session: TestSession;
  let player: TestPlayer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new TestClient(server.url);
    session = await newSession(client);
    player = await newPlayer(client, session.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a NUL in a path parameter with 400 VALIDATION naming it, for a player and an admin alike', async () => {
    for (const headers of [player.headers, admin]) {
      for (const [path, field] of [
        [`/v1/players/${player.id}%00/game`, 'id'],
        [`/v1/players/%00${player.id}`, 'id'],
        [`/v1/players/${player.id}/documents/briefing%00`, 'documentId'],
      ]) {
        const { status, body } = await client.get(path!, headers);
        expect(status, path).toBe(400);
        expect(body).toMatchObject({ key: 'VALIDATION', fields: [field] });
      }
    }
    const { body } = await client.get(`/v1/sessions/${session.id}%00/dashboard`, admin);
    expect(body).toMatchObject({ key: 'VALIDATION', fields: ['id'] });
    expect(body.message).toMatch(/id.*control characters/);
  });

  it('refuses a NUL in a query with 400 VALIDATION', async () => {
    const { status, body } = await client.get(`/v1/players?sessionId=${session.id}%00`, admin);
    expect(status).toBe(400);
    expect(body).toMatchObject({ key: 'VALIDATION', fields: ['sessionId'] });
  });

  it('answers Basic credentials holding a NUL with 401 BAD_CREDENTIALS, before any query', async () => {
    for (const authorization of [
      basic('gm\u0000'),
      basic('gm', 'correct horse battery\u0000'),
      basic('\u0000', '\u0000'),
      // Longer than any account's name or password: no query and no Argon2 check either.
      basic('gm'.repeat(40)),
      basic('gm', 'x'.repeat(5000)),
    ]) {
      const { status, body } = await client.get('/v1/sessions', { authorization });
      expect(status).toBe(401);
      expect(body).toMatchObject({ key: 'BAD_CREDENTIALS' });
    }
    // The real credentials still work: nothing was counted against them.
    expect((await client.get('/v1/sessions', admin)).status).toBe(200);
  });

  it('refuses a NUL, U+2028 or a lone surrogate in answers, names and messages, and stores nothing', async () => {
    const answer = await client.post(
      `/v1/players/${player.id}/locks/security-computer/attempts`,
      { answer: '18\u000087' },
      player.headers,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ key: 'VALIDATION', fields: ['answer'] });

    const named = await client.post('/v1/sessions', { name: 'Soirée\u2028' }, admin);
    expect(named.status).toBe(400);
    expect(named.body).toMatchObject({ key: 'VALIDATION', fields: ['name'] });

    const message = await client.post(
      `/v1/sessions/${session.id}/messages`,
      { body: 'Regardez\u0000' },
      admin,
    );
    expect(message.status).toBe(400);
    const registered = await client.post('/v1/players', {
      mail: 'a\ud800@example.com',
      sessionId: session.id,
    });
    expect(registered.status).toBe(400);
    expect(registered.body).toMatchObject({ key: 'VALIDATION', fields: ['mail'] });

    expect(await server.database.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    // An empty recipient is the whole session, not a row pointing at nobody.
    const empty = await client.post(
      `/v1/sessions/${session.id}/messages`,
      { body: 'À tous.', playerId: '' },
      admin,
    );
    expect(empty.status).toBe(201);
    expect(empty.body.playerId).toBeNull();
    // A message on several lines is still a message.
    const lines = await client.post(
      `/v1/sessions/${session.id}/messages`,
      { body: 'Regardez\nsous le tapis.' },
      admin,
    );
    expect(lines.status).toBe(201);
  });

  it('names the results file after the session, whatever the path said, in RFC 6266 form', async () => {
    const spellings = [
      session.id,
      session.id.toLowerCase(),
      `${session.id.slice(0, 3)}-${session.id.slice(3)}`,
    ];
    for (const spelling of spellings) {
      const response = await fetch(`${server.url}/v1/sessions/${encodeURIComponent(spelling)}/results.csv`, {
        headers: admin,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="coulisses-${session.id}-results.csv"; filename*=UTF-8''coulisses-${session.id}-results.csv`,
      );
    }
    for (const hostile of [`${session.id}\n`, `${session.id}\u2028`, `${session.id}\r\nSet-Cookie: a=b`]) {
      const response = await fetch(`${server.url}/v1/sessions/${encodeURIComponent(hostile)}/results.csv`, {
        headers: admin,
      });
      expect(response.status, JSON.stringify(hostile)).toBe(400);
      expect(response.headers.get('set-cookie') ?? '').not.toContain('a=b');
    }
  });

  it("answers the event stream's 406 as { key, message }", async () => {
    const { status, body } = await client.get(`/v1/players/${player.id}/events`, {
      ...player.headers,
      accept: 'application/json',
    });
    expect(status).toBe(406);
    expect(body).toEqual({ key: 'NOT_ACCEPTABLE', message: expect.any(String) });
  });

  it('answers an unknown API path and an unknown method as 404 { key, message }', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nothing-here'],
      ['PATCH', `/v1/sessions/${session.id}`],
      ['POST', '/v1/health'],
    ] as const) {
      const { status, body } = await client.request(method, path);
      expect(status, `${method} ${path}`).toBe(404);
      expect(body).toEqual({ key: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('sends Cache-Control: no-store on every API answer with data, and on refusals', async () => {
    const answers = [
      await client.get(`/v1/players/${player.id}/game`, player.headers),
      await client.get(`/v1/players/${player.id}`, player.headers),
      await client.get(`/v1/sessions/${session.id}/dashboard`, admin),
      await client.get('/v1/sessions', admin),
      await client.get('/v1/admins/me', admin),
      await client.get('/v1/xsrf'),
      await client.get('/v1/sessions'),
      await client.get('/v1/nothing-here'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    // The API's description is the same for everyone: it may be kept.
    const description = await client.get('/v1/openapi.json');
    expect(description.headers.get('cache-control')).toBeNull();
  });

  it('sends no-store on the event stream too', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/v1/players/${player.id}/events`, {
      headers: { ...player.headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    controller.abort();
  });
});
