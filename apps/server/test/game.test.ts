import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptResultSchema,
  gameStateSchema,
  LEADERBOARD_TOP,
  leaderboardSchema,
} from '@coulisses/shared/game/game.schema';
import { arrivalNumbers } from '@coulisses/shared/player/arrival';
import { basic, ENGINES, skipAhead, startTestServer, TestClient, type TestServer } from './helper.js';
import { textLockContent } from './text-lock-case.js';

/** The codes of "Le dernier acte", in the order a player reaches them (SOLUTION.md). */
const SOLUTION: [lockId: string, answer: string][] = [
  ['security-computer', '1887'],
  ['dressing-room-seal', '20:57'],
  ['desk-drawer', '2052'],
  ['lift-route', 'service-lift'],
  ['workshop-door', 'Moreau'],
  ['lab-request', '4121303'],
  ['cloak-seizure', '3318'],
];
const ACCUSATION = { who: 'solene', how: 'service-lift', why: 'own-atelier' };

/**
 * The state read and the answers are sent as the server builds them, without a schema
 * check per response (routes/v1/game.ts): every one these tests receive must be exactly
 * what the shared schema describes, nothing missing and nothing more.
 */
function exactly(schema: { parse: (value: unknown) => unknown }) {
  return <T extends { status: number; body: unknown }>(response: T): T => {
    if (response.status === 200) expect(schema.parse(response.body)).toEqual(response.body);
    return response;
  };
}

