import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)('sessions API on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  const admin = { authorization: basic() };

  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('answers 401 UNAUTHORIZED without credentials and 401 BAD_CREDENTIALS with wrong ones', async () => {
    const none = await client.get('/v1/sessions');
    expect(none.status).toBe(401);
    expect(none.body.key).toBe('UNAUTHORIZED');
    expect(none.headers.get('www-authenticate')).toBeNull();
    const wrong = await client.get('/v1/sessions', { authorization: basic('gm', 'nope') });
    expect(wrong.status).toBe(401);
    expect(wrong.body.key).toBe('BAD_CREDENTIALS');
  });

  it('POST /v1/sessions creates an open session with a server-assigned code', async () => {
    const { status, body } = await client.post('/v1/sessions', { name: 'Lycée Victor-Hugo' }, admin);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Lycée Victor-Hugo',
      status: 'open',
      durationMinutes: 60,
      scenarioId: 'le-dernier-acte',
      playerCount: 0,
    });
    expect(body.id).toHaveLength(6);
    const row = await server.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirst();
    expect(row?.name).toBe('Lycée Victor-Hugo');
  });

  it('refuses a scenario that is not installed', async () => {
    const { status, body } = await client.post(
      '/v1/sessions',
      { name: 'Nope', scenarioId: 'no-such-case' },
      admin,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ key: 'VALIDATION', fields: ['scenarioId'] });
  });

  it('keeps the status the body gives', async () => {
    const { body } = await client.post(
      '/v1/sessions',
      { name: 'Rehearsal', status: 'draft', durationMinutes: 45 },
      admin,
    );
    expect(body).toMatchObject({ status: 'draft', durationMinutes: 45 });
  });

  it('refuses bad fields with 400 VALIDATION, and an id chosen by the client', async () => {
    const bad = await client.post('/v1/sessions', { name: '', durationMinutes: 2, status: 'closed' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(expect.arrayContaining(['name', 'durationMinutes', 'status']));
    const withId = await client.post('/v1/sessions', { id: 'AAAAAA', name: 'Mine' }, admin);
    expect(withId.status).toBe(400);
  });

  it('GET /v1/sessions lists them with their player counts; GET /v1/sessions/{id} answers one', async () => {
    const created = (await client.post('/v1/sessions', { name: 'Listed' }, admin)).body;
    const list = await client.get('/v1/sessions', admin);
    expect(list.status).toBe(200);
    expect(list.body.map((session: { id: string }) => session.id)).toContain(created.id);
    const one = await client.get(`/v1/sessions/${created.id.toLowerCase()}`, admin);
    expect(one.body).toMatchObject({ id: created.id, name: 'Listed' });
    const missing = await client.get('/v1/sessions/ZZZZZ9', admin);
    expect(missing.status).toBe(404);
  });

  it('PUT /v1/sessions/{id} replaces the session and keeps its code and creation date', async () => {
    const created = (await client.post('/v1/sessions', { name: 'Before' }, admin)).body;
    const { status, body } = await client.put(
      `/v1/sessions/${created.id}`,
      { ...created, name: 'After', status: 'running', durationMinutes: 90 },
      admin,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      name: 'After',
      status: 'running',
      durationMinutes: 90,
      createdAt: created.createdAt,
    });
  });

  it('PUT refuses an id that differs from the path, and answers 404 for an unknown session', async () => {
    const created = (await client.post('/v1/sessions', { name: 'Fixed' }, admin)).body;
    const mismatch = await client.put(`/v1/sessions/${created.id}`, { ...created, id: 'ABCDEF' }, admin);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.key).toBe('ID_MISMATCH');
    const unknown = await client.put('/v1/sessions/ZZZZZ9', { ...created, id: 'ZZZZZ9' }, admin);
    expect(unknown.status).toBe(404);
    const stored = await client.get(`/v1/sessions/${created.id}`, admin);
    expect(stored.body.name).toBe('Fixed');
  });

  it('POST /v1/login answers the admin profile, or 401 BAD_CREDENTIALS', async () => {
    const ok = await client.post('/v1/login', { username: 'gm', password: 'correct horse battery' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: 'gm' });
    expect(ok.body.password_hash).toBeUndefined();
    const bad = await client.post('/v1/login', { username: 'gm', password: 'wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body.key).toBe('BAD_CREDENTIALS');
    const empty = await client.post('/v1/login', { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(['username', 'password']);
  });
});
