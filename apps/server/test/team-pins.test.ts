import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MAX } from '@coulisses/shared/team/pin.schema';
import { readConfig } from '../src/config.js';
import { documentPassages } from '@coulisses/shared/scenario/document-passages';
import { admin, attempt, newPlayer, newSession, startGame, type TestPlayer } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';
import { listen } from './live-stream.js';

const CASE = path.join(readConfig({}).CONTENT_DIR, 'scenarios', 'le-dernier-acte');
const texts = (lang: string) => JSON.parse(fs.readFileSync(path.join(CASE, `texts.${lang}.json`), 'utf8'));
const passage = (documentId: string, lang: string, block: number) =>
  documentPassages(fs.readFileSync(path.join(CASE, 'documents', `${documentId}.${lang}.md`), 'utf8'))[block]!
    .text;

/** The real case, and a copy of it whose one document and one lock go by names of their own. */
function contentWithAnotherCase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-pins-'));
  fs.cpSync(CASE, path.join(dir, 'scenarios', 'le-dernier-acte'), { recursive: true });
  const copy = path.join(dir, 'scenarios', 'la-repetition');
  fs.cpSync(CASE, copy, { recursive: true });
  const rename = (file: string, from: string, to: string) =>
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(`"${from}"`, `"${to}"`));
  rename(path.join(copy, 'scenario.json'), 'le-dernier-acte', 'la-repetition');
  for (const file of ['scenario.json', 'texts.fr.json', 'texts.en.json', 'texts.es.json', 'texts.gr.json']) {
    rename(path.join(copy, file), 'briefing', 'rehearsal-notes');
    rename(path.join(copy, file), 'security-computer', 'rehearsal-computer');
  }
  for (const lang of ['fr', 'en', 'es', 'gr'])
    fs.renameSync(
      path.join(copy, 'documents', `briefing.${lang}.md`),
      path.join(copy, 'documents', `rehearsal-notes.${lang}.md`),
    );
  return dir;
}

