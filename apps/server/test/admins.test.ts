import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)("admins' accounts on %s", (engine) => {
  let server: TestServer;
  let client: TestClient;
  const admin = { authorization: basic() };

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const as = (username: string, password: string) => ({ authorization: basic(username, password) });

  it('GET /v1/admins lists the accounts without their passwords; GET /v1/admins/me answers the signed-in one', async () => {
    const { status, body } = await client.get('/v1/admins', admin);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: expect.any(String), username: ADMIN.username, createdAt: expect.any(String), role: 'owner' },
    ]);
    const me = await client.get('/v1/admins/me', admin);
    expect(me.body).toEqual(body[0]);
    expect((await client.get('/v1/admins')).status).toBe(401);
  });

  it('POST /v1/admins answers 201 and the new admin can sign in; a taken name is 409 ADMIN_EXISTS', async () => {
    const created = await client.post('/v1/admins', { username: 'régie', password: 'coulisses-2025' }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      username: 'régie',
      createdAt: expect.any(String),
      role: 'admin',
    });
    const login = await client.post('/v1/login', { username: 'régie', password: 'coulisses-2025' });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(created.body.id);
    expect((await client.get('/v1/sessions', as('régie', 'coulisses-2025'))).status).toBe(200);

    const again = await client.post('/v1/admins', { username: 'régie', password: 'another-one' }, admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: 'ADMIN_EXISTS', fields: ['username'] });
    const names = (await client.get('/v1/admins', admin)).body.map((a: { username: string }) => a.username);
    expect(names).toEqual([ADMIN.username, 'régie']);
  });

  it('POST /v1/admins answers 400 VALIDATION to a short password or a missing name', async () => {
    const short = await client.post('/v1/admins', { username: 'court', password: '1234567' }, admin);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ key: 'VALIDATION', fields: ['password'] });
    const nameless = await client.post('/v1/admins', { username: '', password: 'long enough' }, admin);
    expect(nameless.status).toBe(400);
    expect(nameless.body.fields).toEqual(['username']);
    const names = (await client.get('/v1/admins', admin)).body.map((a: { username: string }) => a.username);
    expect(names).not.toContain('court');
  });

  it('DELETE /v1/admins/{id} answers 204 and the removed admin is refused at once, even signed in a moment ago', async () => {
    const { body: removed } = await client.post(
      '/v1/admins',
      { username: 'stagiaire', password: 'temporary-pass' },
      admin,
    );
    // Signed in: the server remembers these credentials for a minute.
    expect((await client.get('/v1/sessions', as('stagiaire', 'temporary-pass'))).status).toBe(200);
    const deleted = await client.request('DELETE', `/v1/admins/${removed.id}`, { headers: admin });
    expect(deleted.status).toBe(204);
    const refused = await client.get('/v1/sessions', as('stagiaire', 'temporary-pass'));
    expect(refused.status).toBe(401);
    expect(refused.body.key).toBe('BAD_CREDENTIALS');
    const again = await client.request('DELETE', `/v1/admins/${removed.id}`, { headers: admin });
    expect(again.status).toBe(404);
    expect(again.body.key).toBe('NOT_FOUND');
  });

  it('DELETE /v1/admins/{id} answers 409 CANNOT_DELETE_SELF for one’s own account', async () => {
    const me = (await client.get('/v1/admins/me', admin)).body;
    const refused = await client.request('DELETE', `/v1/admins/${me.id}`, { headers: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('CANNOT_DELETE_SELF');
    expect((await client.get('/v1/admins/me', admin)).status).toBe(200);
  });

  it('PUT /v1/admins/me/password answers 400 WRONG_PASSWORD, then 204 and only the new password works', async () => {
    await client.post('/v1/admins', { username: 'régisseuse', password: 'first-password' }, admin);
    const old = as('régisseuse', 'first-password');
    expect((await client.get('/v1/sessions', old)).status).toBe(200);

    const wrong = await client.put(
      '/v1/admins/me/password',
      { currentPassword: 'not-the-one', newPassword: 'second-password' },
      old,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ key: 'WRONG_PASSWORD', fields: ['currentPassword'] });
    const short = await client.put(
      '/v1/admins/me/password',
      { currentPassword: 'first-password', newPassword: 'short' },
      old,
    );
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ key: 'VALIDATION', fields: ['newPassword'] });
    expect((await client.get('/v1/sessions', old)).status).toBe(200);

    const changed = await client.put(
      '/v1/admins/me/password',
      { currentPassword: 'first-password', newPassword: 'second-password' },
      old,
    );
    expect(changed.status).toBe(204);
    // Remembered a moment ago, the old password is nevertheless refused now.
    const stale = await client.get('/v1/sessions', old);
    expect(stale.status).toBe(401);
    expect(stale.body.key).toBe('BAD_CREDENTIALS');
    expect((await client.get('/v1/sessions', as('régisseuse', 'second-password'))).status).toBe(200);
    expect(
      (await client.post('/v1/login', { username: 'régisseuse', password: 'first-password' })).status,
    ).toBe(401);
    // The other admins are untouched.
    expect((await client.get('/v1/sessions', admin)).status).toBe(200);
  });

  it('only the accounts owner adds and removes admins (403 OWNER_ONLY), and nobody removes the first admin', async () => {
    await client.post('/v1/admins', { username: 'régisseur', password: 'régisseur-pass' }, admin);
    const { body: other } = await client.post(
      '/v1/admins',
      { username: 'éclairagiste', password: 'lights-pass' },
      admin,
    );
    const manager = as('régisseur', 'régisseur-pass');
    const added = await client.post('/v1/admins', { username: 'intrus', password: 'intruder-pass' }, manager);
    expect(added.status).toBe(403);
    expect(added.body.key).toBe('OWNER_ONLY');
    const first = (await client.get('/v1/admins/me', admin)).body;
    for (const id of [first.id, other.id]) {
      const removed = await client.request('DELETE', `/v1/admins/${id}`, { headers: manager });
      expect(removed.status).toBe(403);
      expect(removed.body.key).toBe('OWNER_ONLY');
    }
    const names = (await client.get('/v1/admins', admin)).body.map((a: { username: string }) => a.username);
    expect(names).toContain(ADMIN.username);
    expect(names).toContain('éclairagiste');
    expect(names).not.toContain('intrus');
  });
});
