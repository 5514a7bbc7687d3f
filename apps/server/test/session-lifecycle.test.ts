import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { admin, attempt, finishGame, newPlayer, newSession, startGame, transition } from './fixtures.js';
import { basic, ENGINES, skipAhead, startTestServer, TestClient, type TestServer } from './helper.js';

/** The real case twice, under two ids, so that a session has another case to switch to. */
function contentWithTwoScenarios(): string {
  const source = path.join(readConfig({}).CONTENT_DIR, 'scenarios', 'le-dernier-acte');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-content-'));
  fs.cpSync(source, path.join(dir, 'scenarios', 'le-dernier-acte'), { recursive: true });
  const copy = path.join(dir, 'scenarios', 'la-repetition');
  fs.cpSync(source, copy, { recursive: true });
  const file = path.join(copy, 'scenario.json');
  const scenario = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...scenario, id: 'la-repetition' }));
  return dir;
}

describe.each(ENGINES)('session life cycle on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = contentWithTwoScenarios();
    server = await startTestServer(engine, { CONTENT_DIR: contentDir, WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('POST /v1/sessions/{id}/transitions takes a draft through open, start, pause, resume and finish', async () => {
    const session = await newSession(client, { status: 'draft' });
    const steps = [
      ['open', 'open', false],
      ['start', 'running', true],
      ['pause', 'paused', false],
      ['resume', 'running', true],
      ['finish', 'finished', false],
    ] as const;
    for (const [action, status, running] of steps) {
      const answer = await transition(client, session.id, { action });
      expect(answer.status, action).toBe(200);
      expect(answer.body, action).toMatchObject({ id: session.id, status, clock: { running } });
      // The change is stored, not only answered.
      expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.status).toBe(status);
    }
    const { body } = await client.get(`/v1/sessions/${session.id}`, admin);
    expect(Date.parse(body.startedAt)).toBeLessThanOrEqual(Date.parse(body.finishedAt));
    expect(body.clock).toMatchObject({ durationSeconds: 3600, running: false });
  });

  it('POST /v1/sessions/{id}/transitions answers 409 TRANSITION_NOT_ALLOWED to actions the status does not allow', async () => {
    const draft = await newSession(client, { status: 'draft' });
    const open = await newSession(client, { status: 'open' });
    const running = await newSession(client, { status: 'running' });
    const finished = await newSession(client, { status: 'running' });
    await transition(client, finished.id, { action: 'finish' });
    const refused: [string, Record<string, unknown>][] = [
      [draft.id, { action: 'finish' }],
      [draft.id, { action: 'pause' }],
      [finished.id, { action: 'start' }],
      [finished.id, { action: 'resume' }],
      [open.id, { action: 'pause' }],
      [running.id, { action: 'resume' }],
      [running.id, { action: 'start' }],
      [draft.id, { action: 'addMinutes', minutes: 5 }],
      [finished.id, { action: 'addMinutes', minutes: 5 }],
    ];
    for (const [id, body] of refused) {
      const answer = await transition(client, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(answer.body.key).toBe('TRANSITION_NOT_ALLOWED');
    }
    // Nothing changed.
    const statuses = await Promise.all(
      [draft, open, running, finished].map(
        async (session) => (await client.get(`/v1/sessions/${session.id}`, admin)).body,
      ),
    );
    expect(statuses.map((session) => session.status)).toEqual(['draft', 'open', 'running', 'finished']);
    expect(statuses.map((session) => session.addedMinutes)).toEqual([0, 0, 0, 0]);
  });

  it('POST /v1/sessions/{id}/transitions answers 400 VALIDATION to minutes out of 1..120 or not whole, and to unknown actions', async () => {
    const session = await newSession(client);
    for (const minutes of [0, 121, 1.5, -3, '5']) {
      const answer = await transition(client, session.id, { action: 'addMinutes', minutes });
      expect(answer.status, String(minutes)).toBe(400);
      expect(answer.body).toMatchObject({ key: 'VALIDATION', fields: ['minutes'] });
    }
    const missing = await transition(client, session.id, { action: 'addMinutes' });
    expect(missing.status).toBe(400);
    const unknown = await transition(client, session.id, { action: 'rewind' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.key).toBe('VALIDATION');
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.addedMinutes).toBe(0);
  });

  it('addMinutes lengthens the clock of the session and of its players, open, running or paused', async () => {
    const session = await newSession(client, { durationMinutes: 45 });
    const player = await newPlayer(client, session.id);
    expect((await startGame(client, player)).clock.durationSeconds).toBe(45 * 60);

    const first = await transition(client, session.id, { action: 'addMinutes', minutes: 5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'running', addedMinutes: 5, durationMinutes: 45 });
    expect(first.body.clock.durationSeconds).toBe(50 * 60);
    await transition(client, session.id, { action: 'pause' });
    const second = await transition(client, session.id, { action: 'addMinutes', minutes: 120 });
    expect(second.body).toMatchObject({ status: 'paused', addedMinutes: 125 });
    expect(second.body.clock.durationSeconds).toBe((45 + 125) * 60);
    expect((await startGame(client, player)).clock.durationSeconds).toBe((45 + 125) * 60);

    const lobby = await newSession(client, { status: 'open' });
    const early = await transition(client, lobby.id, { action: 'addMinutes', minutes: 1 });
    expect(early.body).toMatchObject({ status: 'open', addedMinutes: 1 });
  });

  it("stops a player's clock while the session is paused and runs it again after resume", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    const paused = await transition(client, session.id, { action: 'pause' });
    expect(paused.body.clock.running).toBe(false);

    const before = (await startGame(client, player)).clock;
    skipAhead(1_100);
    const after = (await startGame(client, player)).clock;
    expect(before.running).toBe(false);
    expect(after).toEqual(before);
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.clock).toEqual(paused.body.clock);

    await transition(client, session.id, { action: 'resume' });
    skipAhead(1_100);
    const resumed = (await startGame(client, player)).clock;
    expect(resumed.running).toBe(true);
    expect(resumed.elapsedSeconds).toBeGreaterThan(after.elapsedSeconds);
    expect(resumed.remainingSeconds).toBeLessThan(after.remainingSeconds);
    // The pause did not count: only the run after it did (a second or two, not three).
    expect(resumed.elapsedSeconds - after.elapsedSeconds).toBeLessThanOrEqual(2);
  });

  it('PUT /v1/sessions/{id} answers 409 TRANSITION_NOT_ALLOWED to a status no action reaches', async () => {
    const draft = await newSession(client, { status: 'draft' });
    const jump = await client.put(`/v1/sessions/${draft.id}`, { ...draft, status: 'paused' }, admin);
    expect(jump.status).toBe(409);
    expect(jump.body).toMatchObject({ key: 'TRANSITION_NOT_ALLOWED', fields: ['status'] });

    const ended = await newSession(client);
    await transition(client, ended.id, { action: 'finish' });
    const back = await client.put(`/v1/sessions/${ended.id}`, { ...ended, status: 'running' }, admin);
    expect(back.status).toBe(409);
    expect(back.body.key).toBe('TRANSITION_NOT_ALLOWED');
    // The same status with another name is a plain edit.
    const renamed = await client.put(
      `/v1/sessions/${ended.id}`,
      { ...ended, status: 'finished', name: 'Archivée' },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ status: 'finished', name: 'Archivée' });
  });

  it('PUT /v1/sessions/{id} changes the case, the duration and the pacing before the start, and answers 409 SESSION_STARTED after', async () => {
    const session = await newSession(client, { status: 'open' });
    const edited = await client.put(
      `/v1/sessions/${session.id}`,
      { ...session, scenarioId: 'la-repetition', durationMinutes: 45, pacing: 'selfPaced' },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      scenarioId: 'la-repetition',
      durationMinutes: 45,
      pacing: 'selfPaced',
    });

    await transition(client, session.id, { action: 'start' });
    const current = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    const refused = await client.put(
      `/v1/sessions/${session.id}`,
      { ...current, scenarioId: 'le-dernier-acte', durationMinutes: 90, pacing: 'room' },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      key: 'SESSION_STARTED',
      fields: ['scenarioId', 'durationMinutes', 'pacing'],
    });
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body).toMatchObject({
      scenarioId: 'la-repetition',
      durationMinutes: 45,
      pacing: 'selfPaced',
    });
    // Its name still changes: it is no part of anyone's result.
    const renamed = await client.put(`/v1/sessions/${session.id}`, { ...current, name: 'Soirée' }, admin);
    expect(renamed.status).toBe(200);
  });

  it('PUT /v1/sessions/{id} changes nothing of a finished session but its name: 409 SESSION_FINISHED naming the fields', async () => {
    const session = await newSession(client, { status: 'open', debriefRelease: 'sessionEnd' });
    // Finished before it ever ran: its case and duration are no more open than its solution's release.
    await transition(client, session.id, { action: 'finish' });
    const finished = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    expect(finished).toMatchObject({ status: 'finished', startedAt: null });

    const refused = await client.put(
      `/v1/sessions/${session.id}`,
      { ...finished, debriefRelease: 'playerFinish', durationMinutes: 45, scenarioId: 'la-repetition' },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      key: 'SESSION_FINISHED',
      fields: ['scenarioId', 'durationMinutes', 'debriefRelease'],
    });
    const released = await client.put(
      `/v1/sessions/${session.id}`,
      { ...finished, debriefRelease: 'playerFinish' },
      admin,
    );
    expect(released.status).toBe(409);
    expect(released.body).toMatchObject({ key: 'SESSION_FINISHED', fields: ['debriefRelease'] });
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body).toEqual(finished);

    // Its name alone changes, the rest sent as it is.
    const renamed = await client.put(`/v1/sessions/${session.id}`, { ...finished, name: 'Archivée' }, admin);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...finished, name: 'Archivée' });
  });

  it("refuses to edit a finished session's duration, and every score, time and rank stays as it was", async () => {
    const session = await newSession(client, { durationMinutes: 30 });
    const accuser = await newPlayer(client, session.id);
    const searcher = await newPlayer(client, session.id);
    await finishGame(client, accuser);
    await startGame(client, searcher);
    expect((await attempt(client, searcher, 'security-computer', '1887')).body.right).toBe(true);
    await transition(client, session.id, { action: 'finish' });
    const before = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    const csvBefore = (await client.get(`/v1/sessions/${session.id}/results.csv`, admin)).body;
    const boardBefore = (await client.get(`/v1/players/${searcher.id}/leaderboard`, searcher.headers)).body;
    expect(before.players.map((p: { score: number }) => p.score).every((score: number) => score > 0)).toBe(
      true,
    );

    const refused = await client.put(
      `/v1/sessions/${session.id}`,
      { ...before.session, durationMinutes: 90 },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: 'SESSION_FINISHED', fields: ['durationMinutes'] });
    const minutes = await transition(client, session.id, { action: 'addMinutes', minutes: 60 });
    expect(minutes.status).toBe(409);

    skipAhead(1_100);
    const after = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    expect(after.players).toEqual(before.players);
    expect(after.session.clock).toEqual(before.session.clock);
    expect((await client.get(`/v1/sessions/${session.id}/results.csv`, admin)).body).toBe(csvBefore);
    expect((await client.get(`/v1/players/${searcher.id}/leaderboard`, searcher.headers)).body).toEqual(
      boardBefore,
    );
    // The one who did not accuse is no longer "still playing": the session is over.
    expect(
      boardBefore.map((row: { finished: boolean; playing: boolean }) => [row.finished, row.playing]),
    ).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('answers 401 without credentials and 404 NOT_FOUND for an unknown session', async () => {
    const session = await newSession(client);
    const calls: [string, string, unknown?][] = [
      ['POST', `/v1/sessions/${session.id}/transitions`, { action: 'pause' }],
      ['DELETE', `/v1/sessions/${session.id}`],
      ['GET', `/v1/sessions/${session.id}/dashboard`],
      ['GET', `/v1/sessions/${session.id}/messages`],
      ['POST', `/v1/sessions/${session.id}/messages`, { body: 'Hello' }],
      ['GET', `/v1/sessions/${session.id}/results.csv`],
    ];
    for (const [method, url, json] of calls) {
      const none = await client.request(method, url, { json });
      expect(none.status, `${method} ${url}`).toBe(401);
      expect(none.body.key).toBe('UNAUTHORIZED');
      const wrong = await client.request(method, url, { json, headers: { authorization: basic('gm', 'x') } });
      expect(wrong.status, `${method} ${url}`).toBe(401);
      expect(wrong.body.key).toBe('BAD_CREDENTIALS');
      const unknown = await client.request(method, url.replace(session.id, 'ZZZZZ9'), {
        json,
        headers: admin,
      });
      expect(unknown.status, `${method} ${url}`).toBe(404);
      expect(unknown.body.key).toBe('NOT_FOUND');
    }
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).body.status).toBe('running');
  });

  it('DELETE /v1/sessions/{id} answers 204 and removes its players, games, actions and messages', async () => {
    const session = await newSession(client);
    const kept = await newSession(client);
    const player = await newPlayer(client, session.id);
    const other = await newPlayer(client, kept.id);
    for (const someone of [player, other]) {
      await startGame(client, someone);
      expect((await attempt(client, someone, 'security-computer', '1887')).body.right).toBe(true);
    }
    await client.post(`/v1/sessions/${session.id}/messages`, { body: 'Bonne chance' }, admin);
    await client.post(`/v1/sessions/${kept.id}/messages`, { body: 'Courage' }, admin);

    const deleted = await client.request('DELETE', `/v1/sessions/${session.id}`, { headers: admin });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();

    const { db } = server.database;
    const count = async (table: 'sessions' | 'players' | 'games' | 'game_actions' | 'messages') => {
      const column = table === 'sessions' ? 'id' : 'session_id';
      const rows = await db
        .selectFrom(table)
        .select(column)
        .where(column, 'in', [session.id, kept.id])
        .execute();
      return rows.map((row) => (row as Record<string, string>)[column]);
    };
    expect(await count('sessions')).toEqual([kept.id]);
    expect(await count('players')).toEqual([kept.id]);
    expect(await count('games')).toEqual([kept.id]);
    expect(new Set(await count('game_actions'))).toEqual(new Set([kept.id]));
    expect(await count('messages')).toEqual([kept.id]);

    const gone = await client.get(`/v1/players/${player.id}/game`, player.headers);
    expect(gone.status).toBe(404);
    expect(gone.body.key).toBe('NOT_FOUND');
    expect((await client.get(`/v1/players/${other.id}/game`, other.headers)).status).toBe(200);
    expect((await client.get(`/v1/sessions/${session.id}`, admin)).status).toBe(404);
    const again = await client.request('DELETE', `/v1/sessions/${session.id}`, { headers: admin });
    expect(again.status).toBe(404);
    expect(again.body.key).toBe('NOT_FOUND');
  });
});
