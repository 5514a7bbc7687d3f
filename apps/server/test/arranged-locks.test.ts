import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameStateSchema } from '@coulisses/shared/game/game.schema';
import {
  admin,
  attempt,
  newPlayer,
  newSession,
  newTeam,
  startGame,
  transition,
  type TestPlayer,
} from './fixtures.js';
import { ENGINES, serverForSuite } from './helper.js';

/** "La Reine de la nuit" (its SOLUTION.md): a lock of each kind, in the order a player meets them. */
const ORDER: string[] = ['grande-porte', 'antenne', 'socle', 'porte-service', 'conference'];
const PAIRS = { z1: 'fougeres', z2: 'palmarium', z3: 'cactees', z4: 'orangerie' };
/** The north-west corner of the cactus house: x 73.75–86.25, y 29.5–44.5 (percent). */
const IN_THE_CORNER = [{ x: 80, y: 37 }];
const TEXTS_EN = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../content/scenarios/la-reine-de-la-nuit/texts.en.json'),
    'utf8',
  ),
);
const LOCKS = {
  order: 'fil-de-la-soiree',
  code: 'heure-de-la-brume',
  match: 'zones-de-l-automate',
  choice: 'la-cle-de-p3',
  spot: 'ou-est-la-reine',
};

describe.each(ENGINES)('order, spot and match locks on %s', (engine) => {
  const { client } = serverForSuite(engine);

  const sessions = new Map<string, string>();
  async function newInvestigator(lang = 'fr'): Promise<TestPlayer> {
    const session = await newSession(client, { scenarioId: 'la-reine-de-la-nuit' });
    const player = await newPlayer(client, session.id, { lang });
    sessions.set(player.id, session.id);
    await startGame(client, player);
    return player;
  }
  const state = async (player: TestPlayer) =>
    gameStateSchema.parse((await client.get(`/v1/players/${player.id}/game`, player.headers)).body);
  const lockOf = async (player: TestPlayer, lockId: string) =>
    (await state(player)).folders.flatMap((folder) => folder.locks ?? []).find((lock) => lock.id === lockId);
  const solve = async (player: TestPlayer, lockId: string, answer: unknown) => {
    const response = await attempt(client, player, lockId, answer);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.right, lockId).toBe(true);
  };
  const image = (player: TestPlayer) =>
    client.get(`/v1/players/${player.id}/locks/${LOCKS.spot}/image`, player.headers);

  it('plays the case through, each kind answered whole, and shows none of their answers before', async () => {
    const player = await newInvestigator('gr');
    const order = await lockOf(player, LOCKS.order);
    expect(order?.kind).toBe('order');
    // The items, in Greek, shuffled: never in the order that opens the lock.
    expect(order?.items?.map((item) => item.id).sort()).toEqual([...ORDER].sort());
    expect(order?.items?.map((item) => item.id)).not.toEqual(ORDER);
    expect(order?.items?.every((item) => /\p{Script=Greek}/u.test(item.label))).toBe(true);
    // Not yet within reach: the spot lock's picture is refused as any lock out of reach.
    expect((await image(player)).status).toBe(409);

    await solve(player, LOCKS.order, ORDER);
    await solve(player, LOCKS.code, '22:00');
    const match = await lockOf(player, LOCKS.match);
    expect(match?.match?.left.map((item) => item.id)).toEqual(['z1', 'z2', 'z3', 'z4']);
    expect(match?.match?.right.map((item) => item.id).sort()).toEqual(Object.values(PAIRS).sort());
    // Read row by row, the lists never line up into the answer.
    expect(
      match?.match?.left.every((left, index) => match.match?.right[index]?.id === PAIRS[left.id as 'z1']),
    ).toBe(false);
    expect(match?.match?.columns.left).not.toBe('');
    await solve(player, LOCKS.match, PAIRS);
    await solve(player, LOCKS.choice, 'cle-bleue');

    const spot = await lockOf(player, LOCKS.spot);
    expect(spot?.spot).toMatchObject({ marks: 1, grid: { columns: 8, rows: 6 } });
    expect(spot?.spot?.description).toMatch(/\p{Script=Greek}/u);
    const everything = JSON.stringify(await state(player));
    // The place that opens it, and its name, stay on the server.
    expect(everything).not.toContain('73.75');
    expect(everything).not.toContain('coin-nord-ouest');
    const picture = await image(player);
    expect(picture.status).toBe(200);
    expect(picture.body.src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(picture.body.src.split(',')[1], 'base64').toString('utf8')).toMatch(
      /<title[^>]*>[^<]*\p{Script=Greek}/u,
    );
    await solve(player, LOCKS.spot, IN_THE_CORNER);

    const accused = await client.post(
      `/v1/players/${player.id}/accusation`,
      { answers: { who: 'ines', how: 'service-door', why: 'protect' } },
      player.headers,
    );
    expect(accused.status).toBe(200);
    expect(accused.body.status).toBe('finished');
    expect(accused.body.solvedLocks).toBe(5);
    expect(accused.body.wrongAttempts).toBe(0);
    // Solved, the spot lock's picture is no longer served.
    expect((await image(player)).status).toBe(409);
  });

  it('refuses a malformed arrangement or another kind’s answer with 400 ANSWER_FORM, at no cost', async () => {
    const player = await newInvestigator();
    const refusals: [lockId: string, answer: unknown][] = [
      [LOCKS.order, [...ORDER.slice(0, 4), ORDER[0]]],
      [LOCKS.order, ORDER.slice(0, 4)],
      [LOCKS.order, [...ORDER.slice(0, 4), 'constructor']],
      [LOCKS.order, 'grande-porte antenne socle'],
      [LOCKS.order, { 0: 'grande-porte' }],
      [LOCKS.order, [1, 2, 3, 4, 5]],
    ];
    for (const [lockId, answer] of refusals) {
      const response = await attempt(client, player, lockId, answer);
      expect(response.status, JSON.stringify(answer)).toBe(400);
      expect(response.body.key, JSON.stringify(answer)).toBe('ANSWER_FORM');
    }
    // An array for a lock that takes a typed answer, once it is within reach.
    await solve(player, LOCKS.order, ORDER);
    const typed = await attempt(client, player, LOCKS.code, ['2', '2', '0', '0']);
    expect(typed.status).toBe(400);
    expect(typed.body.key).toBe('ANSWER_FORM');
    await solve(player, LOCKS.code, '2200');
    for (const answer of [
      { z1: 'fougeres', z2: 'fougeres', z3: 'cactees', z4: 'orangerie' },
      { z1: 'fougeres', z2: 'palmarium', z3: 'cactees' },
      { ...PAIRS, z5: 'orangerie' },
      { ...PAIRS, z4: 'serre' },
      { ...PAIRS, z4: 4 },
      '2200',
    ]) {
      const response = await attempt(client, player, LOCKS.match, answer);
      expect(response.status, JSON.stringify(answer)).toBe(400);
      expect(response.body.key, JSON.stringify(answer)).toBe('ANSWER_FORM');
    }
    await solve(player, LOCKS.match, PAIRS);
    await solve(player, LOCKS.choice, 'cle-bleue');
    for (const answer of [
      [{ x: 101, y: 37 }],
      [{ x: -1, y: 37 }],
      [{ x: 80, y: null }],
      [{ x: '80', y: 37 }],
      [{ x: 80, y: 37, z: 0 }],
      [
        { x: 80, y: 37 },
        { x: 10, y: 10 },
      ],
      [],
      [null],
      { x: 80, y: 37 },
      'coin nord-ouest',
    ]) {
      const response = await attempt(client, player, LOCKS.spot, answer);
      expect(response.status, JSON.stringify(answer)).toBe(400);
      expect(response.body.key, JSON.stringify(answer)).toBe('ANSWER_FORM');
    }
    // JSON carries no infinity: sent raw, a non-finite number is refused before the lock.
    const raw = await client.request('POST', `/v1/players/${player.id}/locks/${LOCKS.spot}/attempts`, {
      headers: { 'content-type': 'application/json', ...player.headers },
      body: '{"answer":[{"x":1e999,"y":37}]}',
    });
    expect(raw.status).toBe(400);
    expect(raw.body.key).toBe('ANSWER_FORM');
    const after = await state(player);
    expect(after.wrongAttempts).toBe(0);
    expect(after.clock.penaltySeconds).toBe(0);
    const dashboard = (await client.get(`/v1/sessions/${sessions.get(player.id)}/dashboard`, admin)).body;
    expect(dashboard.players[0].wrongAttempts).toBe(0);
  });

  it('counts a wrong arrangement as a wrong code: free attempts, then penalty; the same one again is free', async () => {
    const player = await newInvestigator();
    const wrong = [ORDER[1]!, ORDER[0]!, ...ORDER.slice(2)];
    const first = await attempt(client, player, LOCKS.order, wrong);
    expect(first.status).toBe(200);
    expect(first.body.right).toBe(false);
    expect(first.body.state.wrongAttempts).toBe(1);
    const again = await attempt(client, player, LOCKS.order, wrong);
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('ANSWER_ALREADY_TRIED');
    // Three free wrong attempts in this case, then 20 s each: throttled in between.
    const orders = [
      [ORDER[0], ORDER[2], ORDER[1], ORDER[3], ORDER[4]],
      [ORDER[0], ORDER[1], ORDER[3], ORDER[2], ORDER[4]],
      [ORDER[0], ORDER[1], ORDER[2], ORDER[4], ORDER[3]],
    ];
    let penalty = 0;
    for (const answer of orders) {
      let response = await attempt(client, player, LOCKS.order, answer);
      while (response.status === 429) {
        await new Promise((resolve) =>
          setTimeout(resolve, Date.parse(response.body.retryAt) - Date.now() + 50),
        );
        response = await attempt(client, player, LOCKS.order, answer);
      }
      expect(response.body.right).toBe(false);
      penalty = response.body.state.clock.penaltySeconds;
    }
    expect(penalty).toBe(20);
    // The game master reads the refused order in words, its items in sequence.
    const actions = (await client.get(`/v1/players/${player.id}/actions?lang=en`, admin)).body;
    const tried = actions.find((action: { kind: string }) => action.kind === 'attempt');
    expect(tried.answerText).toBe(wrong.map((id) => TEXTS_EN.locks[LOCKS.order].items[id]).join(' → '));
  }, 60_000);

  it('are a team’s: each member sees the same shuffle, and one member’s order opens the lock for all', async () => {
    const session = await newSession(client, {
      scenarioId: 'la-reine-de-la-nuit',
      status: 'open',
      teamSize: 3,
    });
    const members = [
      await newPlayer(client, session.id, { lang: 'fr' }),
      await newPlayer(client, session.id, { lang: 'gr' }),
    ];
    await newTeam(client, members);
    expect((await transition(client, session.id, { action: 'start' })).status).toBe(200);
    const [first, second] = members as [TestPlayer, TestPlayer];
    const ids = async (player: TestPlayer) =>
      (await lockOf(player, LOCKS.order))?.items?.map((item) => item.id);
    expect(await ids(first)).toEqual(await ids(second));
    await solve(second, LOCKS.order, ORDER);
    const seen = await state(first);
    expect(seen.solvedLocks).toBe(1);
    expect(seen.folders.find((folder) => folder.id === 'les-temoins')?.status).toBe('open');
  });

  it('forgives a mark its tolerance, never a place beside it', async () => {
    const reach = async () => {
      const player = await newInvestigator();
      await solve(player, LOCKS.order, ORDER);
      await solve(player, LOCKS.code, '2200');
      await solve(player, LOCKS.match, PAIRS);
      await solve(player, LOCKS.choice, 'cle-bleue');
      return player;
    };
    const near = await reach();
    // 1.5 % left of the corner's edge: within the 2 % tolerance.
    expect((await attempt(client, near, LOCKS.spot, [{ x: 72.25, y: 30 }])).body.right).toBe(true);
    const beside = await reach();
    // 3 % left of it: the next bed, wrong.
    const response = await attempt(client, beside, LOCKS.spot, [{ x: 70.75, y: 37 }]);
    expect(response.status).toBe(200);
    expect(response.body.right).toBe(false);
    // The game master reads a mark by the place it fell in, or where it fell.
    const marks = async (player: TestPlayer) =>
      (await client.get(`/v1/players/${player.id}/actions?lang=en`, admin)).body
        .filter((action: { target: string }) => action.target === LOCKS.spot)
        .map((action: { answerText: string }) => action.answerText);
    expect(await marks(near)).toEqual([TEXTS_EN.locks[LOCKS.spot].regions['coin-nord-ouest-cactees']]);
    expect(await marks(beside)).toEqual(['(71\u202f%, 37\u202f%)']);
  });
});
