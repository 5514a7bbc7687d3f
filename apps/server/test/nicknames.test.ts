import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, finishGame, newPlayer, newSession, type TestPlayer } from './fixtures.js';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)('nicknames on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const name = (player: TestPlayer, nickname: unknown, headers: Record<string, string> = player.headers) =>
    client.put(`/v1/players/${player.id}/nickname`, { nickname }, headers);

  it('are chosen by the player, trimmed, shown in the game, on the dashboard and on the leaderboard', async () => {
    const session = await newSession(client);
    const ana = await newPlayer(client, session.id);
    const ben = await newPlayer(client, session.id);
    const named = await name(ana, '  Inspectrice Λάμπρου ');
    expect(named.status).toBe(200);
    expect(named.body).toEqual({ nickname: 'Inspectrice Λάμπρου' });

    const game = (await client.get(`/v1/players/${ana.id}/game`, ana.headers)).body;
    expect(game.nickname).toBe('Inspectrice Λάμπρου');
    const dashboard = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    const row = dashboard.players.find((p: { playerId: string }) => p.playerId === ana.id);
    expect(row).toMatchObject({ nickname: 'Inspectrice Λάμπρου', mail: ana.mail });

    await finishGame(client, ana);
    const board = (await client.get(`/v1/players/${ben.id}/leaderboard`, ben.headers)).body;
    expect(board[0].player).toBe('Inspectrice Λάμπρου');
    expect(JSON.stringify(board)).not.toContain(ana.mail);
  });

  it('are unique in the session whatever their case or spacing (409 NICKNAME_TAKEN), not across sessions', async () => {
    const session = await newSession(client);
    const first = await newPlayer(client, session.id);
    const second = await newPlayer(client, session.id);
    await name(first, 'Le Fantôme');
    const taken = await name(second, '  le   FANTÔME ');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ key: 'NICKNAME_TAKEN', fields: ['nickname'] });
    expect((await client.get(`/v1/players/${second.id}/game`, second.headers)).body.nickname).toBeNull();
    // The same player keeping theirs, spelled differently, is no clash.
    // Accents and the Greek final sigma do not make another name.
    await name(second, 'Οδυσσεας');
    const third = await newPlayer(client, session.id);
    for (const lookalike of ['le fantome', 'ΟΔΥΣΣΕΑΣ', 'οδυσσεασ']) {
      expect((await name(third, lookalike)).status, lookalike).toBe(409);
    }
    // Its owner renamed by the game master, spelled differently, is no clash either.
    expect((await name(first, 'le fantôme', admin)).status).toBe(200);

    const elsewhere = await newPlayer(client, (await newSession(client)).id);
    expect((await name(elsewhere, 'Le Fantôme')).status).toBe(200);
  });

  it('are unique whatever letters that look the same they are written with, Greek names kept (409 NICKNAME_TAKEN)', async () => {
    const session = await newSession(client);
    const taken = async (first: string, lookalikes: string[]) => {
      expect((await name(await newPlayer(client, session.id), first)).status, first).toBe(200);
      for (const lookalike of lookalikes) {
        const refused = await name(await newPlayer(client, session.id), lookalike);
        expect(refused.status, lookalike).toBe(409);
        expect(refused.body).toMatchObject({ key: 'NICKNAME_TAKEN', fields: ['nickname'] });
      }
    };
    // A Cyrillic е, a Greek Ο or Β for the Latin letter; a zero for an O; a Greek eta in capitals.
    await taken('Bob', ['B\u043Eb', '\u0392ob', 'B0B', 'bob']);
    await taken('ben', ['b\u0435n', 'BEN']);
    await taken('HANS', ['\u0397ANS', '\u0397ans']);
    // A Greek name is a name, compared by how it looks: with a Latin v for its nu, it is the same.
    await taken('Νίκος', ['ΝΙΚΟΣ', 'νικος', 'v\u03AF\u03BA\u03BF\u03C2']);
    await taken('Ομάδα Άλφα', ['ΟΜΑΔΑ ΑΛΦΑ']);
    for (const distinct of [
      'Nikos',
      'Omada Alfa',
      'José Núñez',
      'Müller',
      '❤\uFE0F Lyon',
      '👩\u200D💻 Ada',
      'Ελένη',
    ]) {
      expect((await name(await newPlayer(client, session.id), distinct)).status, distinct).toBe(200);
    }
    const stored = await server.database.db
      .selectFrom('players')
      .select('nickname')
      .where('session_id', '=', session.id)
      .where('nickname', 'in', ['Νίκος', 'Ομάδα Άλφα', 'José Núñez'])
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('refuses a nickname with an invisible or a text-reversing character, or an at sign in any form (400)', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    for (const nickname of [
      'Le Fan\u200btôme',
      'Ana\u200d',
      '\u202Eenôtnaf eL',
      'Ana\u2066Bob\u2069',
      'Ana\u200f',
      'Ana\u061C',
      'A\u2060na',
      'A\uFEFFna',
      'Ana\u2800',
      '\u2800',
      'Ana\u3164',
      '\u115FAna',
      'Ana\uFFA0',
      'Ana \uFE0F',
      'Bo\uFE0Fb',
      'Ana\u00AD',
    ]) {
      const refused = await name(player, nickname);
      expect(refused.status, JSON.stringify(nickname)).toBe(400);
      expect(refused.body).toMatchObject({ key: 'VALIDATION', fields: ['nickname'] });
      expect(refused.body.message).toContain('invisible');
    }
    for (const nickname of ['bob\uFF20example.com', 'bob\uFE6Bexample.com', 'bob@example.com']) {
      const refused = await name(player, nickname);
      expect(refused.status, nickname).toBe(400);
      expect(refused.body).toMatchObject({ key: 'VALIDATION', fields: ['nickname'] });
    }
    expect((await client.get(`/v1/players/${player.id}/game`, player.headers)).body.nickname).toBeNull();
    // An emoji's own joiners, selectors and tags are no hidden characters.
    expect(
      (await name(player, '🏳\uFE0F\u200D🌈 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} 1\uFE0F⃣'))
        .status,
    ).toBe(200);
  });

  it('are chosen once even when two first choices leave at the same instant (409 IMMUTABLE_FIELD)', async () => {
    const session = await newSession(client);
    for (let round = 0; round < 8; round += 1) {
      const player = await newPlayer(client, session.id);
      const answers = await Promise.all([name(player, `Alpha ${round}`), name(player, `Bravo ${round}`)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      const kept = answers.find((answer) => answer.status === 200)!.body.nickname;
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ key: 'IMMUTABLE_FIELD' });
      expect((await client.get(`/v1/players/${player.id}/game`, player.headers)).body.nickname).toBe(kept);
    }
  });

  it('refuses an empty, a too long, a control-character or a missing nickname with 400 VALIDATION', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const invisible = '\u200b\u2060\u00ad';
    const mail = 'ana@example.com';
    for (const nickname of [
      '',
      '   ',
      'x'.repeat(25),
      'Tab\there',
      'Line\nbreak',
      'Nul\u0000',
      invisible,
      mail,
      42,
    ]) {
      const refused = await name(player, nickname);
      expect(refused.status, JSON.stringify(nickname)).toBe(400);
      expect(refused.body).toMatchObject({ key: 'VALIDATION', fields: ['nickname'] });
    }
    expect((await client.put(`/v1/players/${player.id}/nickname`, {}, player.headers)).status).toBe(400);
    // Twenty-four characters as a reader counts them: emoji included.
    expect((await name(player, '🎭'.repeat(24))).status).toBe(200);
  });

  it('may be renamed by a game master who runs the session, by no other admin and no other player', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const other = await newPlayer(client, session.id);
    await name(player, 'Sans Nom');
    expect((await name(player, 'Mme Irma', other.headers)).status).toBe(403);

    await client.post('/v1/admins', { username: 'voisin', password: 'neighbour-pass' }, admin);
    const foreign = await name(player, 'Mme Irma', { authorization: basic('voisin', 'neighbour-pass') });
    expect(foreign.status).toBe(403);
    expect(foreign.body.key).toBe('SESSION_NOT_YOURS');

    const renamed = await name(player, 'Mme Irma', admin);
    expect(renamed.status).toBe(200);
    expect((await client.get(`/v1/players/${player.id}/game`, player.headers)).body.nickname).toBe(
      'Mme Irma',
    );
    // Chosen once: the player cannot put back a name the game master changed.
    const undone = await name(player, 'Sans Nom');
    expect(undone.status).toBe(409);
    expect(undone.body).toMatchObject({ key: 'IMMUTABLE_FIELD', fields: ['nickname'] });
  });
});
