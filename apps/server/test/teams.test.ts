import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { NOTEPAD_MAX } from '@coulisses/shared/team/team.schema';
import { admin, attempt, newPlayer, newSession, SOLUTION, startGame, type TestPlayer } from './fixtures.js';
import {
  ENGINES,
  startTestServer,
  storedGame,
  storeProposal,
  TestClient,
  type TestServer,
} from './helper.js';
import { listen } from './live-stream.js';
import { NOTEPAD_TEXT } from '@coulisses/shared/team/team.schema';

describe.each(ENGINES)('teams on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      WARNING_CHECK_SECONDS: '0',
      ATTEMPT_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '5000',
    });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const teamSession = (teamSize: number, fields: Record<string, unknown> = {}) =>
    newSession(client, { status: 'open', ...fields, teamSize } as Parameters<typeof newSession>[1]);
  const makeTeam = (player: TestPlayer, name: string) =>
    client.post(`/v1/players/${player.id}/teams`, { name }, player.headers);
  const joinTeam = (player: TestPlayer, teamId: string) =>
    client.put(`/v1/players/${player.id}/team`, { teamId }, player.headers);
  const teamOf = async (player: TestPlayer) =>
    (await client.get(`/v1/players/${player.id}/teams`, player.headers)).body.yourTeamId as string | null;
  const feed = (player: TestPlayer, teamId: string) =>
    client.get(`/v1/players/${player.id}/teams/${teamId}/feed`, player.headers);
  const run = (sessionId: string) =>
    client.post(`/v1/sessions/${sessionId}/transitions`, { action: 'start' }, admin);

  /** A running team session with one team of `members` players, each in their language. */
  async function oneTeam(members: number, teamSize = 6) {
    const session = await teamSession(teamSize);
    const langs = ['fr', 'en', 'es', 'gr'];
    const players = [];
    for (let index = 0; index < members; index += 1) {
      players.push(await newPlayer(client, session.id, { lang: langs[index % langs.length] }));
    }
    const made = await makeTeam(players[0]!, 'Les Lumières');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const teamId = made.body.yourTeamId as string;
    for (const player of players.slice(1)) expect((await joinTeam(player, teamId)).status).toBe(200);
    expect((await run(session.id)).status).toBe(200);
    return { session, players, teamId };
  }

  it('is chosen at creation, with a size from 2 to 6, and said in the session', async () => {
    const session = await teamSession(4);
    expect(session).toMatchObject({ teamSize: 4, teamsLocked: false });
    const solo = await newSession(client, { status: 'open' });
    expect(solo).toMatchObject({ teamSize: null });
    for (const teamSize of [1, 7, 2.5, '4']) {
      const refused = await client.post('/v1/sessions', { name: 'Équipes', teamSize }, admin);
      expect(refused.status, String(teamSize)).toBe(400);
      expect(refused.body).toMatchObject({ key: 'VALIDATION', fields: ['teamSize'] });
    }
  });

  it('lets a player make a team and others join it, up to its size; refuses bad names, a full team and a solo session', async () => {
    const session = await teamSession(2);
    const [eleni, marc, ana] = [
      await newPlayer(client, session.id, { lang: 'gr' }),
      await newPlayer(client, session.id, { lang: 'fr' }),
      await newPlayer(client, session.id, { lang: 'es' }),
    ];
    expect(await teamOf(eleni)).toBeNull();
    const made = await makeTeam(eleni, 'Les Lumières');
    expect(made.status).toBe(201);
    const teamId = made.body.yourTeamId;
    expect(made.body.teams).toEqual([
      expect.objectContaining({
        id: teamId,
        name: 'Les Lumières',
        members: [expect.objectContaining({ id: eleni.id })],
      }),
    ]);

    for (const name of ['', '   ', 'x'.repeat(33), 'a\u0000b']) {
      const bad = await makeTeam(marc, name);
      expect(bad.status, JSON.stringify(name)).toBe(400);
      expect(bad.body).toMatchObject({ key: 'VALIDATION', fields: ['name'] });
    }
    // The same name, however cased and accented, is taken.
    const taken = await makeTeam(marc, '  les lumieres ');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ key: 'TEAM_NAME_TAKEN', fields: ['name'] });

    expect((await joinTeam(marc, teamId)).status).toBe(200);
    const full = await joinTeam(ana, teamId);
    expect(full.status).toBe(409);
    expect(full.body.key).toBe('TEAM_FULL');
    expect(await teamOf(ana)).toBeNull();
    const unknown = await joinTeam(ana, 'no-such-team');
    expect(unknown.status).toBe(404);
    expect(unknown.body.key).toBe('TEAM_NOT_FOUND');

    // A team of another session is no team of this one.
    const other = await teamSession(3);
    const stranger = await newPlayer(client, other.id);
    expect((await joinTeam(stranger, teamId)).body.key).toBe('TEAM_NOT_FOUND');

    const solo = await newSession(client, { status: 'open' });
    const alone = await newPlayer(client, solo.id);
    const refused = await makeTeam(alone, 'Solo');
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('SOLO_SESSION');
  });

  it('lists the teams with a place left to a player in none (begun or not), and to a member their own', async () => {
    const session = await teamSession(2, { status: 'running' });
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => newPlayer(client, session.id)));
    const [playing, filling, filled, opening, looking] = players as [TestPlayer, ...TestPlayer[]];
    const begun = (await makeTeam(playing, 'Déjà partis')).body.yourTeamId as string;
    await startGame(client, playing);
    const full = (await makeTeam(filling!, 'Au complet')).body.yourTeamId as string;
    expect((await joinTeam(filled!, full)).status).toBe(200);
    const names = async (player: TestPlayer) =>
      (
        (await client.get(`/v1/players/${player.id}/teams`, player.headers)).body.teams as { name: string }[]
      ).map((team) => team.name);
    expect(await names(looking!)).toEqual(['Déjà partis']);
    // The room's list is read at most once a second: a team made meanwhile shows within it.
    await makeTeam(opening!, 'Encore une place');
    await expect.poll(() => names(looking!), { timeout: 3_000 }).toEqual(['Déjà partis', 'Encore une place']);
    expect(await names(opening!)).toEqual(['Encore une place']);
    expect(await names(filled!)).toEqual(['Au complet']);
    // The team a teammate's code named is read as it is now, first, full or not.
    const invited = await client.get(`/v1/players/${looking!.id}/teams?team=${full}`, looking!.headers);
    expect(invited.body.teams.map((team: { name: string }) => team.name)).toEqual([
      'Au complet',
      'Déjà partis',
      'Encore une place',
    ]);
    const gone = await client.get(`/v1/players/${looking!.id}/teams?team=no-such-team`, looking!.headers);
    expect(gone.body.teams).toHaveLength(2);
    // A latecomer joins their friends' begun game; the team, full now, leaves the list.
    expect((await joinTeam(looking!, begun)).status).toBe(200);
    expect(await names(opening!)).toEqual(['Encore une place']);
    const other = await newPlayer(client, session.id);
    await expect.poll(() => names(other), { timeout: 3_000 }).toEqual(['Encore une place']);
  });

  it('lets two players take the last place of a team at once: one gets it', async () => {
    const session = await teamSession(2);
    const first = await newPlayer(client, session.id);
    const teamId = (await makeTeam(first, 'Dernière place')).body.yourTeamId;
    const racers = await Promise.all([1, 2, 3, 4].map(() => newPlayer(client, session.id)));
    const answers = await Promise.all(racers.map((player) => joinTeam(player, teamId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const view = (await client.get(`/v1/sessions/${session.id}/teams`, admin)).body;
    expect(view.teams[0].members).toHaveLength(2);
  });

  it('keeps a player out of the game until they are in a team, and out of another team (403)', async () => {
    const session = await teamSession(3, { status: 'running' });
    const player = await newPlayer(client, session.id);
    // Their game waits for them to be in a team: their clock has not started.
    const waiting = await client.get(`/v1/players/${player.id}/game`, player.headers);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({ status: 'waiting', teamSize: 3, team: null, folders: [] });
    const answer = await attempt(client, player, 'security-computer', '1887');
    expect(answer.body.key).toBe('NO_TEAM');

    const other = await newPlayer(client, session.id);
    const theirs = (await makeTeam(other, 'Les Autres')).body.yourTeamId;
    const mine = (await makeTeam(player, 'Les Miens')).body.yourTeamId;
    expect((await feed(player, mine)).status).toBe(200);
    expect((await startGame(client, player)).team).toEqual({ id: mine, name: 'Les Miens' });
    const refused = await feed(player, theirs);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('NOT_YOUR_TEAM');
  });

  it('shares one game: an answer from any member opens the lock for all, live, and the feed says who in each reader’s language', async () => {
    const { players, teamId } = await oneTeam(3);
    const [eleni, marc, ana] = players as [TestPlayer, TestPlayer, TestPlayer];
    await client.put(`/v1/players/${eleni.id}/nickname`, { nickname: 'Eleni' }, eleni.headers);
    const streams = [marc, ana].map((player) =>
      listen(`${server.url}/v1/players/${player.id}/events`, player.headers),
    );
    try {
      await Promise.all(streams.map((stream) => stream.ready()));
      await startGame(client, eleni);
      const wrong = await attempt(client, eleni, 'security-computer', '1234');
      expect(wrong.body.right).toBe(false);
      const right = await attempt(client, eleni, 'security-computer', '1887');
      expect(right.body.right).toBe(true);
      for (const stream of streams) {
        await stream.until(
          stream.has(
            (event) => event.type === 'teamGame' && event.teamId === teamId && event.locksSolved === 1,
          ),
        );
      }
      for (const player of [marc, ana]) {
        expect((await startGame(client, player)).solvedLocks).toBe(1);
      }
      // A member may not open it again.
      const again = await attempt(client, marc, 'security-computer', '1887');
      expect(again.body.key).toBe('LOCK_SOLVED');

      const greek = (await feed(eleni, teamId)).body.entries;
      const french = (await feed(marc, teamId)).body.entries;
      expect(greek.map((entry: { kind: string }) => entry.kind)).toEqual(['opened', 'wrong']);
      expect(greek[0]).toMatchObject({ playerId: eleni.id, nickname: 'Eleni', kind: 'opened' });
      expect(greek[1]).toMatchObject({ kind: 'wrong', detail: '1234' });
      // The same lock, named in each reader's language.
      expect(greek[0].lock).not.toBe(french[0].lock);
      expect(greek[0].folders.length).toBeGreaterThan(0);
    } finally {
      streams.forEach((stream) => stream.source.close());
    }
  });

  it('ranks the team on the leaderboard by its name, the same row for every member', async () => {
    const { session, players } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    await startGame(client, first);
    expect((await attempt(client, second, 'security-computer', '1887')).body.right).toBe(true);
    const other = await newPlayer(client, session.id);
    expect((await makeTeam(other, 'Les Autres')).status).toBe(201);
    await startGame(client, other);
    for (const player of [first, second]) {
      const board = (await client.get(`/v1/players/${player.id}/leaderboard`, player.headers)).body;
      expect(board).toEqual([
        expect.objectContaining({ rank: 1, player: 'Les Lumières', you: true, solvedLocks: 1 }),
        expect.objectContaining({ rank: 2, player: 'Les Autres', you: false, solvedLocks: 0 }),
      ]);
    }
  });

  it('records exactly one right answer and consistent penalties for 50 simultaneous answers on one lock', async () => {
    const { players, teamId } = await oneTeam(5);
    await startGame(client, players[0]!);
    // Mostly right, some wrong: whichever order they are judged in, the lock opens once,
    // and no more than the throttle's free wrong answers come before it.
    const answers = Array.from({ length: 50 }, (_, index) =>
      index % 5 === 0 ? String(2000 + index) : '1887',
    );
    const results = await Promise.all(
      answers.map((answer, index) =>
        attempt(client, players[index % players.length]!, 'security-computer', answer),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(
      statuses.every((status) => status === 200 || status === 409 || status === 429),
      String(statuses),
    ).toBe(true);
    expect(results.filter((result) => result.status === 200 && result.body.right)).toHaveLength(1);
    for (const result of results.filter((result) => result.status !== 200)) {
      expect(['LOCK_SOLVED', 'LOCK_THROTTLED', 'ANSWER_ALREADY_TRIED']).toContain(result.body.key);
    }

    const { db } = server.database;
    const game = await db.selectFrom('games').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();
    const actions = await db
      .selectFrom('game_actions')
      .selectAll()
      .where('game_id', '=', teamId)
      .where('kind', '=', 'attempt')
      .execute();
    expect(actions.filter((action) => action.outcome === 'right')).toHaveLength(1);
    const wrong = actions.filter((action) => action.outcome === 'wrong');
    expect(game.wrong_attempts).toBe(wrong.length);
    expect(game.penalty_seconds).toBe(actions.reduce((sum, action) => sum + action.penalty_seconds, 0));
    expect(game.solved_locks).toBe(1);
    // Every member reads the same game.
    const states = await Promise.all(players.map((player) => startGame(client, player)));
    for (const state of states) expect(state.clock.penaltySeconds).toBe(game.penalty_seconds);
  });

  it('keeps a team’s game for a member who comes back, and for a team everyone left; a started team keeps its members', async () => {
    const { session, players, teamId } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    await startGame(client, first);
    expect((await attempt(client, first, 'security-computer', '1887')).body.right).toBe(true);
    // Once its game has begun, a member cannot walk off with it (to another team, or a fresh clock).
    const leaving = await client.request('DELETE', `/v1/players/${second.id}/team`, {
      headers: second.headers,
    });
    expect(leaving.status).toBe(409);
    expect(leaving.body.key).toBe('TEAM_STARTED');
    expect((await makeTeam(second, 'Nouvelle équipe')).body.key).toBe('TEAM_STARTED');

    // Back on their device (their token), a member finds the team's game as it was.
    const back = await client.post('/v1/players', {
      lang: 'en',
      mail: second.mail,
      sessionId: session.id,
      token: second.token,
    });
    expect(back.status).toBe(200);
    expect((await startGame(client, second)).solvedLocks).toBe(1);

    // Everyone moved out by the game master: the team keeps its game, and gets it back.
    for (const player of players) {
      const moved = await client.put(
        `/v1/sessions/${session.id}/players/${player.id}/team`,
        { teamId: null },
        admin,
      );
      expect(moved.status).toBe(200);
    }
    const view = (await client.get(`/v1/sessions/${session.id}/teams`, admin)).body;
    expect(view.teams).toEqual([expect.objectContaining({ id: teamId, members: [], started: true })]);
    expect(
      (await client.put(`/v1/sessions/${session.id}/players/${second.id}/team`, { teamId }, admin)).status,
    ).toBe(200);
    expect((await startGame(client, second)).solvedLocks).toBe(1);
  });

  it('refuses a team size below its largest team', async () => {
    const session = await teamSession(3);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => newPlayer(client, session.id)));
    const teamId = (await makeTeam(first!, 'Trois')).body.yourTeamId;
    for (const player of [second!, third!]) expect((await joinTeam(player, teamId)).status).toBe(200);
    const current = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    const smaller = await client.put(`/v1/sessions/${session.id}`, { ...current, teamSize: 2 }, admin);
    expect(smaller.status).toBe(409);
    expect(smaller.body).toMatchObject({ key: 'TEAM_FULL', fields: ['teamSize'] });
    expect((await client.put(`/v1/sessions/${session.id}`, { ...current, teamSize: 4 }, admin)).status).toBe(
      200,
    );
  });

  it('makes the accusation as a team: proposed by one, dropped by an objection, made by the others’ confirmations or their silence', async () => {
    const { players, teamId } = await oneTeam(3);
    const [eleni, marc, ana] = players as [TestPlayer, TestPlayer, TestPlayer];
    await startGame(client, eleni);
    for (const [lockId, answer] of SOLUTION) {
      expect((await attempt(client, marc, lockId, answer)).body.right, lockId).toBe(true);
    }
    const answers = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
    const accuse = (player: TestPlayer) =>
      client.post(`/v1/players/${player.id}/accusation`, { answers }, player.headers);
    const vote = (player: TestPlayer, proposalId: string, word: string) =>
      client.post(`/v1/players/${player.id}/accusation/votes`, { proposalId, vote: word }, player.headers);

    const proposed = await accuse(eleni);
    expect(proposed.status).toBe(200);
    expect(proposed.body.status).toBe('playing');
    const first = proposed.body.proposal;
    expect(first).toMatchObject({ byPlayerId: eleni.id, confirmations: 0, needed: 2, confirmed: true });
    // The others read it in their language, and may not propose another meanwhile.
    const seen = await startGame(client, ana);
    expect(seen.proposal).toMatchObject({ id: first.id, confirmed: false });
    expect(seen.proposal.answers.map((answer: { given: string }) => answer.given)).not.toContain('solene');
    expect((await accuse(ana)).body.key).toBe('PROPOSAL_PENDING');

    // One objection drops it.
    const objected = await vote(ana, first.id, 'object');
    expect(objected.status).toBe(200);
    expect(objected.body.proposal).toBeUndefined();
    expect((await vote(marc, first.id, 'confirm')).body.key).toBe('PROPOSAL_GONE');

    // Proposed again: both others confirm, and the team's game is over for all three.
    const second = (await accuse(marc)).body.proposal;
    expect((await vote(eleni, second.id, 'confirm')).body).toMatchObject({
      status: 'playing',
      proposal: { confirmations: 1, confirmed: true },
    });
    expect((await vote(ana, second.id, 'confirm')).body.status).toBe('finished');
    for (const player of players) expect((await startGame(client, player)).status).toBe('finished');
    const kinds = (await feed(eleni, teamId)).body.entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds.slice(0, 6)).toEqual([
      'accusation',
      'confirmed',
      'confirmed',
      'proposed',
      'objected',
      'proposed',
    ]);
    const { db } = server.database;
    const game = await db.selectFrom('games').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();
    // Its verdict is theirs: the members when it was made (docs/product.md#teams).
    expect(JSON.parse(game.accusation ?? '{}')).toEqual({
      answers,
      members: expect.arrayContaining(players.map((player) => player.id)),
    });
    expect(game.proposal).toBeNull();
  });

  it('makes a proposed accusation once its time has passed with no objection', async () => {
    const { players, teamId } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    await startGame(client, first);
    for (const [lockId, answer] of SOLUTION) await attempt(client, first, lockId, answer);
    const answers = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
    const { proposal } = (await client.post(`/v1/players/${first.id}/accusation`, { answers }, first.headers))
      .body;
    // Its minute passes.
    const row = await storedGame(server.database, teamId);
    const expiresAt = new Date(Date.now() - 1000).toISOString();
    const stored = JSON.parse(row.proposal ?? '{}') as { pausedBase: number };
    const setProposal = (fields: Record<string, unknown>) =>
      storeProposal(server.database, teamId, { ...stored, ...fields });
    // A minute of play: had the session been paused 30 s since, 29 s of it would be left.
    await setProposal({ expiresAt, pausedBase: stored.pausedBase - 30 });
    const held = await startGame(client, second);
    expect(held.status).toBe('playing');
    const left = Date.parse(held.proposal.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(25_000);
    expect(left).toBeLessThanOrEqual(29_000);
    await setProposal({ expiresAt });
    const state = await startGame(client, second);
    expect(state.status).toBe('finished');
    expect(
      (
        await client.post(
          `/v1/players/${second.id}/accusation/votes`,
          { proposalId: proposal.id, vote: 'object' },
          second.headers,
        )
      ).body.key,
    ).toBe('GAME_OVER');
  });

  it('shares a notepad: two members typing at once both keep their words; a stranger cannot read it', async () => {
    const { players, teamId, session } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    const path = (player: TestPlayer) => `/v1/players/${player.id}/teams/${teamId}/notepad`;
    const read = async (player: TestPlayer, since?: string) => {
      const { status, body } = await client.get(
        `${path(player)}${since ? `?since=${since}` : ''}`,
        player.headers,
      );
      expect(status).toBe(200);
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Buffer.from(body.update, 'base64'));
      return { text: doc.getText(NOTEPAD_TEXT).toString(), version: body.version as string | null, doc };
    };
    const send = (player: TestPlayer, update: Uint8Array) =>
      client.post(path(player), { update: Buffer.from(update).toString('base64') }, player.headers);

    const empty = await read(first);
    expect(empty.text).toBe('');
    // Both start from the same empty notepad and type at the same place.
    const mine = empty.doc;
    const theirs = (await read(second)).doc;
    mine.getText(NOTEPAD_TEXT).insert(0, 'Le badge B-099. ');
    theirs.getText(NOTEPAD_TEXT).insert(0, 'Ο ανελκυστήρας φορτίων. ');
    const [sent, alsoSent] = await Promise.all([
      send(first, Y.encodeStateAsUpdate(mine)),
      send(second, Y.encodeStateAsUpdate(theirs)),
    ]);
    expect([sent.status, alsoSent.status]).toEqual([200, 200]);
    const merged = await read(second);
    expect(merged.text).toContain('Le badge B-099. ');
    expect(merged.text).toContain('Ο ανελκυστήρας φορτίων. ');
    // What the reader's state vector lacks is only what is new.
    mine.getText(NOTEPAD_TEXT).insert(0, '!');
    await send(first, Y.encodeStateAsUpdate(mine, Y.encodeStateVector(merged.doc)));
    const vector = encodeURIComponent(Buffer.from(Y.encodeStateVector(merged.doc)).toString('base64'));
    const news = await client.get(`${path(second)}?vector=${vector}`, second.headers);
    expect(Buffer.from(news.body.update, 'base64').length).toBeLessThan(64);
    Y.applyUpdate(merged.doc, Buffer.from(news.body.update, 'base64'));
    expect(merged.doc.getText(NOTEPAD_TEXT).toString()).toBe((await read(first)).text);
    // Anything but plain text in the notepad's one text is refused, and so is an update missing its past.
    const other = new Y.Doc();
    other.getMap('elsewhere').set('x', 'y'.repeat(100));
    expect((await send(first, Y.encodeStateAsUpdate(other))).status).toBe(400);
    const orphan = new Y.Doc();
    orphan.getText(NOTEPAD_TEXT).insert(0, 'a');
    const base = Y.encodeStateVector(orphan);
    orphan.getText(NOTEPAD_TEXT).insert(1, 'b');
    expect((await send(first, Y.encodeStateAsUpdate(orphan, base))).status).toBe(400);

    // Bad input, and a player of another team.
    expect((await client.post(path(first), { update: 'not base64!' }, first.headers)).status).toBe(400);
    const garbage = await client.post(
      path(first),
      { update: Buffer.from('garbage').toString('base64') },
      first.headers,
    );
    expect(garbage.status).toBe(400);
    const long = new Y.Doc();
    long.getText(NOTEPAD_TEXT).insert(0, 'x'.repeat(NOTEPAD_MAX + 1));
    const full = await send(first, Y.encodeStateAsUpdate(long));
    expect(full.status).toBe(413);
    expect(full.body.key).toBe('NOTEPAD_FULL');
    expect((await read(first)).text).not.toContain('xxx');
    const stranger = await newPlayer(client, session.id);
    await makeTeam(stranger, 'Curieux');
    const refused = await client.get(path(stranger), stranger.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('NOT_YOUR_TEAM');
    expect((await send(stranger, Y.encodeStateAsUpdate(new Y.Doc()))).status).toBe(403);
  });

  it('sends a message to one team: every member reads it, live; nobody else does', async () => {
    const { session, players, teamId } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    const other = await newPlayer(client, session.id);
    await makeTeam(other, 'Les Autres');
    const stream = listen(`${server.url}/v1/players/${second.id}/events`, second.headers);
    const otherStream = listen(`${server.url}/v1/players/${other.id}/events`, other.headers);
    try {
      await Promise.all([stream.ready(), otherStream.ready()]);
      const sent = await client.post(
        `/v1/sessions/${session.id}/messages`,
        { kind: 'hint', body: 'Regardez le badge B-099.', teamId },
        admin,
      );
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ playerId: null, teamId });
      await stream.until(() => stream.messageIds().includes(sent.body.id));
      for (const player of [first, second]) {
        const messages = (await client.get(`/v1/players/${player.id}/messages`, player.headers)).body;
        expect(messages.map((message: { id: string }) => message.id)).toContain(sent.body.id);
      }
      const theirs = (await client.get(`/v1/players/${other.id}/messages`, other.headers)).body;
      expect(theirs.map((message: { id: string }) => message.id)).not.toContain(sent.body.id);
      expect(otherStream.messageIds()).not.toContain(sent.body.id);
      // A team of another session, or both a player and a team: refused.
      const unknown = await client.post(
        `/v1/sessions/${session.id}/messages`,
        { body: 'x', teamId: 'nope' },
        admin,
      );
      expect(unknown.body.key).toBe('TEAM_NOT_FOUND');
      const both = await client.post(
        `/v1/sessions/${session.id}/messages`,
        { body: 'x', teamId, playerId: first.id },
        admin,
      );
      expect(both.status).toBe(400);
    } finally {
      stream.source.close();
      otherStream.source.close();
    }
  });

  it('lets the game master prepare teams, place players and lock the teams', async () => {
    const session = await teamSession(3);
    const player = await newPlayer(client, session.id);
    const prepared = await client.post(`/v1/sessions/${session.id}/teams`, { name: 'Table 1' }, admin);
    expect(prepared.status).toBe(201);
    expect(prepared.body.unplaced).toEqual([expect.objectContaining({ id: player.id })]);
    const teamId = prepared.body.teams[0].id;
    const placed = await client.put(
      `/v1/sessions/${session.id}/players/${player.id}/team`,
      { teamId },
      admin,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.teams[0].members).toEqual([expect.objectContaining({ id: player.id })]);
    expect(await teamOf(player)).toBe(teamId);

    const stream = listen(`${server.url}/v1/players/${player.id}/events`, player.headers);
    try {
      await stream.ready();
      const locked = await client.put(`/v1/sessions/${session.id}/teams/lock`, { locked: true }, admin);
      expect(locked.body.locked).toBe(true);
      await stream.until(stream.has((event) => event.type === 'team'));
    } finally {
      stream.source.close();
    }
    const late = await newPlayer(client, session.id);
    const refused = await makeTeam(late, 'Trop tard');
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('TEAMS_LOCKED');
    expect((await joinTeam(late, teamId)).body.key).toBe('TEAMS_LOCKED');
    expect(
      (await client.request('DELETE', `/v1/players/${player.id}/team`, { headers: player.headers })).body.key,
    ).toBe('TEAMS_LOCKED');
    // The game master still places a late player.
    const moved = await client.put(`/v1/sessions/${session.id}/players/${late.id}/team`, { teamId }, admin);
    expect(moved.status).toBe(200);
    const session2 = (await client.get(`/v1/sessions/${session.id}`, admin)).body;
    expect(session2.teamsLocked).toBe(true);
  });
});
