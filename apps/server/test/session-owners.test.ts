import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPlayer, newSession } from './fixtures.js';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)("sessions' owners on %s", (engine) => {
  let server: TestServer;
  let client: TestClient;
  const guest = { authorization: basic('invitée', 'guest-password') };
  const colleague = { authorization: basic('collègue', 'colleague-pass') };
  let guestId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
    guestId = (await client.post('/v1/admins', { username: 'invitée', password: 'guest-password' }, admin))
      .body.id;
    await client.post('/v1/admins', { username: 'collègue', password: 'colleague-pass' }, admin);
  });
  afterAll(() => server.close());

  const asGuest = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    client.request(method, path, { headers: guest, json: body });

  it('belongs to the admin who created it: another admin reads it but cannot run it (403 SESSION_NOT_YOURS)', async () => {
    const session = await newSession(client, { status: 'open' });
    const player = await newPlayer(client, session.id);
    const me = (await client.get('/v1/admins/me', admin)).body;
    expect(session).toMatchObject({ ownerId: me.id, ownerName: 'gm', sharedWith: [] });

    // Read only: the list, the session, its dashboard and its results.
    expect((await client.get('/v1/sessions', guest)).body.map((s: { id: string }) => s.id)).toContain(
      session.id,
    );
    expect((await client.get(`/v1/sessions/${session.id}/dashboard`, guest)).status).toBe(200);
    const refusals = [
      await asGuest('POST', `/v1/sessions/${session.id}/transitions`, { action: 'start' }),
      await asGuest('PUT', `/v1/sessions/${session.id}`, { ...session, name: 'Prise de contrôle' }),
      await asGuest('POST', `/v1/sessions/${session.id}/messages`, { body: 'Bonsoir', playerId: player.id }),
      await asGuest('PUT', `/v1/sessions/${session.id}/shares`, { adminIds: [guestId] }),
      await asGuest('DELETE', `/v1/sessions/${session.id}`),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('SESSION_NOT_YOURS');
    }
    // Nor its players: another admin cannot change a player's mail (they could no longer resume).
    const stored = (await client.get(`/v1/players/${player.id}`, admin)).body;
    const moved = await asGuest('PUT', `/v1/players/${player.id}`, {
      ...stored,
      mail: 'someone@else.example',
    });
    expect(moved.status).toBe(403);
    expect(moved.body.key).toBe('SESSION_NOT_YOURS');
    expect((await client.get(`/v1/players/${player.id}`, admin)).body.mail).toBe(stored.mail);
    const unchanged = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    expect(unchanged).toMatchObject({ status: 'open', name: session.name, sharedWith: [] });
    expect((await client.get(`/v1/sessions/${session.id}/messages`, admin)).body).toEqual([]);

    // Its owner runs it.
    const started = await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'start' }, admin);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('running');
  });

  it("lets another admin read a session's teams, not change them", async () => {
    const session = await newSession(client, { status: 'open' });
    const teamed = await client.put(`/v1/sessions/${session.id}`, { ...session, teamSize: 3 }, admin);
    expect(teamed.status).toBe(200);
    const prepared = await client.post(`/v1/sessions/${session.id}/teams`, { name: 'Les Cintres' }, admin);
    expect(prepared.status).toBe(201);
    const player = await newPlayer(client, session.id);

    const read = await client.get(`/v1/sessions/${session.id}/teams`, guest);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ teamSize: 3, locked: false, teams: [{ name: 'Les Cintres' }] });
    expect(read.body.unplaced.map((each: { id: string }) => each.id)).toEqual([player.id]);

    const team = read.body.teams[0].id;
    const changes = [
      await asGuest('POST', `/v1/sessions/${session.id}/teams`, { name: 'Les Coulisses' }),
      await asGuest('PUT', `/v1/sessions/${session.id}/players/${player.id}/team`, { teamId: team }),
      await asGuest('PUT', `/v1/sessions/${session.id}/teams/lock`, { locked: true }),
    ];
    for (const refused of changes) {
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('SESSION_NOT_YOURS');
    }
    expect((await client.get(`/v1/sessions/${session.id}/teams`, admin)).body).toEqual(read.body);
  });

  it('is run by the admins its owner shares it with, and by them only', async () => {
    const session = await newSession(client, { status: 'open' });
    const shared = await client.put(`/v1/sessions/${session.id}/shares`, { adminIds: [guestId] }, admin);
    expect(shared.status).toBe(200);
    expect(shared.body.sharedWith).toEqual([guestId]);

    const paused = await asGuest('POST', `/v1/sessions/${session.id}/transitions`, { action: 'start' });
    expect(paused.status).toBe(200);
    // A shared admin runs the session; sharing it further stays its owner's.
    const reshared = await asGuest('PUT', `/v1/sessions/${session.id}/shares`, { adminIds: [] });
    expect(reshared.status).toBe(403);
    const other = await client.request('POST', `/v1/sessions/${session.id}/transitions`, {
      headers: colleague,
      json: { action: 'pause' },
    });
    expect(other.status).toBe(403);

    const unshared = await client.put(`/v1/sessions/${session.id}/shares`, { adminIds: [] }, admin);
    expect(unshared.body.sharedWith).toEqual([]);
    const after = await asGuest('POST', `/v1/sessions/${session.id}/transitions`, { action: 'pause' });
    expect(after.status).toBe(403);
  });

  it('refuses a share with an admin that does not exist (400 VALIDATION), changing nothing', async () => {
    const session = await newSession(client, { status: 'open' });
    await client.put(`/v1/sessions/${session.id}/shares`, { adminIds: [guestId] }, admin);
    const refused = await client.put(
      `/v1/sessions/${session.id}/shares`,
      { adminIds: ['00000000-0000-0000-0000-000000000000'] },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ key: 'VALIDATION', fields: ['adminIds'] });
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.sharedWith).toEqual([guestId]);
  });

  it("gives a removed admin's sessions back to the accounts owner", async () => {
    const { body: leaving } = await client.post(
      '/v1/admins',
      { username: 'partante', password: 'leaving-pass' },
      admin,
    );
    const theirs = await client.post(
      '/v1/sessions',
      { name: 'Sa soirée', status: 'open' },
      { authorization: basic('partante', 'leaving-pass') },
    );
    expect(theirs.body.ownerId).toBe(leaving.id);
    expect((await client.request('DELETE', `/v1/admins/${leaving.id}`, { headers: admin })).status).toBe(204);
    const orphan = (await client.get(`/v1/sessions/${theirs.body.id}`, admin)).body;
    expect(orphan).toMatchObject({ ownerId: null, ownerName: null });
    const started = await client.post(
      `/v1/sessions/${theirs.body.id}/transitions`,
      { action: 'start' },
      admin,
    );
    expect(started.status).toBe(200);
    expect(
      (await asGuest('POST', `/v1/sessions/${theirs.body.id}/transitions`, { action: 'pause' })).status,
    ).toBe(403);
  });
});
