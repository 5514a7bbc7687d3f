import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import * as Y from 'yjs';
import { NOTEPAD_LIVE_UPDATE_MAX } from '@coulisses/shared/team/team.schema';
import * as notepadAuthors from '../src/db/migrations/0019-notepad-authors.js';
import { admin, newPlayer, newSession, newTeam, type TestPlayer } from './fixtures.js';
import { ENGINES, instancesForSuite, serverForSuite, type TestClient } from './helper.js';
import { listen } from './live-stream.js';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** What `change` does to `doc`, as one update. */
const edit = (doc: Y.Doc, change: (doc: Y.Doc) => void) => {
  const before = Y.encodeStateVector(doc);
  change(doc);
  return Y.encodeStateAsUpdate(doc, before);
};

/** lib0's variable-length unsigned integer, as Yjs encodes its numbers. */
function varUint(value: number): number[] {
  const bytes = [];
  for (; value > 0x7f; value = Math.floor(value / 128)) bytes.push(0x80 | (value & 0x7f));
  return [...bytes, value];
}
const varString = (text: string) => [...varUint(Buffer.byteLength(text)), ...Buffer.from(text)];

/**
 * An update no Yjs type writes, made by hand: one string of `client` kept under the key
 * `key` of the shared text `notes`, which the text never shows.
 */
const stringUnderKey = (client: number, key: string, text: string) =>
  new Uint8Array([
    ...[1, 1, ...varUint(client), 0],
    // ContentString (4), a key under its parent (0x20), no neighbours: its parent named.
    0x24,
    1,
    ...varString('notes'),
    ...varString(key),
    ...varString(text),
    // No deletion.
    0,
  ]);