describe.each(ENGINES)('the team board on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = contentWithAnotherCase();
    server = await startTestServer(engine, {
      CONTENT_DIR: contentDir,
      WARNING_CHECK_SECONDS: '0',
      ATTEMPT_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '5000',
    });
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  const pins = (player: TestPlayer, teamId: string) => `/v1/players/${player.id}/teams/${teamId}/pins`;
  const board = (player: TestPlayer, teamId: string) => client.get(pins(player, teamId), player.headers);
  const pin = (player: TestPlayer, teamId: string, reference: unknown) =>
    client.post(pins(player, teamId), reference, player.headers);
  const vote = (player: TestPlayer, teamId: string, pinId: string, word: string | null) =>
    client.put(`${pins(player, teamId)}/${pinId}/vote`, { vote: word }, player.headers);
  const unpin = (player: TestPlayer, teamId: string, pinId: string) =>
    client.request('DELETE', `${pins(player, teamId)}/${pinId}`, { headers: player.headers });
  const named = (player: TestPlayer, nickname: string) =>
    client.put(`/v1/players/${player.id}/nickname`, { nickname }, player.headers);

  /** A running session in teams with a team of one player per language, whose game has begun. */
  async function aTeam(langs = ['gr', 'fr', 'en', 'es'], fields: Record<string, unknown> = {}) {
    const session = await newSession(client, { status: 'open', teamSize: 6, ...fields } as never);
    const players = [];
    for (const lang of langs) players.push(await newPlayer(client, session.id, { lang }));
    const made = await client.post(
      `/v1/players/${players[0]!.id}/teams`,
      { name: 'Les Lumières' },
      players[0]!.headers,
    );
    const teamId = made.body.yourTeamId as string;
    for (const player of players.slice(1))
      expect((await client.put(`/v1/players/${player.id}/team`, { teamId }, player.headers)).status).toBe(
        200,
      );
    expect(
      (await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'start' }, admin)).status,
    ).toBe(200);
    await startGame(client, players[0]!);
    return { session, players: players as [TestPlayer, ...TestPlayer[]], teamId };
  }

  it('pins each kind of clue, and each member reads it in their own language', async () => {
    const { players, teamId } = await aTeam();
    const [eleni, marc, emma, ana] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    expect((await named(eleni, 'Ελένη')).status).toBe(200);
    const references = [
      { kind: 'document', documentId: 'statement-irene' },
      { kind: 'passage', documentId: 'statement-irene', block: 3 },
      { kind: 'lock', lockId: 'dressing-room-seal' },
      { kind: 'person', personId: 'solene' },
      { kind: 'value', value: ' 20:57 ', valueKind: 'time' },
      { kind: 'text', text: 'Η πόρτα του καμαρινιού ήταν ανοιχτή.', language: 'gr' },
    ];
    const made = [];
    for (const reference of references) {
      const answer = await pin(eleni, teamId, reference);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      made.push(answer.body);
    }
    // Kept as a reference, the value trimmed; named in the author's language.
    expect(made[4]).toMatchObject({ reference: { kind: 'value', value: '20:57', valueKind: 'time' } });
    expect(made[0]).toMatchObject({
      authorId: eleni.id,
      authorNickname: 'Ελένη',
      title: texts('gr').documents['statement-irene'].title,
      votes: [],
    });

    for (const player of [eleni, marc, emma, ana]) {
      const lang = ['gr', 'fr', 'en', 'es'][players.indexOf(player)]!;
      const read = await board(player, teamId);
      expect(read.status).toBe(200);
      expect(read.body.max).toBe(BOARD_MAX);
      // Newest first.
      expect(read.body.pins.map((each: { id: string }) => each.id)).toEqual(
        made.map((each) => each.id).reverse(),
      );
      const [text, value, person, lock, quoted, document] = read.body.pins;
      const words = texts(lang);
      expect(document).toMatchObject({ title: words.documents['statement-irene'].title, detail: null });
      expect(quoted).toMatchObject({
        title: words.documents['statement-irene'].title,
        reference: { kind: 'passage', documentId: 'statement-irene', block: 3 },
      });
      // Quoted whole, in the reader's language.
      expect(quoted.detail).toBe(passage('statement-irene', lang, 3));
      expect(lock).toMatchObject({ title: words.locks['dressing-room-seal'].title, detail: null });
      expect(person).toMatchObject({ title: words.people.solene.name, detail: words.people.solene.role });
      expect(value).toMatchObject({ title: null, reference: { value: '20:57' } });
      // A free text is read as written, in its language.
      expect(text).toMatchObject({
        reference: { kind: 'text', text: 'Η πόρτα του καμαρινιού ήταν ανοιχτή.', language: 'gr' },
      });
      expect(read.body.people).toContainEqual({ id: 'lucas', ...words.people.lucas });
    }
    // The same passage in every language: the soprano's last look at the necklace.
    expect(passage('statement-irene', 'en', 3)).toContain('It said 21:01');
    expect(passage('statement-irene', 'fr', 3)).toMatch(/Elle marquait 21\sh\s01/);
    expect(passage('statement-irene', 'es', 3)).toContain('Marcaba las 21:01');
    expect(passage('statement-irene', 'gr', 3)).toContain('Έδειχνε 21:01');
  });

  it('refuses, with one answer whatever the reason, what the team has not opened or its case does not hold', async () => {
    const { players, teamId } = await aTeam(['fr', 'en']);
    const [claire] = players;
    const refusedFirst = await pin(claire, teamId, { kind: 'document', documentId: 'badge-log' });
    expect(refusedFirst.status).toBe(409);
    for (const reference of [
      // Another case's document and lock.
      { kind: 'document', documentId: 'rehearsal-notes' },
      { kind: 'lock', lockId: 'rehearsal-computer' },
      // In a folder still locked, found in one, or an id of no case.
      { kind: 'passage', documentId: 'badge-log', block: 0 },
      { kind: 'lock', lockId: 'desk-drawer' },
      { kind: 'document', documentId: 'no-such-document' },
      // A passage the document does not have, a person the case does not name.
      { kind: 'passage', documentId: 'briefing', block: 999 },
      { kind: 'person', personId: 'berthier' },
    ]) {
      const refused = await pin(claire, teamId, reference);
      expect(refused.status, JSON.stringify(reference)).toBe(409);
      expect(refused.body, JSON.stringify(reference)).toEqual(refusedFirst.body);
    }
    expect(refusedFirst.body).toMatchObject({ key: 'PIN_OUT_OF_REACH', fields: ['reference'] });
    expect((await board(claire, teamId)).body.pins).toEqual([]);

    // Opened by the team, the security office's log and its drawer's lock may be pinned.
    expect((await attempt(client, claire, 'security-computer', '1887')).body.right).toBe(true);
    expect((await pin(claire, teamId, { kind: 'document', documentId: 'badge-log' })).status).toBe(201);
    expect((await pin(claire, teamId, { kind: 'lock', lockId: 'desk-drawer' })).status).toBe(201);
    // A lock opened since stays on the board and may still be pinned: the team saw it.
    expect((await pin(claire, teamId, { kind: 'lock', lockId: 'security-computer' })).status).toBe(201);
  });

  it('refuses the case’s documents before the team’s game has begun, but not a value', async () => {
    const session = await newSession(client, { status: 'open', teamSize: 3 } as never);
    const lea = await newPlayer(client, session.id, { lang: 'fr' });
    const teamId = (await client.post(`/v1/players/${lea.id}/teams`, { name: 'En avance' }, lea.headers)).body
      .yourTeamId as string;
    expect((await pin(lea, teamId, { kind: 'document', documentId: 'briefing' })).body.key).toBe(
      'PIN_OUT_OF_REACH',
    );
    expect((await pin(lea, teamId, { kind: 'value', value: 'B-099', valueKind: 'badge' })).status).toBe(201);
  });

  it('refuses a malformed pin with 400 VALIDATION, storing nothing', async () => {
    const { players, teamId } = await aTeam(['en']);
    const [sam] = players;
    for (const reference of [
      { kind: 'value', value: 'x'.repeat(41), valueKind: 'code' },
      { kind: 'value', value: '   ', valueKind: 'code' },
      { kind: 'value', value: '1887', valueKind: 'colour' },
      { kind: 'value', value: 'a\u0000b', valueKind: 'code' },
      { kind: 'text', text: 'é'.repeat(281), language: 'fr' },
      { kind: 'text', text: 'Bonjour', language: 'de' },
      { kind: 'passage', documentId: 'briefing', block: -1 },
      { kind: 'passage', documentId: 'briefing', block: 1.5 },
      { kind: 'document', documentId: 'briefing', title: 'Mon titre' },
      { kind: 'note', text: 'hello' },
      {},
    ]) {
      const refused = await pin(sam, teamId, reference);
      expect(refused.status, JSON.stringify(reference)).toBe(400);
      expect(refused.body.key).toBe('VALIDATION');
    }
    // By characters as a reader counts them: forty emoji are forty characters.
    expect(
      (await pin(sam, teamId, { kind: 'value', value: '🔑'.repeat(40), valueKind: 'other' })).status,
    ).toBe(201);
    expect((await board(sam, teamId)).body.pins).toHaveLength(1);
  });

  it('lets each member confirm or rule out a pin once, change their word or take it back', async () => {
    const { players, teamId } = await aTeam(['gr', 'fr', 'en']);
    const [eleni, marc, emma] = players as [TestPlayer, TestPlayer, TestPlayer];
    await named(marc, 'Marc');
    const clue = (await pin(eleni, teamId, { kind: 'value', value: '2057', valueKind: 'code' })).body;
    expect((await vote(marc, teamId, clue.id, 'confirmed')).body.votes).toEqual([
      { playerId: marc.id, nickname: 'Marc', vote: 'confirmed' },
    ]);
    await vote(emma, teamId, clue.id, 'confirmed');
    // A word given again is changed, never counted twice.
    const changed = await vote(marc, teamId, clue.id, 'ruled-out');
    expect(changed.status).toBe(200);
    expect(changed.body.votes).toHaveLength(2);
    expect(changed.body.votes).toContainEqual({ playerId: marc.id, nickname: 'Marc', vote: 'ruled-out' });
    expect(changed.body.votes).toContainEqual({ playerId: emma.id, nickname: null, vote: 'confirmed' });
    const taken = await vote(emma, teamId, clue.id, null);
    expect(taken.body.votes).toEqual([{ playerId: marc.id, nickname: 'Marc', vote: 'ruled-out' }]);
    // Taking back a word never given changes nothing.
    expect((await vote(emma, teamId, clue.id, null)).status).toBe(200);
    expect((await board(eleni, teamId)).body.pins[0].votes).toEqual([
      { playerId: marc.id, nickname: 'Marc', vote: 'ruled-out' },
    ]);
    for (const word of ['maybe', 1, true]) {
      expect((await vote(marc, teamId, clue.id, word as never)).body.key).toBe('VALIDATION');
    }
  });

  it('lets only its author take a pin off, and its words go with it', async () => {
    const { players, teamId } = await aTeam(['fr', 'en']);
    const [author, other] = players as [TestPlayer, TestPlayer];
    const clue = (await pin(author, teamId, { kind: 'person', personId: 'theo' })).body;
    await vote(other, teamId, clue.id, 'confirmed');
    const refused = await unpin(other, teamId, clue.id);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('NOT_YOUR_PIN');
    expect((await unpin(author, teamId, clue.id)).status).toBe(204);
    expect((await board(other, teamId)).body.pins).toEqual([]);
    const gone = await unpin(author, teamId, clue.id);
    expect(gone.status).toBe(404);
    expect(gone.body.key).toBe('PIN_NOT_FOUND');
    expect((await vote(other, teamId, clue.id, 'confirmed')).body.key).toBe('PIN_NOT_FOUND');
  });

  it('is its team’s alone: another team, a solo player, a stranger’s token learn nothing of it', async () => {
    const { session, players, teamId } = await aTeam(['fr', 'en']);
    const [member] = players;
    const clue = (await pin(member, teamId, { kind: 'value', value: 'B-099', valueKind: 'badge' })).body;
    const outsider = await newPlayer(client, session.id, { lang: 'fr' });
    const otherTeam = (
      await client.post(`/v1/players/${outsider.id}/teams`, { name: 'Les Ombres' }, outsider.headers)
    ).body.yourTeamId as string;
    await startGame(client, outsider);

    // Another team's board, by its id: 403 NOT_YOUR_TEAM for every call.
    for (const answer of [
      await board(outsider, teamId),
      await pin(outsider, teamId, { kind: 'value', value: '1', valueKind: 'code' }),
      await vote(outsider, teamId, clue.id, 'confirmed'),
      await unpin(outsider, teamId, clue.id),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('NOT_YOUR_TEAM');
    }
    // Another team's pin through one's own board: no such pin — the same answer as an id of none.
    const theirs = await vote(outsider, otherTeam, clue.id, 'ruled-out');
    const none = await vote(outsider, otherTeam, '01890000-0000-7000-8000-000000000000', 'ruled-out');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect((await unpin(outsider, otherTeam, clue.id)).body).toEqual(none.body);
    expect((await board(outsider, otherTeam)).body.pins).toEqual([]);
    expect((await board(member, teamId)).body.pins[0].votes).toEqual([]);

    // No token, another player's token, a solo player.
    expect((await client.get(pins(member, teamId))).status).toBe(401);
    expect((await client.get(pins(member, teamId), outsider.headers)).status).toBe(403);
    const solo = await newSession(client, { status: 'running' });
    const alone = await newPlayer(client, solo.id);
    expect((await board(alone, teamId)).body.key).toBe('NOT_YOUR_TEAM');
  });

  it('refuses a member moved to another team on their old board, and their old team’s folders on the new', async () => {
    const { session, players, teamId } = await aTeam(['fr', 'en']);
    const [mover, stayer] = players as [TestPlayer, TestPlayer];
    expect((await attempt(client, mover, 'security-computer', '1887')).body.right).toBe(true);
    const clue = (await pin(mover, teamId, { kind: 'document', documentId: 'badge-log' })).body;
    const newTeam = (
      await client.post(`/v1/sessions/${session.id}/teams`, { name: 'Renforts' }, admin)
    ).body.teams.find((team: { name: string }) => team.name === 'Renforts').id as string;
    expect(
      (await client.put(`/v1/sessions/${session.id}/players/${mover.id}/team`, { teamId: newTeam }, admin))
        .status,
    ).toBe(200);
    for (const answer of [
      await board(mover, teamId),
      await pin(mover, teamId, { kind: 'value', value: '1887', valueKind: 'code' }),
      await vote(mover, teamId, clue.id, 'confirmed'),
      await unpin(mover, teamId, clue.id),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('NOT_YOUR_TEAM');
    }
    // Their pin stays on the board of the team it was made for.
    expect((await board(stayer, teamId)).body.pins).toEqual([expect.objectContaining({ id: clue.id })]);
    // The new team has not opened the security office.
    await startGame(client, mover);
    const refused = await pin(mover, newTeam, { kind: 'document', documentId: 'badge-log' });
    expect(refused.body.key).toBe('PIN_OUT_OF_REACH');
    expect((await board(mover, newTeam)).body.pins).toEqual([]);
  });

  it(`holds ${BOARD_MAX} pins, members pinning at once included, then answers 409 BOARD_FULL`, async () => {
    const { players, teamId } = await aTeam(['fr', 'en']);
    const [first, second] = players as [TestPlayer, TestPlayer];
    for (let index = 0; index < BOARD_MAX - 5; index += 1) {
      expect((await pin(first, teamId, { kind: 'value', value: `${index}`, valueKind: 'code' })).status).toBe(
        201,
      );
    }
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        pin(index % 2 ? first : second, teamId, {
          kind: 'value',
          value: `race ${index}`,
          valueKind: 'other',
        }),
      ),
    );
    expect(racing.filter((answer) => answer.status === 201)).toHaveLength(5);
    for (const answer of racing.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.key).toBe('BOARD_FULL');
    }
    const read = await board(second, teamId);
    expect(read.body.pins).toHaveLength(BOARD_MAX);
    // One taken off makes room for one.
    const own = read.body.pins.find((each: { authorId: string }) => each.authorId === second.id);
    expect((await unpin(second, teamId, own.id)).status).toBe(204);
    expect((await pin(second, teamId, { kind: 'value', value: 'last', valueKind: 'other' })).status).toBe(
      201,
    );
    expect(
      (await pin(second, teamId, { kind: 'value', value: 'one more', valueKind: 'other' })).body.key,
    ).toBe('BOARD_FULL');
  });

  it('tells the team’s phones live of every change to its board, and no other team’s', async () => {
    const { session, players, teamId } = await aTeam(['gr', 'fr']);
    const [eleni, marc] = players as [TestPlayer, TestPlayer];
    const outsider = await newPlayer(client, session.id);
    await client.post(`/v1/players/${outsider.id}/teams`, { name: 'Les Ombres' }, outsider.headers);
    const streams = [eleni, marc, outsider].map((player) =>
      listen(`${server.url}/v1/players/${player.id}/events`, player.headers),
    );
    const [eleniStream, marcStream, outsiderStream] = streams as [
      ReturnType<typeof listen>,
      ReturnType<typeof listen>,
      ReturnType<typeof listen>,
    ];
    const boardEvents = (stream: ReturnType<typeof listen>) =>
      stream.events.filter((event) => event.type === 'teamBoard');
    try {
      await Promise.all(streams.map((stream) => stream.ready()));
      const clue = (await pin(eleni, teamId, { kind: 'value', value: '1887', valueKind: 'code' })).body;
      const told = { type: 'teamBoard', sessionId: session.id, teamId };
      await marcStream.until(marcStream.has((event) => event.type === 'teamBoard'));
      expect(boardEvents(marcStream)).toEqual([{ ...told, playerId: eleni.id }]);
      await eleniStream.until(eleniStream.has((event) => event.type === 'teamBoard'));
      await vote(marc, teamId, clue.id, 'confirmed');
      await eleniStream.until(() => boardEvents(eleniStream).length === 2);
      expect(boardEvents(eleniStream)[1]).toEqual({ ...told, playerId: marc.id });
      await unpin(eleni, teamId, clue.id);
      await marcStream.until(() => boardEvents(marcStream).length === 3);
      // A refusal changes nothing, and says nothing.
      await pin(marc, teamId, { kind: 'document', documentId: 'badge-log' });
      await vote(marc, teamId, clue.id, 'confirmed');
      // What the other team's phone heard meanwhile: nothing of this board.
      await pin(
        outsider,
        (await client.get(`/v1/players/${outsider.id}/teams`, outsider.headers)).body.yourTeamId,
        {
          kind: 'value',
          value: 'x',
          valueKind: 'other',
        },
      );
      await outsiderStream.until(outsiderStream.has((event) => event.type === 'teamBoard'));
      expect(boardEvents(outsiderStream)).toEqual([expect.objectContaining({ playerId: outsider.id })]);
      expect(boardEvents(marcStream)).toHaveLength(3);
    } finally {
      streams.forEach((stream) => stream.source.close());
    }
  });

  it('takes a removed member’s pins and words off the board', async () => {
    const { session, players, teamId } = await aTeam(['fr', 'en']);
    const [stays, removed] = players as [TestPlayer, TestPlayer];
    const theirs = (await pin(removed, teamId, { kind: 'person', personId: 'clara' })).body;
    const ours = (await pin(stays, teamId, { kind: 'person', personId: 'marc' })).body;
    await vote(removed, teamId, ours.id, 'ruled-out');
    const gone = await client.request('DELETE', `/v1/sessions/${session.id}/players/${removed.id}`, {
      headers: admin,
    });
    expect(gone.status).toBe(204);
    const read = (await board(stays, teamId)).body.pins;
    expect(read.map((each: { id: string }) => each.id)).toEqual([ours.id]);
    expect(read[0].votes).toEqual([]);
    expect(theirs.id).toBeDefined();
  });
});