describe.each(ENGINES)('game API on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  const admin = { authorization: basic() };
  let mailCount = 0;

  beforeAll(async () => {
    // Answers per minute and address are limited (tested below on a server of its own):
    // these tests answer many more within a minute, all from one address.
    // The case with its workshop door typed, so that text answers are tested too.
    server = await startTestServer(engine, {
      ATTEMPT_RATE_LIMIT_MAX: '1000',
      CONTENT_DIR: textLockContent(),
    });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  async function newSession(status = 'running', debriefRelease = 'sessionEnd') {
    const { body } = await client.post('/v1/sessions', { name: 'Premiere', status, debriefRelease }, admin);
    return body as { id: string; name: string; scenarioId: string; durationMinutes: number; status: string };
  }

  async function newPlayer(sessionId: string, lang = 'en') {
    mailCount += 1;
    const { status, body } = await client.post('/v1/players', {
      mail: `investigator${mailCount}@example.com`,
      sessionId,
      lang,
    });
    expect(status).toBe(201);
    const headers = { 'x-player-token': body.token as string };
    const id = body.id as string;
    return {
      id,
      headers,
      state: () => client.get(`/v1/players/${id}/game`, headers).then(exactly(gameStateSchema)),
      read: (doc: string) => client.get(`/v1/players/${id}/documents/${doc}`, headers),
      attempt: (lock: string, answer: string) =>
        client
          .post(`/v1/players/${id}/locks/${lock}/attempts`, { answer }, headers)
          .then(exactly(attemptResultSchema)),
      hint: (lock: string) => client.post(`/v1/players/${id}/locks/${lock}/hints`, {}, headers),
      accuse: (answers: Record<string, string>) =>
        client.post(`/v1/players/${id}/accusation`, { answers }, headers),
    };
  }

  it('shows a new player the three open folders and the locks within reach, nothing more', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    const { status, body } = await player.state();
    expect(status).toBe(200);
    expect(body.status).toBe('playing');
    expect(body.clock).toMatchObject({ durationSeconds: 3600, penaltySeconds: 0, running: true });
    const byId = Object.fromEntries(body.folders.map((folder: { id: string }) => [folder.id, folder]));
    expect(Object.keys(byId)).toEqual([
      'case-file',
      'statements',
      'backstage-plan',
      'security-office',
      'dressing-room',
    ]);
    expect(byId['security-office']).toMatchObject({ status: 'locked' });
    expect(byId['security-office'].documents).toBeUndefined();
    expect(byId['security-office'].locks[0]).toMatchObject({ id: 'security-computer', hintsTaken: [] });
    expect(body.accusation).toBeUndefined();
    expect(body.result).toBeUndefined();
  });

  it('never sends an answer, a locked document, an untaken hint or the solution before it is earned', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    const responses: string[] = [];
    const state = await player.state();
    responses.push(JSON.stringify(state.body));
    for (const folder of state.body.folders) {
      for (const doc of folder.documents ?? []) {
        const read = await player.read(doc.id);
        expect(read.status).toBe(200);
        responses.push(JSON.stringify(read.body));
      }
    }
    responses.push(
      JSON.stringify((await client.get(`/v1/players/${player.id}/leaderboard`, player.headers)).body),
    );
    const seen = responses.join('\n');

    // What the locks protect: the documents of every locked folder, in the player's language.
    const scenario = await import('../src/modules/scenarios/check-scenario.js').then((module) =>
      module.checkScenario(server.config.CONTENT_DIR, 'le-dernier-acte'),
    );
    const compiled = scenario.scenario!;
    const open = new Set(['case-file', 'statements', 'backstage-plan']);
    for (const doc of compiled.documents.values()) {
      if (open.has(doc.folderId)) continue;
      const excerpt = doc.markdown.en.replace(/\s+/g, ' ').slice(0, 60);
      expect(seen.replace(/\s+/g, ' ')).not.toContain(excerpt);
    }
    for (const lock of compiled.definition.locks) {
      for (const hint of compiled.texts.en.locks[lock.id]!.hints) expect(seen).not.toContain(hint);
    }
    expect(seen).not.toContain(compiled.debrief.en.slice(0, 60));
    // Nor the ending's reveal, in any language: it is earned by the accusation.
    for (const reveal of Object.values(compiled.reveal)) expect(seen).not.toContain(reveal.slice(0, 40));
    // The answers whose clues sit in locked folders appear nowhere yet.
    // (Ids are random: one may hold these digits by chance, so they are left out.)
    const withoutIds = seen.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '');
    for (const answer of ['2052', '3318', '"solene"']) expect(withoutIds).not.toContain(answer);
    // And no field of the state carries an answer, whatever its value.
    expect(seen).not.toMatch(/"(answer|answers|acceptedAnswers|correct)"\s*:/);

    const locked = await player.read('badge-log');
    expect(locked.status).toBe(403);
    expect(locked.body.key).toBe('FOLDER_LOCKED');
    expect(JSON.stringify(locked.body)).not.toContain('B-099');
    // It checks the whole case again to know what the locks protect: seconds on a busy machine.
  }, 60_000);

  it('throttles wrong codes per player and lock, so a 4-digit code cannot be brute-forced', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    for (let code = 1000; code < 1005; code += 1) {
      const { status, body } = await player.attempt('security-computer', String(code));
      expect(status).toBe(200);
      expect(body.right).toBe(false);
    }
    const blocked = await player.attempt('security-computer', '1887');
    expect(blocked.status).toBe(429);
    expect(blocked.body.key).toBe('LOCK_THROTTLED');

    const { body } = await player.state();
    const lock = body.folders.find((folder: { id: string }) => folder.id === 'security-office').locks[0];
    expect(lock.wrongAttempts).toBe(5);
    expect(Date.parse(lock.retryAt)).toBeGreaterThan(Date.now());
    // Three wrong answers are free; the fourth and fifth cost 30 s each.
    expect(body.clock.penaltySeconds).toBe(60);
    expect(body.wrongAttempts).toBe(5);

    // Another lock of the same player is not throttled.
    const other = await player.attempt('dressing-room-seal', '0000');
    expect(other.status).toBe(200);
    const rows = await server.database.db
      .selectFrom('game_actions')
      .select(['kind', 'target', 'outcome'])
      .where('player_id', '=', player.id)
      .where('kind', '=', 'attempt')
      .execute();
    // Five wrong, one refused while throttled (kept for the replay), one on the other lock.
    expect(rows.map((row) => row.outcome).sort()).toEqual([
      'throttled',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
    ]);
  });

  it('refuses the same wrong answer twice without counting it, and bad answers with 400', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    expect((await player.attempt('security-computer', '12 34')).body.right).toBe(false);
    const again = await player.attempt('security-computer', '1234');
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('ANSWER_ALREADY_TRIED');
    const tooLong = await player.attempt('security-computer', '9'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ key: 'VALIDATION', fields: ['answer'] });
    const onlyPunctuation = await player.attempt('security-computer', ' ?!… ');
    expect(onlyPunctuation.status).toBe(400);
    expect((await player.attempt('security-computer', '1888')).body.right).toBe(false);
    const { body } = await player.state();
    expect(body.wrongAttempts).toBe(2);
  });

  it('judges a code on its digits: "20h57" opens the dressing-room seal, another number stays wrong', async () => {
    const session = await newSession();
    const french = await newPlayer(session.id, 'fr');
    expect((await french.attempt('dressing-room-seal', '20 h 58')).body.right).toBe(false);
    expect((await french.attempt('dressing-room-seal', '8:57 pm')).body.right).toBe(false);
    const seal = await french.attempt('dressing-room-seal', '20h57');
    expect(seal.status).toBe(200);
    expect(seal.body.right).toBe(true);
    expect(
      seal.body.state.folders.find((folder: { id: string }) => folder.id === 'dressing-room').status,
    ).toBe('open');
    expect((await french.attempt('security-computer', '１８８７')).body.right).toBe(true);
    expect((await french.attempt('desk-drawer', '20:52')).body.right).toBe(true);
    expect((await french.attempt('lift-route', 'service-lift')).body.right).toBe(true);
    // A Greek player writes the name in Greek or in Latin letters, as the case lists it.
    const greek = await newPlayer(session.id, 'gr');
    for (const [lock, answer] of SOLUTION.slice(0, 4)) await greek.attempt(lock, answer);
    expect((await greek.attempt('workshop-door', 'Morel')).body.right).toBe(false);
    expect((await greek.attempt('workshop-door', 'Moro')).body.right).toBe(true);
    expect((await french.attempt('workshop-door', 'Μορώ')).body.right).toBe(true);
    // Printed labels and separators are forgiven, a leading zero is another reference.
    expect((await french.attempt('lab-request', '04121303')).body.right).toBe(false);
    expect((await french.attempt('lab-request', 'réf. 412 — 13/03')).body.right).toBe(true);
    expect((await french.attempt('cloak-seizure', 'INV-3318')).body.right).toBe(true);
    const { body } = await french.state();
    expect(body.solvedLocks).toBe(7);
    expect(body.wrongAttempts).toBe(3);
  });

  it('says the form a lock expects, without its answer: digits and their count only when the prompt does', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    const forms = new Map<string, unknown>();
    const look = async () => {
      for (const folder of (await player.state()).body.folders)
        for (const lock of folder.locks ?? []) forms.set(lock.id, lock.answerForm ?? 'none');
    };
    for (const [lock, answer] of SOLUTION.slice(0, 3)) {
      await look();
      await player.attempt(lock, answer);
    }
    await look();
    await player.attempt('workshop-door', 'Moreau');
    await look();
    expect(Object.fromEntries(forms)).toEqual({
      'security-computer': { kind: 'digits', length: 4 },
      'dressing-room-seal': { kind: 'digits', length: 4 },
      'desk-drawer': { kind: 'digits', length: 4 },
      'lift-route': 'none',
      'workshop-door': { kind: 'text' },
      // The prompt says how many: the reference's 3 and the date's 4.
      'lab-request': { kind: 'digits', length: 7 },
    });
  });

  it('answers an answer not of the lock\u2019s form with 400 ANSWER_FORM, free: no attempt, no penalty', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    // Three wrong answers use up the free ones: the next wrong one would cost time.
    for (const code of ['1000', '1001', '1002']) await player.attempt('security-computer', code);
    const before = (await player.state()).body;
    for (const typed of ['abcd', 'mil huit cent', '🎭'.repeat(100), '二〇〇〇', 'ΧΙΛΙΑ', ' …?! ']) {
      const { status, body } = await player.attempt('security-computer', typed);
      expect(status, typed).toBe(400);
      expect(body, typed).toMatchObject({
        key: 'ANSWER_FORM',
        fields: ['answer'],
        answerForm: { kind: 'digits', length: 4 },
      });
    }
    // The length limit counts characters: 200 emoji are within it, 201 are not; never a 5xx.
    const emoji = await player.attempt('security-computer', '🎭'.repeat(200));
    expect(emoji.status).toBe(400);
    expect(emoji.body.key).toBe('ANSWER_FORM');
    const tooLong = await player.attempt('security-computer', '🎭'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ key: 'VALIDATION', fields: ['answer'] });
    const after = (await player.state()).body;
    const lockOf = (state: typeof before) =>
      state.folders.find((folder: { id: string }) => folder.id === 'security-office').locks[0];
    expect(after.wrongAttempts).toBe(3);
    expect(after.clock.penaltySeconds).toBe(before.clock.penaltySeconds);
    expect(lockOf(after)).toMatchObject({ wrongAttempts: 3, freeAttemptsLeft: 0 });
    expect(lockOf(after).retryAt).toBe(lockOf(before).retryAt);
    const rows = await server.database.db
      .selectFrom('game_actions')
      .select('outcome')
      .where('player_id', '=', player.id)
      .where('kind', '=', 'attempt')
      .execute();
    expect(rows.map((row) => row.outcome)).toEqual(['wrong', 'wrong', 'wrong']);
    // A text lock wants Latin or Greek letters.
    const reader = await newPlayer(session.id);
    for (const [lock, answer] of SOLUTION.slice(0, 4)) await reader.attempt(lock, answer);
    const chinese = await reader.attempt('workshop-door', '莫罗');
    expect(chinese.status).toBe(400);
    expect(chinese.body).toMatchObject({ key: 'ANSWER_FORM', answerForm: { kind: 'text' } });
  });

  it('refuses locks of another scenario, out of reach or already open, and other players', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    const other = await newPlayer(session.id);
    expect((await player.attempt('no-such-lock', '1')).body.key).toBe('LOCK_UNAVAILABLE');
    const far = await player.attempt('cloak-seizure', '3318');
    expect(far.status).toBe(409);
    expect(far.body.key).toBe('LOCK_UNAVAILABLE');
    expect((await player.attempt('security-computer', '1887')).body.right).toBe(true);
    const again = await player.attempt('security-computer', '1887');
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('LOCK_SOLVED');
    const foreign = await client.post(
      `/v1/players/${other.id}/locks/security-computer/attempts`,
      { answer: '1887' },
      player.headers,
    );
    expect(foreign.status).toBe(403);
    const byAdmin = await client.post(
      `/v1/players/${player.id}/locks/desk-drawer/attempts`,
      { answer: '2052' },
      admin,
    );
    expect(byAdmin.status).toBe(403);
    expect((await other.state()).body.solvedLocks).toBe(0);
  });

  it('accepts text answers in any language, whatever their case, accents or punctuation', async () => {
    const session = await newSession();
    const english = await newPlayer(session.id, 'en');
    const greek = await newPlayer(session.id, 'gr');
    for (const player of [english, greek]) {
      for (const [lock, answer] of SOLUTION.slice(0, 3)) {
        expect((await player.attempt(lock, answer)).body.right).toBe(true);
      }
    }
    expect((await english.attempt('workshop-door', ' l. MOREAU ')).body.right).toBe(true);
    expect((await greek.attempt('workshop-door', 'ΜΟΡΌ')).body.right).toBe(true);
  });

  it('gives hints in order at their cost, and refuses a fourth', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id, 'fr');
    const first = await player.hint('security-computer');
    expect(first.status).toBe(200);
    expect(first.body.hint.length).toBeGreaterThan(10);
    expect(first.body.state.clock.penaltySeconds).toBe(120);
    await player.hint('security-computer');
    const third = await player.hint('security-computer');
    expect(third.body.state.clock.penaltySeconds).toBe(120 + 300 + 600);
    const lock = third.body.state.folders.find((f: { id: string }) => f.id === 'security-office').locks[0];
    expect(lock.hintsTaken).toHaveLength(3);
    expect(lock.nextHintPenaltySeconds).toBeUndefined();
    const fourth = await player.hint('security-computer');
    expect(fourth.status).toBe(409);
    expect(fourth.body.key).toBe('NO_MORE_HINTS');
    expect((await player.state()).body.hintsTaken).toBe(3);
  });

  it('refuses to play before the start and during a pause, and keeps the game whole', async () => {
    const session = await newSession('open');
    const player = await newPlayer(session.id);
    const waiting = await player.state();
    expect(waiting.body.status).toBe('waiting');
    expect(waiting.body.folders).toEqual([]);
    expect((await player.attempt('security-computer', '1887')).body.key).toBe('GAME_NOT_STARTED');

    await client.put(`/v1/sessions/${session.id}`, { ...session, status: 'running' }, admin);
    expect((await player.attempt('security-computer', '1887')).body.right).toBe(true);
    await client.put(`/v1/sessions/${session.id}`, { ...session, status: 'paused' }, admin);
    const paused = await player.state();
    expect(paused.body.status).toBe('paused');
    expect(paused.body.clock.running).toBe(false);
    const refused = await player.attempt('desk-drawer', '2052');
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('SESSION_PAUSED');
    expect((await player.read('badge-log')).body.key).toBe('SESSION_PAUSED');
    expect((await player.state()).body.solvedLocks).toBe(1);
  });

  it("GET /v1/players/{id}/leaderboard answers the first ten, then the player's own row with its rank", async () => {
    const session = await newSession();
    // The first to join never looks at their game: not on the board, but counted as first.
    const absent = await newPlayer(session.id);
    const players = [];
    for (let index = 0; index < LEADERBOARD_TOP + 2; index += 1) {
      const player = await newPlayer(session.id);
      await player.state();
      players.push(player);
    }
    const onlyReading = await newPlayer(session.id);
    // The first to join is overtaken by the last, who solves a lock; the others, level at
    // 0 points, keep the order in which they joined.
    const last = players.at(-1)!;
    expect((await last.attempt('security-computer', '1887')).body.right).toBe(true);
    const board = (player: { id: string; headers: Record<string, string> }) =>
      client.get(`/v1/players/${player.id}/leaderboard`, player.headers).then(exactly(leaderboardSchema));

    const top = await board(last);
    expect(top.status).toBe(200);
    expect(top.body.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(top.body[0]).toMatchObject({ rank: 1, you: true, score: 100, solvedLocks: 1, finished: false });
    // docs/product.md#nicknames: no mail, whole or masked; each player by their number in the
    // order the session's players joined, the absent one first.
    expect(JSON.stringify(top.body)).not.toContain('@');
    expect(
      top.body.map((row: { player: string | null; number: number }) => [row.player, row.number]),
    ).toEqual([
      [null, LEADERBOARD_TOP + 3],
      ...players.slice(0, LEADERBOARD_TOP - 1).map((_, index) => [null, index + 2]),
    ]);

    const below = await board(players.at(-2)!);
    expect(below.body).toHaveLength(LEADERBOARD_TOP + 1);
    expect(below.body.at(-1)).toMatchObject({ rank: LEADERBOARD_TOP + 2, you: true, score: 0 });
    expect(below.body.at(-1)).toMatchObject({ player: null, number: LEADERBOARD_TOP + 2 });
    expect(below.body.slice(0, -1).every((row: { you: boolean }) => !row.you)).toBe(true);

    // The dashboard numbers them alike (packages/shared/src/player/arrival.ts).
    const dashboard = await client.get(`/v1/sessions/${session.id}/dashboard`, admin);
    const numbers = arrivalNumbers(dashboard.body.players);
    expect([absent, ...players, onlyReading].map((player) => numbers.get(player.id))).toEqual(
      Array.from({ length: LEADERBOARD_TOP + 4 }, (_, index) => index + 1),
    );

    // The absent one begins within the second the board was ranked: their own row, read
    // anew, has their number all the same; named once they choose a nickname.
    await board(last);
    await absent.state();
    const late = await board(absent);
    expect(late.body.find((row: { you: boolean }) => row.you)).toMatchObject({ player: null, number: 1 });
    await client.put(`/v1/players/${absent.id}/nickname`, { nickname: 'Le Premier' }, absent.headers);
    const named = await board(absent);
    expect(named.body.find((row: { you: boolean }) => row.you)).toMatchObject({
      player: 'Le Premier',
      number: 1,
    });

    // Not started, so not ranked: the top alone.
    const none = await board(onlyReading);
    expect(none.body).toHaveLength(LEADERBOARD_TOP);
    expect(none.body.some((row: { you: boolean }) => row.you)).toBe(false);
  });

  it("reads the others' rows of a leaderboard at most once a second, and the reader's own row anew", async () => {
    const session = await newSession();
    const [watcher, solver] = [await newPlayer(session.id), await newPlayer(session.id)];
    await watcher.state();
    await solver.state();
    const board = (player: { id: string; headers: Record<string, string> }) =>
      client.get(`/v1/players/${player.id}/leaderboard`, player.headers).then(exactly(leaderboardSchema));
    // The watcher's look ranks the session; the solver then overtakes them.
    expect((await board(watcher)).body[0]).toMatchObject({ rank: 1, you: true, score: 0 });
    expect((await solver.attempt('security-computer', '1887')).body.right).toBe(true);
    // Within that second the solver reads their own row as it is now, first.
    const own = await board(solver);
    expect(own.body.map((row: { you: boolean; score: number }) => [row.you, row.score])).toEqual([
      [true, 100],
      [false, 0],
    ]);
    expect(own.body.map((row: { rank: number }) => row.rank)).toEqual([1, 2]);
    skipAhead(1_100);
    const later = await board(watcher);
    expect(later.body[0]).toMatchObject({ rank: 1, you: false, score: 100, solvedLocks: 1 });
    expect(later.body[1]).toMatchObject({ rank: 2, you: true });
  });

  it('plays the whole case: the accusation ends the game with its score, its debrief and the leaderboard', async () => {
    // Self-paced: the solution reaches at once a player who opened the accusation's folder.
    const session = await newSession('running', 'playerFinish');
    const player = await newPlayer(session.id, 'es');
    const rival = await newPlayer(session.id, 'fr');
    await rival.state();
    await player.hint('security-computer');
    expect((await player.attempt('security-computer', '1903')).body.right).toBe(false);
    for (const [lock, answer] of SOLUTION) {
      const { status, body } = await player.attempt(lock, answer);
      expect(status, lock).toBe(200);
      expect(body.right, lock).toBe(true);
    }
    const before = await player.state();
    expect(before.body.accusation.questions.map((q: { id: string }) => q.id)).toEqual(['who', 'how', 'why']);

    const bad = await player.accuse({ who: 'solene', how: 'nowhere' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['answers.how', 'answers.why']);

    const { status, body } = await player.accuse(ACCUSATION);
    expect(status).toBe(200);
    expect(body.status).toBe('finished');
    expect(body.clock.running).toBe(false);
    expect(body.result.answers.every((answer: { right: boolean }) => answer.right)).toBe(true);
    expect(body.result.verdict).toBe('solved');
    expect(body.result.epilogue).toBeUndefined();
    expect(body.result.debrief.length).toBeGreaterThan(500);
    // The ending's reveal, in the player's language (Spanish), after the accusation only.
    expect(body.result.reveal).toMatch(/^# El telón vuelve a caer/);
    expect(body.result.reveal).toContain('INV-3318');
    // 7 locks × 100 + 3 answers × 200 + 57 whole minutes left × 10 − 2 min of hint × 10.
    expect(body.score).toMatchObject({ lockPoints: 700, answerPoints: 600, penaltyPoints: 20 });
    expect(body.score.timePoints).toBeGreaterThanOrEqual(570);
    expect(body.score.total).toBe(700 + 600 + body.score.timePoints - 20);
    expect(body.folders.map((folder: { status: string }) => folder.status)).toEqual(Array(10).fill('solved'));

    const after = await player.attempt('security-computer', '1887');
    expect(after.body.key).toBe('GAME_OVER');
    expect((await player.accuse(ACCUSATION)).body.key).toBe('GAME_OVER');

    const board = await client
      .get(`/v1/players/${rival.id}/leaderboard`, rival.headers)
      .then(exactly(leaderboardSchema));
    expect(board.body[0]).toMatchObject({ rank: 1, finished: true, you: false, score: body.score.total });
    // The player joined before the rival: the first of the session.
    expect(board.body[0]).toMatchObject({ player: null, number: 1 });
    expect(board.body[1]).toMatchObject({ rank: 2, finished: false, you: true });

    const kinds = await server.database.db
      .selectFrom('game_actions')
      .select('kind')
      .where('player_id', '=', player.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual([
      'start',
      'hint',
      'attempt',
      ...SOLUTION.map(() => 'attempt'),
      'accusation',
    ]);
    const row = await server.database.db
      .selectFrom('games')
      .selectAll()
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.score)).toBe(body.score.total);
    expect(row.finished_at).not.toBeNull();
  });

  it('tells a wrong accusation the case is not solved, then what really happened, with each answer judged', async () => {
    const session = await newSession('running', 'playerFinish');
    const player = await newPlayer(session.id, 'gr');
    for (const [lock, answer] of SOLUTION)
      expect((await player.attempt(lock, answer)).body.right, lock).toBe(true);
    const { status, body } = await player.accuse({ ...ACCUSATION, who: 'clara' });
    expect(status).toBe(200);
    expect(body.result.answers.map((answer: { right: boolean }) => answer.right)).toEqual([
      false,
      true,
      true,
    ]);
    // Its own ending, in the player's language: not the win's curtain falling.
    expect(body.result.verdict).toBe('unsolved');
    expect(body.result.epilogue).toMatch(
      /^# Η αυλαία σηκώνεται ξανά\n[\s\S]*\n## Τι έγινε στην πραγματικότητα\n/,
    );
    expect(body.result.epilogue).toContain('Σολέν Γκαρνιέ');
    expect(body.result.debrief).toContain('Σολέν Γκαρνιέ');
  });

  it('lets an admin read a game without starting its clock, and lists the scenarios', async () => {
    const session = await newSession();
    const player = await newPlayer(session.id);
    const seen = await client.get(`/v1/players/${player.id}/game`, admin);
    expect(seen.status).toBe(200);
    const games = await server.database.db.selectFrom('games').select('player_id').execute();
    expect(games.map((game) => game.player_id)).not.toContain(player.id);

    const list = await client.get('/v1/scenarios', admin);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: 'le-dernier-acte',
        valid: true,
        languages: ['fr', 'en', 'es', 'gr'],
        folderCount: 10,
        lockCount: 7,
        problems: [],
      }),
    ]);
    expect((await client.get('/v1/scenarios')).status).toBe(401);
  });
});

describe('answers per address', () => {
  it('are limited across players, so registering many players does not multiply the guesses', async () => {
    const server = await startTestServer('sqlite', { ATTEMPT_RATE_LIMIT_MAX: '4' });
    try {
      const client = new TestClient(server.url);
      const admin = { authorization: basic() };
      const session = await client.post('/v1/sessions', { name: 'Brute', status: 'running' }, admin);
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const { body } = await client.post('/v1/players', {
          mail: `guesser${index}@example.com`,
          sessionId: session.body.id,
        });
        for (const code of ['1000', '1001']) {
          const attempt = await client.post(
            `/v1/players/${body.id}/locks/security-computer/attempts`,
            { answer: code },
            { 'x-player-token': body.token },
          );
          statuses.push(attempt.status);
          if (attempt.status === 429) expect(attempt.body.key).toBe('RATE_LIMITED');
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await server.close();
    }
  });
});