/** docs/product.md#team-notepad: what a team's notepad keeps, refuses and tells. */
describe.each(ENGINES)('the team notepad on %s', (engine) => {
  const suite = serverForSuite(engine, { WARNING_CHECK_SECONDS: '0', RATE_LIMIT_MAX: '5000' });
  const { client } = suite;

  /** A running session's team of `members` players. */
  async function oneTeam(members: number) {
    const session = await newSession(client, { status: 'open', teamSize: 4 } as Parameters<
      typeof newSession
    >[1]);
    const players: TestPlayer[] = [];
    for (let index = 0; index < members; index += 1) players.push(await newPlayer(client, session.id));
    const teamId = await newTeam(client, players);
    expect(
      (await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'start' }, admin)).status,
    ).toBe(200);
    return { session, players, teamId };
  }

  const path = (player: TestPlayer, teamId: string) => `/v1/players/${player.id}/teams/${teamId}/notepad`;
  const read = async (player: TestPlayer, teamId: string) => {
    const { status, body } = await client.get(path(player, teamId), player.headers);
    expect(status).toBe(200);
    return body as { update: string; authors: Record<string, string> };
  };
  /** A phone's document, as the notepad is now. */
  const phone = async (player: TestPlayer, teamId: string) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, bytesOf((await read(player, teamId)).update));
    return doc;
  };
  const textOf = async (player: TestPlayer, teamId: string) =>
    (await phone(player, teamId)).getText('notes').toString();
  const send = (player: TestPlayer, teamId: string, update: Uint8Array) =>
    client.post(path(player, teamId), { update: base64(update) }, player.headers);
  const storedRows = async (teamId: string) =>
    (
      await suite.server.database.db
        .selectFrom('team_notes')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .where('team_id', '=', teamId)
        .executeTakeFirstOrThrow()
    ).count;

  it('refuses anything but plain text in its one text with 400 VALIDATION, and keeps none of it', async () => {
    const { players, teamId } = await oneTeam(2);
    const [first] = players as [TestPlayer];
    const written = await send(
      first,
      teamId,
      edit(new Y.Doc(), (doc) => doc.getText('notes').insert(0, 'Le badge B-099.\n\tÀ vérifier.')),
    );
    expect(written.status).toBe(200);
    const hostile: [string, (doc: Y.Doc) => void][] = [
      ['an attribute of the text', (doc) => doc.getText('notes').setAttribute('hidden', 'y'.repeat(30_000))],
      ['a map key on the root', (doc) => doc.getMap('notes').set('hidden', 'y'.repeat(30_000))],
      ['another shared type', (doc) => doc.getText('elsewhere').insert(0, 'ailleurs')],
      ['a link', (doc) => doc.getText('notes').insert(0, 'clic', { href: 'javascript:alert(1)' })],
      ['formatting', (doc) => doc.getText('notes').format(0, 8, { href: 'javascript:alert(1)' })],
      ['an embed', (doc) => doc.getText('notes').insertEmbed(0, { image: 'https://example.com/x.png' })],
      ['a nested type', (doc) => doc.getText('notes').insertEmbed(0, new Y.Map())],
      ['64 zero bytes', (doc) => doc.getText('notes').insert(0, '\u0000'.repeat(64))],
      ['a carriage return', (doc) => doc.getText('notes').insert(0, 'a\rb')],
      ['a C1 control', (doc) => doc.getText('notes').insert(0, 'a\u0085b')],
    ];
    const rows = await storedRows(teamId);
    const updates: [string, Uint8Array][] = [
      ...(await Promise.all(
        hostile.map(async ([what, change]): Promise<[string, Uint8Array]> => [
          what,
          edit(await phone(first, teamId), change),
        ]),
      )),
      ['a string under a key of the text', stringUnderKey(4242, 'hidden', 'y'.repeat(30_000))],
    ];
    for (const [what, update] of updates) {
      const refused = await send(first, teamId, update);
      expect(refused.status, what).toBe(400);
      expect(refused.body, what).toMatchObject({ key: 'VALIDATION', fields: ['update'] });
    }
    expect(await storedRows(teamId)).toBe(rows);
    const doc = await phone(first, teamId);
    expect(doc.getText('notes').toString()).toBe('Le badge B-099.\n\tÀ vérifier.');
    expect([...doc.share.keys()]).toEqual(['notes']);
    expect(doc.getText('notes').getAttributes()).toEqual({});
  });

  it('refuses an update missing what it builds on with 400 VALIDATION', async () => {
    const { players, teamId } = await oneTeam(2);
    const [first] = players as [TestPlayer];
    const orphan = new Y.Doc();
    orphan.getText('notes').insert(0, 'a');
    const refused = await send(
      first,
      teamId,
      edit(orphan, (doc) => doc.getText('notes').insert(1, 'b')),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.key).toBe('VALIDATION');
    expect(await storedRows(teamId)).toBe(0);
    // The notepad is not left holding it: what it lacked, sent now, brings in only itself.
    expect((await send(first, teamId, Y.encodeStateAsUpdate(orphan))).status).toBe(200);
    expect(await textOf(first, teamId)).toBe('ab');
  });

  it('tells teammates each edit with the update itself, and keeps nor tells an edit that adds nothing', async () => {
    const { players, teamId } = await oneTeam(3);
    const [first, second] = players as [TestPlayer, TestPlayer];
    const stream = listen(`${suite.server.url}/v1/players/${second.id}/events`, second.headers);
    const own = listen(`${suite.server.url}/v1/players/${first.id}/events`, first.headers);
    try {
      await Promise.all([stream.ready(), own.ready()]);
      const mine = await phone(first, teamId);
      const theirs = await phone(second, teamId);
      const hello = edit(mine, (doc) => doc.getText('notes').insert(0, 'Le badge B-099. '));
      expect((await send(first, teamId, hello)).status).toBe(200);
      const rows = await storedRows(teamId);
      // The same again, and an update of nothing: answered, neither kept nor told.
      const again = await send(first, teamId, hello);
      expect(again.status).toBe(200);
      expect((await send(first, teamId, Y.encodeStateAsUpdate(mine))).status).toBe(200);
      expect(await storedRows(teamId)).toBe(rows);
      // A long edit is told without itself: the phone reads it.
      const long = edit(mine, (doc) => doc.getText('notes').insert(0, 'x'.repeat(NOTEPAD_LIVE_UPDATE_MAX)));
      expect((await send(first, teamId, long)).status).toBe(200);
      const notepadEvents = () => stream.events.filter((event) => event.type === 'notepad');
      await stream.until(() => notepadEvents().length === 2);
      const [told, toldLong] = notepadEvents();
      expect(told).toMatchObject({ type: 'notepad', teamId, playerId: first.id, update: expect.any(String) });
      Y.applyUpdate(theirs, bytesOf((told as { update: string }).update));
      expect(theirs.getText('notes').toString()).toBe('Le badge B-099. ');
      expect(toldLong).toMatchObject({ type: 'notepad', teamId, playerId: first.id });
      expect(toldLong).not.toHaveProperty('update');
      // Nothing more came, and the writer's own stream hears none of it.
      const last = edit(mine, (doc) => doc.getText('notes').insert(0, '!'));
      expect((await send(first, teamId, last)).status).toBe(200);
      await stream.until(() => notepadEvents().length === 3);
      expect(own.events.filter((event) => event.type === 'notepad')).toEqual([]);
    } finally {
      stream.source.close();
      own.source.close();
    }
  });

  it('records who wrote with each client id, refuses writing as another member, and keeps a removed member’s words theirs', async () => {
    const { players, teamId, session } = await oneTeam(3);
    const [first, second, third] = players as [TestPlayer, TestPlayer, TestPlayer];
    const mine = await phone(first, teamId);
    const theirs = await phone(second, teamId);
    const firstEdit = edit(mine, (doc) => doc.getText('notes').insert(0, 'Le badge. '));
    expect((await send(first, teamId, firstEdit)).status).toBe(200);
    Y.applyUpdate(theirs, firstEdit);
    expect(
      (
        await send(
          second,
          teamId,
          edit(theirs, (doc) => doc.getText('notes').insert(0, 'Le monte-charge. ')),
        )
      ).status,
    ).toBe(200);
    // The first member on another phone (a reload): a client id of their own too.
    const reloaded = await phone(first, teamId);
    expect(
      (
        await send(
          first,
          teamId,
          edit(reloaded, (doc) => doc.getText('notes').insert(0, '1. ')),
        )
      ).status,
    ).toBe(200);
    expect((await read(third, teamId)).authors).toEqual({
      [String(mine.clientID)]: first.id,
      [String(theirs.clientID)]: second.id,
      [String(reloaded.clientID)]: first.id,
    });

    // The second member writing with the first's client id, or sending the first's edit again.
    const impostor = await phone(second, teamId);
    impostor.clientID = mine.clientID;
    const forged = edit(impostor, (doc) => doc.getText('notes').insert(0, 'Faux. '));
    for (const update of [forged, firstEdit]) {
      const refused = await send(second, teamId, update);
      expect(refused.status).toBe(400);
      expect(refused.body.key).toBe('VALIDATION');
    }
    expect(await textOf(third, teamId)).toBe('1. Le monte-charge. Le badge. ');

    // The game master removes the second member: their words stay theirs.
    const removed = await client.request('DELETE', `/v1/sessions/${session.id}/players/${second.id}`, {
      headers: admin,
    });
    expect(removed.status).toBe(204);
    expect((await read(third, teamId)).authors[String(theirs.clientID)]).toBe(second.id);
  });

  it('merges its updates now and then, and reads the same text from them', async () => {
    const { players, teamId } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    const mine = await phone(first, teamId);
    const theirs = await phone(second, teamId);
    for (let index = 0; index < 70; index += 1) {
      const [doc, player] = index % 2 ? [theirs, second] : [mine, first];
      const update = edit(doc, (it) => it.getText('notes').insert(it.getText('notes').length, `${index} `));
      expect((await send(player, teamId, update)).status).toBe(200);
      Y.applyUpdate(index % 2 ? mine : theirs, update);
    }
    expect(await storedRows(teamId)).toBeLessThan(10);
    expect(await textOf(first, teamId)).toBe(mine.getText('notes').toString());
    expect(mine.getText('notes').toString()).toMatch(/^0 1 2 .* 69 $/);
  });

  it('numbers the updates kept before authors were recorded in their order, and reads them', async () => {
    const { players, teamId } = await oneTeam(2);
    const [first] = players as [TestPlayer];
    const db = suite.server.database.db as unknown as Kysely<any>;
    await notepadAuthors.down(db);
    const doc = new Y.Doc();
    const updates = [
      edit(doc, (it) => it.getText('notes').insert(0, 'Le badge. ')),
      edit(doc, (it) => it.getText('notes').insert(10, 'Le monte-charge.')),
    ];
    for (const update of updates) {
      await db
        .insertInto('team_notes')
        .values({
          id: uuidv7(),
          team_id: teamId,
          update: base64(update),
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    await notepadAuthors.up(db);
    const seqs = await db
      .selectFrom('team_notes')
      .select('seq')
      .where('team_id', '=', teamId)
      .orderBy('id')
      .execute();
    expect(seqs.map(({ seq }) => Number(seq))).toEqual([1, 2]);
    expect(await textOf(first, teamId)).toBe('Le badge. Le monte-charge.');
    const next = edit(doc, (it) => it.getText('notes').insert(0, '1. '));
    expect((await send(first, teamId, next)).body).toEqual({ version: '3' });
    expect((await read(first, teamId)).authors).toEqual({ [String(doc.clientID)]: first.id });
  });
});

/**
 * docs/product.md#team-notepad behind a load balancer: two instances on one PostgreSQL
 * database, each holding the notepad in memory, write it at once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('one team notepad written on two instances', () => {
  const { a, b, databases, urls } = instancesForSuite();

  async function twoMembers() {
    const session = await newSession(a, { status: 'open', teamSize: 2 } as Parameters<typeof newSession>[1]);
    const one = await newPlayer(a, session.id);
    const two = await newPlayer(b, session.id);
    const made = await a.post(`/v1/players/${one.id}/teams`, { name: 'Les Lumières' }, one.headers);
    const teamId = made.body.yourTeamId as string;
    expect((await b.put(`/v1/players/${two.id}/team`, { teamId }, two.headers)).status).toBe(200);
    return { one, two, teamId };
  }
  const path = (player: TestPlayer, teamId: string) => `/v1/players/${player.id}/teams/${teamId}/notepad`;
  const send = (on: TestClient, player: TestPlayer, teamId: string, update: Uint8Array) =>
    on.post(path(player, teamId), { update: base64(update) }, player.headers);
  const read = async (on: TestClient, player: TestPlayer, teamId: string) => {
    const { status, body } = await on.get(path(player, teamId), player.headers);
    expect(status).toBe(200);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, bytesOf(body.update));
    return { doc, text: doc.getText('notes').toString(), authors: body.authors as Record<string, string> };
  };
  /** The notepad as the database keeps it, read by nobody's instance. */
  async function stored(teamId: string) {
    const rows = await databases[0]!.db
      .selectFrom('team_notes')
      .select('update')
      .where('team_id', '=', teamId)
      .execute();
    const doc = new Y.Doc();
    for (const row of rows) Y.applyUpdate(doc, bytesOf(row.update));
    return doc.getText('notes').toString();
  }

  it('never holds more than its limit, whichever instances take the writes at once', async () => {
    const { one, two, teamId } = await twoMembers();
    expect(
      (
        await send(
          a,
          one,
          teamId,
          edit(new Y.Doc(), (doc) => doc.getText('notes').insert(0, 'a'.repeat(16_000))),
        )
      ).status,
    ).toBe(200);
    // Both hold the notepad, then twelve phones add 1,500 characters each at once, half on each instance.
    await Promise.all([read(a, one, teamId), read(b, two, teamId)]);
    const edits = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const doc = (await read(a, one, teamId)).doc;
        return edit(doc, (it) => it.getText('notes').insert(0, String(index % 10).repeat(1_500)));
      }),
    );
    const answers = await Promise.all(
      edits.map((update, index) => (index % 2 ? send(b, two, teamId, update) : send(a, one, teamId, update))),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 200, ...Array(10).fill(413)]);
    const text = await stored(teamId);
    expect(text).toHaveLength(19_000);
    expect((await read(a, one, teamId)).text).toBe(text);
    expect((await read(b, two, teamId)).text).toBe(text);
  });

  it('knows on each instance who wrote with a client id, and what the other kept and merged', async () => {
    const { one, two, teamId } = await twoMembers();
    const listening = listen(`${urls[1]}/v1/players/${two.id}/events`, two.headers);
    try {
      await listening.ready();
      // Told across instances with the update itself, at the longest a live event carries it.
      const clientId = new Y.Doc().clientID;
      let length = 6_000;
      let long: Uint8Array;
      do {
        length -= 1;
        const candidate = new Y.Doc();
        candidate.clientID = clientId;
        long = edit(candidate, (doc) => doc.getText('notes').insert(0, 'x'.repeat(length)));
      } while (base64(long).length > NOTEPAD_LIVE_UPDATE_MAX);
      expect((await send(a, one, teamId, long)).status).toBe(200);
      await listening.until(listening.has((event) => event.type === 'notepad'));
      const told = listening.events.find((event) => event.type === 'notepad') as { update?: string };
      const heard = new Y.Doc();
      Y.applyUpdate(heard, bytesOf(told.update ?? ''));
      expect(heard.getText('notes').toString()).toBe('x'.repeat(length));
      // Writing on B as the member who wrote on A.
      const theirs = (await read(b, two, teamId)).doc;
      theirs.clientID = clientId;
      const forged = await send(
        b,
        two,
        teamId,
        edit(theirs, (doc) => doc.getText('notes').insert(0, 'Faux. ')),
      );
      expect(forged.status).toBe(400);
      expect(forged.body.key).toBe('VALIDATION');
      // B holds the notepad; A keeps seventy more updates, merged on the way.
      const held = await read(b, two, teamId);
      const phone = (await read(a, one, teamId)).doc;
      for (let index = 0; index < 70; index += 1) {
        const update = edit(phone, (doc) => doc.getText('notes').insert(0, `${index} `));
        expect((await send(a, one, teamId, update)).status).toBe(200);
      }
      const now = await read(b, two, teamId);
      expect(now.text).toBe(phone.getText('notes').toString());
      expect(now.text.startsWith('69 68 ')).toBe(true);
      expect(now.authors).toEqual({ [String(clientId)]: one.id, [String(phone.clientID)]: one.id });
      expect(held.text).toBe('x'.repeat(length));
    } finally {
      listening.source.close();
    }
  });
});
