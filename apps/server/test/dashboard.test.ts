import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dashboardSchema, playerActionSchema } from '@coulisses/shared/session/dashboard.schema';
import { admin, attempt, finishGame, newPlayer, newSession, startGame, takeHint } from './fixtures.js';
import { ENGINES, skipAhead, startTestServer, TestClient, type TestServer } from './helper.js';

/** The case's texts in `lang`, as its text file words them. */
function caseTexts(contentDir: string, lang: string) {
  const file = path.join(contentDir, 'scenarios', 'le-dernier-acte', `texts.${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A lock's short title as the case's text file words it, the title the path must show. */
const lockTitle = (contentDir: string, lang: string, lockId: string): string =>
  caseTexts(contentDir, lang).locks[lockId].title;

describe.each(ENGINES)('dashboard, progress and path on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it("counts a player's time without progress from their last progress, the session's pauses left out", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await attempt(client, player, 'security-computer', '1887')).body.right).toBe(true);
    const row = async () => (await client.get(`/v1/players/${player.id}/progress`, admin)).body;
    const playing = await row();
    expect(playing.idleSince).toBe(playing.lastProgressAt);

    await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'pause' }, admin);
    skipAhead(2_100);
    await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'resume' }, admin);
    const resumed = await row();
    expect(resumed.lastProgressAt).toBe(playing.lastProgressAt);
    const moved = Date.parse(resumed.idleSince) - Date.parse(resumed.lastProgressAt);
    expect(moved).toBeGreaterThanOrEqual(2_000);
    expect(moved).toBeLessThan(4_000);
    // A new lock opened: counted from then, with the pauses before it behind.
    expect((await attempt(client, player, 'dressing-room-seal', '20:57')).body.right).toBe(true);
    const progressed = await row();
    expect(progressed.idleSince).toBe(progressed.lastProgressAt);
  });

  it("watches a room's player who never opened their game from the start, and nobody else who waits", async () => {
    const row = async (id: string) => (await client.get(`/v1/players/${id}/progress`, admin)).body;
    const room = await newSession(client, { status: 'open' });
    const early = await newPlayer(client, room.id);
    expect((await row(early.id)).idleSince).toBeNull();
    const started = await client.post(`/v1/sessions/${room.id}/transitions`, { action: 'start' }, admin);
    const startedAt = Date.parse(started.body.startedAt);
    const unopened = await row(early.id);
    expect(unopened).toMatchObject({ status: 'waiting', startedAt: null, lastProgressAt: null });
    expect(Date.parse(unopened.idleSince)).toBe(startedAt);
    // A late joiner from their joining.
    const late = await newPlayer(client, room.id);
    const joined = await row(late.id);
    expect(Date.parse(joined.idleSince)).toBe(Date.parse(joined.joinedAt));

    // Paused, nobody's time goes; resumed, the pause is left out.
    await client.post(`/v1/sessions/${room.id}/transitions`, { action: 'pause' }, admin);
    expect((await row(early.id)).idleSince).toBeNull();
    skipAhead(1_100);
    await client.post(`/v1/sessions/${room.id}/transitions`, { action: 'resume' }, admin);
    expect(Date.parse((await row(early.id)).idleSince) - startedAt).toBeGreaterThanOrEqual(1_000);
    // Opened, their game's own progress counts.
    await startGame(client, early);
    const playing = await row(early.id);
    expect(playing.status).toBe('playing');
    expect(playing.idleSince).toBe(playing.lastProgressAt);

    // A self-paced player's clock waits for their first look: nothing to watch.
    const own = await newSession(client, { pacing: 'selfPaced' });
    expect((await row((await newPlayer(client, own.id)).id)).idleSince).toBeNull();
  });

  /** Three players: one solved a lock after a wrong try and took a hint, one solved two, one never looked. */
  async function playedSession() {
    const session = await newSession(client);
    const hinted = await newPlayer(client, session.id, { lang: 'gr' });
    const ahead = await newPlayer(client, session.id);
    const idle = await newPlayer(client, session.id);
    await startGame(client, hinted);
    const wrong = await attempt(client, hinted, 'security-computer', '1234');
    expect(wrong.body.right).toBe(false);
    const before = Date.now();
    expect((await attempt(client, hinted, 'security-computer', '1887')).body.right).toBe(true);
    const after = Date.now();
    expect((await takeHint(client, hinted, 'dressing-room-seal')).status).toBe(200);
    await startGame(client, ahead);
    expect((await attempt(client, ahead, 'security-computer', '1887')).body.right).toBe(true);
    expect((await attempt(client, ahead, 'dressing-room-seal', '20:57')).body.right).toBe(true);
    return { session, hinted, ahead, idle, solvedBetween: [before, after] as const };
  }

  it('GET /v1/sessions/{id}/dashboard computes each row from the game and ranks them by score', async () => {
    const { session, hinted, ahead, idle, solvedBetween } = await playedSession();
    const { status, body } = await client.get(`/v1/sessions/${session.id}/dashboard`, admin);
    expect(status).toBe(200);
    // Sent as built, without a schema check per response (routes/v1/sent-as-built.ts): the
    // answer must be exactly what the shared schema describes, nothing missing or more.
    expect(dashboardSchema.parse(body)).toEqual(body);
    expect(body.session).toMatchObject({ id: session.id, status: 'running', playerCount: 3 });
    expect(body.players.map((row: { playerId: string }) => row.playerId)).toEqual([
      ahead.id,
      hinted.id,
      idle.id,
    ]);
    const [first, second, third] = body.players;
    expect(second).toMatchObject({
      mail: hinted.mail,
      lang: 'gr',
      status: 'playing',
      locksSolved: 1,
      lockCount: 7,
      wrongAttempts: 1,
      hintsTaken: 1,
      // Three wrong answers are free; the first hint costs two minutes.
      penaltySeconds: 120,
      // security-computer opens the security office: three start folders and one more.
      foldersOpened: 4,
      folderCount: 10,
      // 100 for the lock, 20 off for the two minutes of penalty.
      score: 80,
      finished: false,
      solved: null,
      finishedAt: null,
    });
    const lastProgress = Date.parse(second.lastProgressAt);
    expect(lastProgress).toBeGreaterThanOrEqual(solvedBetween[0] - 1);
    expect(lastProgress).toBeLessThanOrEqual(solvedBetween[1] + 1);
    expect(second.remainingSeconds).toBeLessThanOrEqual(3600 - 120);
    expect(second.remainingSeconds).toBeGreaterThan(3600 - 120 - 30);
    expect(first).toMatchObject({ locksSolved: 2, foldersOpened: 5, score: 200, penaltySeconds: 0 });
    expect(third).toMatchObject({
      mail: idle.mail,
      status: 'waiting',
      startedAt: null,
      lastProgressAt: null,
      locksSolved: 0,
      score: 0,
      remainingSeconds: 3600,
    });
  });

  it('GET /v1/players/{id}/progress answers the same row as the dashboard', async () => {
    const { session, hinted } = await playedSession();
    const dashboard = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    const { status, body } = await client.get(`/v1/players/${hinted.id}/progress`, admin);
    expect(status).toBe(200);
    const row = dashboard.players.find((player: { playerId: string }) => player.playerId === hinted.id);
    // The clock may have ticked between the two calls; everything else is the same.
    expect({ ...body, remainingSeconds: 0 }).toEqual({ ...row, remainingSeconds: 0 });
    const missing = await client.get('/v1/players/00000000-0000-4000-8000-000000000000/progress', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('NOT_FOUND');
  });

  it('GET /v1/players/{id}/actions lists the path oldest first, titles in the asked language', async () => {
    const { hinted } = await playedSession();
    const contentDir = server.config.CONTENT_DIR;
    for (const lang of ['gr', 'en']) {
      const { status, body } = await client.get(`/v1/players/${hinted.id}/actions?lang=${lang}`, admin);
      expect(status).toBe(200);
      expect(body.map((action: { kind: string }) => action.kind)).toEqual([
        'start',
        'attempt',
        'attempt',
        'hint',
      ]);
      const [start, wrong, right, hint] = body;
      expect(start).toMatchObject({ target: null, targetTitle: null, outcome: null });
      expect(wrong).toMatchObject({
        target: 'security-computer',
        targetTitle: lockTitle(contentDir, lang, 'security-computer'),
        answer: '1234',
        outcome: 'wrong',
        penaltySeconds: 0,
      });
      expect(right).toMatchObject({ answer: '1887', outcome: 'right' });
      expect(hint).toMatchObject({
        target: 'dressing-room-seal',
        targetTitle: lockTitle(contentDir, lang, 'dressing-room-seal'),
        outcome: null,
        penaltySeconds: 120,
      });
      const times = body.map((action: { at: string }) => Date.parse(action.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    // Without a language, the default one (French).
    const french = await client.get(`/v1/players/${hinted.id}/actions`, admin);
    expect(french.body[1].targetTitle).toBe(lockTitle(contentDir, 'fr', 'security-computer'));
    const bad = await client.get(`/v1/players/${hinted.id}/actions?lang=de`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.key).toBe('VALIDATION');
  });

  it('GET /v1/players/{id}/actions words a choice and the accusation’s answers, never their ids', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await finishGame(client, player);
    const contentDir = server.config.CONTENT_DIR;
    for (const lang of ['en', 'gr', 'fr']) {
      const { status, body } = await client.get(`/v1/players/${player.id}/actions?lang=${lang}`, admin);
      expect(status).toBe(200);
      expect(z.array(playerActionSchema).parse(body)).toEqual(body);
      const texts = caseTexts(contentDir, lang);
      const choice = body.find((action: { target: string }) => action.target === 'lift-route');
      expect(choice).toMatchObject({
        kind: 'attempt',
        targetTitle: texts.locks['lift-route'].title,
        answer: 'service-lift',
        answerText: texts.locks['lift-route'].choices['service-lift'],
        accusation: null,
      });
      // A typed answer stays as typed.
      const typed = body.find((action: { target: string }) => action.target === 'lab-request');
      expect(typed).toMatchObject({ answer: '4121303', answerText: null });
      const accusation = body.at(-1);
      expect(accusation.kind).toBe('accusation');
      const questions = texts.accusation.questions;
      expect(accusation.accusation).toEqual([
        { question: questions.who.prompt, answer: questions.who.choices.solene },
        { question: questions.how.prompt, answer: questions.how.choices['service-lift'] },
        { question: questions.why.prompt, answer: questions.why.choices['own-atelier'] },
      ]);
      expect(JSON.stringify(accusation.accusation)).not.toContain('service-lift');
    }
  });

  it('GET /v1/players/{id}/actions stays whole when a player sends a choice lock what is no choice', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await attempt(client, player, 'security-computer', '1887')).body.right).toBe(true);
    // Wrong choices until the lock makes the player wait: what is no choice is still refused
    // as such, and never recorded (a name like "constructor" would read as the choices' own).
    let status = 200;
    for (let i = 0; i < 8 && status !== 429; i += 1) {
      status = (await attempt(client, player, 'lift-route', i % 2 ? 'stage-door' : 'lighting-ladder')).status;
    }
    expect(status).toBe(429);
    for (const answer of ['constructor', '__proto__', 'toString']) {
      const refused = await attempt(client, player, 'lift-route', answer);
      expect(refused.status).toBe(400);
      expect(refused.body.key).toBe('VALIDATION');
    }
    const path = await client.get(`/v1/players/${player.id}/actions?lang=en`, admin);
    expect(path.status).toBe(200);
    expect(path.body.map((action: { answer: string | null }) => action.answer)).not.toContain('constructor');
  });

  it("refuses a player's token on the admin's progress and path of any player, their own included", async () => {
    const { hinted, ahead } = await playedSession();
    for (const url of [
      `/v1/players/${hinted.id}/progress`,
      `/v1/players/${hinted.id}/actions`,
      `/v1/players/${ahead.id}/progress`,
    ]) {
      const answer = await client.get(url, hinted.headers);
      // requireAdmin looks for Basic credentials only: a token is no credential here.
      expect(answer.status, url).toBe(401);
      expect(answer.body.key).toBe('UNAUTHORIZED');
    }
    const dashboard = await client.get('/v1/sessions/ZZZZZ9/dashboard', hinted.headers);
    expect(dashboard.status).toBe(401);
  });
});
