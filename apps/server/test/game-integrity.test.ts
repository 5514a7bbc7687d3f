import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameStateSchema } from '@coulisses/shared/game/game.schema';
import { checkScenario } from '../src/modules/scenarios/check-scenario.js';
import type { CompiledScenario } from '../src/modules/scenarios/compile-scenario.js';
import {
  admin,
  attempt,
  finishGame,
  newPlayer,
  newSession,
  SOLUTION,
  startGame,
  takeHint,
  transition,
  type TestPlayer,
} from './fixtures.js';
import { ENGINES, skipAhead, startTestServer, TestClient, type TestServer } from './helper.js';
import { listen } from './live-stream.js';

const RIGHT = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
const WRONG = { who: 'clara', how: 'connecting-door', why: 'jealousy' };
/** Every code of the case (SOLUTION.md); the two first locks' hints 1–2 give none of them. */
const CODES = ['1887', '2057', '20:57', '2052', '4121303', '3318'];

/**
 * docs/decisions/0015-nothing-learned-while-anyone-plays.md: nobody learns the answers,
 * the culprit or the debrief while anyone in the session can still play.
 */
describe.each(ENGINES)('the solution kept from the session on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let scenario: CompiledScenario;

  beforeAll(async () => {
    server = await startTestServer(engine, { ATTEMPT_RATE_LIMIT_MAX: '1000' });
    client = new TestClient(server.url);
    scenario = (await checkScenario(server.config.CONTENT_DIR, 'le-dernier-acte')).scenario!;
  });
  afterAll(() => server.close());

  /** A registration that spends its five minutes on hints (2 min, then 5) and is out of time. */
  async function outOfTime(sessionId: string, lang = 'en'): Promise<TestPlayer> {
    const player = await newPlayer(client, sessionId, { lang });
    await startGame(client, player);
    for (let hint = 0; hint < 2; hint += 1)
      expect((await takeHint(client, player, 'security-computer')).status).toBe(200);
    const state = await startGame(client, player);
    expect(state.status).toBe('timeUp');
    return player;
  }

  const accuse = (player: TestPlayer, answers: Record<string, string>) =>
    client.post(`/v1/players/${player.id}/accusation`, { answers }, player.headers);

  /** Everything a player may ask for about their game. */
  async function everything(player: TestPlayer): Promise<unknown[]> {
    const paths = ['/game', '/leaderboard', '/introduction', '/messages', ''];
    const bodies = [];
    for (const path of paths) {
      const { status, body } = await client.get(`/v1/players/${player.id}${path}`, player.headers);
      expect(status, path).toBe(200);
      bodies.push(body);
    }
    // The game master's views are not the player's to read.
    for (const path of ['actions', 'progress']) {
      expect((await client.get(`/v1/players/${player.id}/${path}`, player.headers)).status).toBe(401);
    }
    return bodies;
  }

  /** Every text of the bodies, less the ids, times and mails whose digits mean nothing. */
  function textsOf(value: unknown): string[] {
    if (typeof value === 'string') {
      return [value.replace(/[0-9a-f-]{36}|\d{4}-\d\d-\d\dT[\d:.]+Z|\S+@example\.com/g, '')];
    }
    if (Array.isArray(value)) return value.flatMap(textsOf);
    if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
    return [];
  }

  /**
   * What only the solution holds: the endings and the debrief in every language, and —
   * unless the player opened every lock — the codes.
   */
  function expectNoSolution(bodies: unknown[], { codes = true } = {}) {
    const seen = JSON.stringify(bodies);
    const texts = textsOf(bodies).join('\n');
    for (const lang of ['fr', 'en', 'es', 'gr'] as const) {
      // Their sentences, not their title ("The curtain falls again" is also a plain phrase).
      for (const text of [scenario.reveal[lang], scenario.unsolved[lang], scenario.debrief[lang]]) {
        const sentences = text.split('\n').filter((line) => line.length > 80);
        for (const sentence of sentences.slice(0, 5)) expect(seen).not.toContain(sentence.slice(0, 60));
      }
    }
    if (codes) for (const code of CODES) expect(texts).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(seen).not.toMatch(/"(result|verdict|expected|right|reveal|epilogue|debrief)"\s*:/);
  }

  it('gives a player out of time who accuses their own result, sealed: no answer, culprit or debrief', async () => {
    const session = await newSession(client, { durationMinutes: 5 });
    const throwaway = await outOfTime(session.id);
    const { status, body } = await accuse(throwaway, RIGHT);
    expect(status).toBe(200);
    expect(gameStateSchema.parse(body)).toEqual(body);
    expect(body.status).toBe('finished');
    expect(body.result).toBeUndefined();
    expect(body.sealedVerdict).toEqual({
      answers: [
        { questionId: 'who', prompt: expect.any(String), given: 'Solène Garnier, the costume designer' },
        { questionId: 'how', prompt: expect.any(String), given: expect.any(String) },
        { questionId: 'why', prompt: expect.any(String), given: expect.any(String) },
      ],
      pointsAtStake: 600,
      // The session keeps it from everyone, not this player's way to it.
      reason: 'session',
    });
    // Three right answers are worth 600 points: none of them shows before the release.
    expect(body.score.answerPoints).toBe(0);
    expectNoSolution([body, ...(await everything(throwaway))]);
    const saved = await server.database.db
      .selectFrom('games')
      .select(['score', 'verdict_points', 'accusation_reached'])
      .where('player_id', '=', throwaway.id)
      .executeTakeFirstOrThrow();
    // 600 for the answers, and what the penalties took below zero: the board leaves it out.
    expect(Number(saved.verdict_points)).toBe(Number(saved.score));
    expect(Number(saved.accusation_reached)).toBe(0);
  });

  /** A sealed answer less what differs between two players whatever their answers: ids, times, their own words. */
  const masked = (body: Record<string, any>) => ({
    ...body,
    playerId: '…',
    clock: { ...body.clock, elapsedSeconds: 0 },
    sealedVerdict: { ...body.sealedVerdict, answers: body.sealedVerdict.answers.map(() => '…') },
  });

  it('answers right and wrong accusations alike, so that registrations cannot compare them', async () => {
    const session = await newSession(client, { durationMinutes: 5 });
    const right = await outOfTime(session.id);
    const wrong = await outOfTime(session.id);
    const rival = await newPlayer(client, session.id);
    await startGame(client, rival);
    const first = await accuse(right, RIGHT);
    const second = await accuse(wrong, WRONG);
    expect(masked(first.body)).toEqual(masked(second.body));
    // On the board too: the same score for both, whatever their answers.
    const board = (await client.get(`/v1/players/${rival.id}/leaderboard`, rival.headers)).body;
    const finished = board.filter((row: { finished: boolean }) => row.finished);
    expect(finished).toHaveLength(2);
    expect(finished[0].score).toBe(finished[1].score);
  });

  it('keeps it even from a player who solved the case, until the game master releases it; then live', async () => {
    const session = await newSession(client);
    const solver = await newPlayer(client, session.id, { lang: 'gr' });
    const sealedOut = await newPlayer(client, session.id, { lang: 'fr' });
    const stillPlaying = await newPlayer(client, session.id);
    await startGame(client, stillPlaying);
    await startGame(client, sealedOut);
    await finishGame(client, solver);
    const sealed = (await client.get(`/v1/players/${solver.id}/game`, solver.headers)).body;
    expect(sealed.result).toBeUndefined();
    expect(sealed.sealedVerdict.answers[0].given).toContain('Σολέν');
    // Seven locks and the time left, not the 600 points of the verdict.
    expect(sealed.score).toMatchObject({ lockPoints: 700, answerPoints: 0 });
    expectNoSolution(await everything(stillPlaying));
    expectNoSolution(await everything(solver), { codes: false });
    const board = (await client.get(`/v1/players/${stillPlaying.id}/leaderboard`, stillPlaying.headers)).body;
    expect(board[0]).toMatchObject({ finished: true, score: sealed.score.total });

    const stream = listen(`${server.url}/v1/players/${solver.id}/events`, solver.headers);
    let released;
    try {
      await stream.ready();
      released = await transition(client, session.id, { action: 'releaseDebrief' });
      expect(released.status).toBe(200);
      expect(released.body).toMatchObject({ status: 'running', debriefReleasedAt: expect.any(String) });
      // The phone hears of it at once, and reads the solution.
      await stream.until(stream.has((event) => event.type === 'session'));
      expect(JSON.stringify(stream.events)).not.toMatch(/solene|reveal|debrief/i);
    } finally {
      stream.source.close();
    }
    const open = (await client.get(`/v1/players/${solver.id}/game`, solver.headers)).body;
    expect(open.sealedVerdict).toBeUndefined();
    expect(open.result.answers.every((answer: { right: boolean }) => answer.right)).toBe(true);
    expect(open.result.reveal).toMatch(/^# Η αυλαία πέφτει ξανά/);
    expect(open.score.answerPoints).toBe(600);
    const after = (await client.get(`/v1/players/${stillPlaying.id}/leaderboard`, stillPlaying.headers)).body;
    expect(after[0]).toMatchObject({ finished: true, score: open.score.total });
    // Released once: a second click changes nothing.
    const again = await transition(client, session.id, { action: 'releaseDebrief' });
    expect(again.body.debriefReleasedAt).toBe(released.body.debriefReleasedAt);
  });

  it('releases it to everyone when the session ends', async () => {
    const session = await newSession(client, { durationMinutes: 5 });
    const throwaway = await outOfTime(session.id, 'es');
    const neverAccused = await outOfTime(session.id, 'en');
    expect((await accuse(throwaway, WRONG)).body.result).toBeUndefined();
    expect((await startGame(client, neverAccused)).result).toBeUndefined();
    expect((await transition(client, session.id, { action: 'finish' })).status).toBe(200);
    // Nobody plays any more: those who never accused read it too, with nothing given.
    const over = await startGame(client, neverAccused);
    expect(over.status).toBe('over');
    expect(over.result.answers.map((answer: { given?: string }) => answer.given)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(over.result.reveal).toMatch(/^# The curtain falls again/);
    const { body } = await client.get(`/v1/players/${throwaway.id}/game`, throwaway.headers);
    expect(body.result.answers.map((answer: { right: boolean }) => answer.right)).toEqual([
      false,
      false,
      false,
    ]);
    expect(body.result.reveal).toMatch(/^# El telón vuelve a caer/);
    // A finished session takes no release: there is nothing left to release.
    const late = await transition(client, session.id, { action: 'releaseDebrief' });
    expect(late.status).toBe(409);
    expect(late.body.key).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('in a self-paced session, gives it at once to a player who opened the accusation, never to a registration out of time', async () => {
    const session = await newSession(client, { durationMinutes: 5, debriefRelease: 'playerFinish' });
    expect(session).toMatchObject({ debriefRelease: 'playerFinish', debriefReleasedAt: null });
    const throwaway = await outOfTime(session.id);
    const sealed = await accuse(throwaway, RIGHT);
    expect(sealed.body.result).toBeUndefined();
    expectNoSolution([sealed.body, ...(await everything(throwaway))]);

    const solver = await newPlayer(client, session.id);
    await finishGame(client, solver);
    const solved = (await client.get(`/v1/players/${solver.id}/game`, solver.headers)).body;
    expect(solved.result.answers.every((answer: { right: boolean }) => answer.right)).toBe(true);
    expect(solved.score.answerPoints).toBe(600);
    // The throwaway's own game is still sealed, and so is its row on the board.
    expect(
      (await client.get(`/v1/players/${throwaway.id}/game`, throwaway.headers)).body.result,
    ).toBeUndefined();
    // The others' rows of a board are at most a second old, and the throwaway read it before.
    skipAhead(1_100);
    const board = (await client.get(`/v1/players/${throwaway.id}/leaderboard`, throwaway.headers)).body;
    expect(board.find((row: { you: boolean }) => !row.you).score).toBe(solved.score.total);
    expect(board.find((row: { you: boolean }) => row.you).score).toBe(sealed.body.score.total);
  });

  // docs/product.md#debrief-release: no screen tells a player their verdict before it tells
  // everyone who made their accusation the same way.
  it('in a self-paced session, answers a right and a wrong accusation made the same way alike, at once: both released, or both sealed for the same reason', async () => {
    const session = await newSession(client, { debriefRelease: 'playerFinish' });
    const PARTLY_WRONG = { ...RIGHT, how: 'connecting-door' };
    /** Two players who crack every lock, each taking `hints` of the first lock's hints first. */
    async function pair(hints: number) {
      const players = [await newPlayer(client, session.id), await newPlayer(client, session.id)];
      for (const player of players) {
        await startGame(client, player);
        for (let hint = 0; hint < hints; hint += 1)
          expect((await takeHint(client, player, 'security-computer')).status).toBe(200);
        for (const [lockId, answer] of SOLUTION)
          expect((await attempt(client, player, lockId, answer)).body.right, lockId).toBe(true);
      }
      return players as [TestPlayer, TestPlayer];
    }

    // On their own: both read the solution at once, each the ending of their verdict.
    const [solver, mistaken] = await pair(0);
    const solved = (await accuse(solver, RIGHT)).body;
    const unsolved = (await accuse(mistaken, PARTLY_WRONG)).body;
    for (const body of [solved, unsolved]) {
      expect(body.sealedVerdict).toBeUndefined();
      expect(body.result).toBeDefined();
    }
    expect(solved.result).toMatchObject({
      verdict: 'solved',
      reveal: expect.stringMatching(/^# The curtain falls again/),
    });
    expect(solved.result.epilogue).toBeUndefined();
    expect(unsolved.result.verdict).toBe('unsolved');
    expect(unsolved.result.answers.map((answer: { right: boolean }) => answer.right)).toEqual([
      true,
      false,
      true,
    ]);
    expect(unsolved.result.epilogue).toMatch(
      /^# The curtain rises again\n[\s\S]*\n## What really happened\n/,
    );

    // Both with a lock's last hint, which may name its code: both sealed, alike but for their words.
    const lastHint = scenario.definition.locks.find((lock) => lock.id === 'security-computer')!.hints.length;
    const [hintedRight, hintedWrong] = await pair(lastHint);
    const first = (await accuse(hintedRight, RIGHT)).body;
    const second = (await accuse(hintedWrong, WRONG)).body;
    expect(first.sealedVerdict.reason).toBe('lastHint');
    expect(masked(first)).toEqual(masked(second));

    // Both out of time before the accusation's folder: sealed too, for that reason.
    const short = await newSession(client, { durationMinutes: 5, debriefRelease: 'playerFinish' });
    const late = [await outOfTime(short.id), await outOfTime(short.id)];
    const lateRight = (await accuse(late[0]!, RIGHT)).body;
    const lateWrong = (await accuse(late[1]!, PARTLY_WRONG)).body;
    expect(lateRight.sealedVerdict.reason).toBe('timeUp');
    expect(masked(lateRight)).toEqual(masked(lateWrong));

    // The game master's release reaches right and wrong at the same moment.
    expect((await transition(client, session.id, { action: 'releaseDebrief' })).status).toBe(200);
    const verdicts = [];
    for (const player of [hintedRight, hintedWrong]) {
      const { body } = await client.get(`/v1/players/${player.id}/game`, player.headers);
      expect(body.sealedVerdict).toBeUndefined();
      verdicts.push(body.result.verdict);
    }
    expect(verdicts).toEqual(['solved', 'unsolved']);
  });

  it('in a self-paced session, keeps it from a registration that took a lock to its last hint, which may give the code away', async () => {
    const session = await newSession(client, { durationMinutes: 60, debriefRelease: 'playerFinish' });
    const hinted = await newPlayer(client, session.id);
    await startGame(client, hinted);
    const lock = scenario.definition.locks[0]!;
    for (let hint = 0; hint < lock.hints.length; hint += 1) {
      expect((await takeHint(client, hinted, lock.id)).status).toBe(200);
    }
    // The rest of the case solved and the accusation made from its opened folder: still sealed.
    await finishGame(client, hinted);
    const game = (await client.get(`/v1/players/${hinted.id}/game`, hinted.headers)).body;
    expect(game.result).toBeUndefined();
    expect(game.sealedVerdict).toBeDefined();
    // (Its hints' words are its own to read: the last one may name a code.)
    expect(JSON.stringify(await everything(hinted))).not.toMatch(/"(result|expected|right|reveal|debrief)"/);

    // One hint short of the last, the accusation reached on one's own opens it at once.
    const helped = await newPlayer(client, session.id);
    await startGame(client, helped);
    for (let hint = 0; hint < lock.hints.length - 1; hint += 1) {
      expect((await takeHint(client, helped, lock.id)).status).toBe(200);
    }
    await finishGame(client, helped);
    expect((await client.get(`/v1/players/${helped.id}/game`, helped.headers)).body.result).toBeDefined();

    // The game master's release reaches the hinted player too.
    expect((await transition(client, session.id, { action: 'releaseDebrief' })).status).toBe(200);
    expect((await client.get(`/v1/players/${hinted.id}/game`, hinted.headers)).body.result).toBeDefined();
  });

  it('refuses a player the release, and takes the setting only from the list', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const byPlayer = await client.post(
      `/v1/sessions/${session.id}/transitions`,
      { action: 'releaseDebrief' },
      player.headers,
    );
    expect(byPlayer.status).toBe(401);
    const bad = await client.post('/v1/sessions', { name: 'Odd', debriefRelease: 'never' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ key: 'VALIDATION', fields: ['debriefRelease'] });
    const created = await client.post('/v1/sessions', { name: 'Default' }, admin);
    expect(created.body.debriefRelease).toBe('sessionEnd');
    // Edited, and kept when an older client leaves it out of its PUT.
    const withoutIt = { ...created.body };
    delete withoutIt.debriefRelease;
    const edited = await client.put(
      `/v1/sessions/${created.body.id}`,
      {
        ...created.body,
        debriefRelease: 'playerFinish',
      },
      admin,
    );
    expect(edited.body.debriefRelease).toBe('playerFinish');
    const kept = await client.put(`/v1/sessions/${created.body.id}`, withoutIt, admin);
    expect(kept.status).toBe(200);
    expect(kept.body.debriefRelease).toBe('playerFinish');
    const openapi = (await client.get('/v1/openapi.json')).body;
    expect(JSON.stringify(openapi.paths['/v1/sessions'].post)).toContain('playerFinish');
    expect(JSON.stringify(openapi.paths['/v1/sessions/{id}/transitions'].post)).toContain('releaseDebrief');
  });
});
