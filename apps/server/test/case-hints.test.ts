import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, attempt, newPlayer, newSession, startGame, takeHint, type TestPlayer } from './fixtures.js';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';
import { listen } from './live-stream.js';
import { readFileSync } from 'node:fs';

/** The case's words for its locks in `lang`, as its files hold them. */
const caseTexts = (lang: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../content/scenarios/le-dernier-acte/texts.${lang}.json`, import.meta.url),
      'utf8',
    ),
  ) as { locks: Record<string, { title: string; hints: string[] }> };

interface PositionLock {
  lockId: string;
  title: string;
  folderTitle: string;
  wrongAttempts: number;
  hints: { number: number; text: string; penaltySeconds: number; given: boolean }[];
}
interface PathEntry {
  id: string;
  kind: string;
  targetTitle: string | null;
  penaltySeconds: number;
  message: {
    kind: string;
    body: string | null;
    toEveryone: boolean;
    caseHint: { lockId: string; number: number; penaltySeconds: number } | null;
    readAt: string | null;
  } | null;
}

describe.each(ENGINES)("the case's hints sent by the game master on %s", (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const position = async (player: TestPlayer, lang = 'en') => {
    const { status, body } = await client.get(`/v1/players/${player.id}/position?lang=${lang}`, admin);
    expect(status).toBe(200);
    return body as { status: string; locks: PositionLock[] };
  };
  const send = (player: TestPlayer, body: unknown, headers: Record<string, string> = admin) =>
    client.post(`/v1/players/${player.id}/case-hints`, body, headers);
  const path = async (player: TestPlayer) =>
    (await client.get(`/v1/players/${player.id}/actions?lang=en`, admin)).body as PathEntry[];
  const game = async (player: TestPlayer) =>
    (await client.get(`/v1/players/${player.id}/game`, player.headers)).body;

  it('shows where the player stands: the locks within reach, unopened, with every hint and those had', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    // Not opened yet, in a running room: the first folders' locks (docs/product.md#alerts).
    expect((await position(player)).locks.map((lock) => lock.lockId)).toContain('security-computer');
    await startGame(client, player);
    expect((await attempt(client, player, 'security-computer', '1887')).body.right).toBe(true);
    expect((await attempt(client, player, 'dressing-room-seal', '1111')).body.right).toBe(false);
    expect((await takeHint(client, player, 'dressing-room-seal')).status).toBe(200);

    const standing = await position(player);
    expect(standing.status).toBe('playing');
    // The computer is open; its folder's lock and the seal are in front of the player.
    const ids = standing.locks.map((lock) => lock.lockId);
    expect(ids).not.toContain('security-computer');
    expect(ids).toContain('dressing-room-seal');
    expect(ids).toContain('desk-drawer');
    const seal = standing.locks.find((lock) => lock.lockId === 'dressing-room-seal') as PositionLock;
    expect(seal.wrongAttempts).toBe(1);
    expect(seal.hints.map((hint) => [hint.number, hint.penaltySeconds, hint.given])).toEqual([
      [1, 120, true],
      [2, 300, false],
      [3, 600, false],
    ]);
    expect(seal.hints[1]?.text.length).toBeGreaterThan(10);
    // In the game master's language.
    const greek = (await position(player, 'gr')).locks.find((lock) => lock.lockId === 'dressing-room-seal');
    expect(greek?.hints[1]?.text).not.toBe(seal.hints[1]?.text);
    expect(greek?.title).toMatch(/\p{Script=Greek}/u);
  });

  it("sends the next hint in the player's language, at its cost or free, and the path keeps it with its reading", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id, { lang: 'es' });
    await startGame(client, player);
    const before = await game(player);

    const charged = await send(player, { lockId: 'security-computer', number: 1, charge: true });
    expect(charged.status).toBe(201);
    expect(charged.body).toMatchObject({
      playerId: player.id,
      kind: 'hint',
      caseHint: { lockId: 'security-computer', number: 1, penaltySeconds: 120 },
    });
    const free = await send(player, { lockId: 'security-computer', number: 2, charge: false });
    expect(free.status).toBe(201);
    expect(free.body.caseHint.penaltySeconds).toBe(0);

    // The player has both as if taken: their lock shows them, in Spanish; one penalty counted.
    const after = await game(player);
    const lock = after.folders
      .flatMap((folder: { locks?: { id: string }[] }) => folder.locks ?? [])
      .find((l: { id: string }) => l.id === 'security-computer');
    expect(lock.hintsTaken).toHaveLength(2);
    const spanish = caseTexts('es').locks['security-computer'];
    expect(free.body.body).toBe(spanish?.hints[1]);
    expect(lock.hintsTaken[1]).toBe(free.body.body);
    expect(after.clock.penaltySeconds - before.clock.penaltySeconds).toBe(120);
    // …and their messages, with the lock's title in their language.
    const inbox = (await client.get(`/v1/players/${player.id}/messages`, player.headers)).body;
    expect(inbox.map((m: { id: string }) => m.id)).toEqual([charged.body.id, free.body.id]);
    expect(inbox[0].caseHint.lockTitle).toBe(spanish?.title);
    const progress = (await client.get(`/v1/players/${player.id}/progress`, admin)).body;
    expect(progress).toMatchObject({ hintsTaken: 2, penaltySeconds: 120 });

    // The path shows both, unread; once the player reads one, when.
    let sent = (await path(player)).filter((entry) => entry.kind === 'message');
    expect(
      sent.map((entry) => [entry.message?.caseHint?.number, entry.penaltySeconds, entry.message?.readAt]),
    ).toEqual([
      [1, 120, null],
      [2, 0, null],
    ]);
    expect(sent[0]?.targetTitle).toBeTruthy();
    const read = await client.post(
      `/v1/players/${player.id}/messages/read`,
      { ids: [charged.body.id] },
      player.headers,
    );
    expect(read.status).toBe(204);
    sent = (await path(player)).filter((entry) => entry.kind === 'message');
    const firstRead = sent[0]?.message?.readAt;
    expect(firstRead).toEqual(expect.any(String));
    expect(sent[1]?.message?.readAt).toBeNull();
    // A second reading keeps the first one's time.
    await client.post(
      `/v1/players/${player.id}/messages/read`,
      { ids: [charged.body.id, free.body.id] },
      player.headers,
    );
    sent = (await path(player)).filter((entry) => entry.kind === 'message');
    expect(sent[0]?.message?.readAt).toBe(firstRead);
    expect(sent[1]?.message?.readAt).toEqual(expect.any(String));
  });

  it("tells the game masters' streams, not the players', that a player read a hint and that it changed their game", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const other = await newPlayer(client, session.id);
    await startGame(client, player);
    const gameMaster = listen(`${server.url}/v1/sessions/${session.id}/events`, admin);
    const theirs = listen(`${server.url}/v1/players/${player.id}/events`, player.headers);
    const another = listen(`${server.url}/v1/players/${other.id}/events`, other.headers);
    try {
      await Promise.all([gameMaster.ready(), theirs.ready(), another.ready()]);
      const sent = await send(player, { lockId: 'security-computer', number: 1, charge: false });
      await theirs.until(() => theirs.messageIds().includes(sent.body.id));
      await gameMaster.until(
        gameMaster.has((event) => event.type === 'player' && event.playerId === player.id),
      );
      await client.post(`/v1/players/${player.id}/messages/read`, { ids: [sent.body.id] }, player.headers);
      await gameMaster.until(
        gameMaster.has((event) => event.type === 'messagesRead' && event.playerId === player.id),
      );
      // A message to one player, and another's reading, never reach the other player.
      await client.post(`/v1/sessions/${session.id}/messages`, { body: 'Bonsoir' }, admin);
      await another.until(() => another.messageIds().length === 1);
      expect(another.events.map((event) => event.type)).toEqual(['ready', 'message']);
    } finally {
      for (const stream of [gameMaster, theirs, another]) stream.source.close();
    }
  });

  it('shows the messages to all and to the player in the path, never the ones to another player', async () => {
    const session = await newSession(client);
    const ana = await newPlayer(client, session.id);
    const ben = await newPlayer(client, session.id);
    await startGame(client, ana);
    await client.post(`/v1/sessions/${session.id}/messages`, { body: 'Bonsoir à tous' }, admin);
    await client.post(`/v1/sessions/${session.id}/messages`, { body: 'Pour Ben', playerId: ben.id }, admin);
    const own = await client.post(
      `/v1/sessions/${session.id}/messages`,
      { body: 'Regardez le plan', kind: 'hint', playerId: ana.id },
      admin,
    );
    const messages = (await path(ana)).filter((entry) => entry.kind === 'message');
    expect(
      messages.map((entry) => [entry.message?.body, entry.message?.toEveryone, entry.message?.kind]),
    ).toEqual([
      ['Bonsoir à tous', true, 'message'],
      ['Regardez le plan', false, 'hint'],
    ]);
    // Ben cannot mark Ana's message read; nor can an id from nowhere do anything.
    await client.post(`/v1/players/${ben.id}/messages/read`, { ids: [own.body.id, 'nope'] }, ben.headers);
    expect((await path(ana)).find((entry) => entry.id === own.body.id)?.message?.readAt).toBeNull();
  });

  it('refuses a hint for a solved lock, one already had, one out of order, or past the last, changing nothing', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    expect((await attempt(client, player, 'security-computer', '1887')).body.right).toBe(true);
    expect((await takeHint(client, player, 'dressing-room-seal')).status).toBe(200);
    const before = (await client.get(`/v1/players/${player.id}/progress`, admin)).body;

    const refusals: [unknown, number, string][] = [
      [{ lockId: 'security-computer', number: 1, charge: true }, 409, 'LOCK_SOLVED'],
      [{ lockId: 'dressing-room-seal', number: 1, charge: false }, 409, 'HINT_ALREADY_GIVEN'],
      [{ lockId: 'dressing-room-seal', number: 3, charge: false }, 409, 'HINT_NOT_NEXT'],
      [{ lockId: 'lift-route', number: 3, charge: false }, 409, 'NO_MORE_HINTS'],
      [{ lockId: 'lab-request', number: 1, charge: false }, 409, 'LOCK_UNAVAILABLE'],
      [{ lockId: 'no-such-lock', number: 1, charge: false }, 409, 'LOCK_UNAVAILABLE'],
      [{ lockId: 'dressing-room-seal', number: 4, charge: false }, 400, 'VALIDATION'],
      [{ lockId: 'dressing-room-seal', number: 2 }, 400, 'VALIDATION'],
      [{ lockId: 'dressing-room-seal\u0000', number: 2, charge: true }, 400, 'VALIDATION'],
    ];
    for (const [body, status, key] of refusals) {
      const refused = await send(player, body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body.key, JSON.stringify(body)).toBe(key);
    }
    const after = (await client.get(`/v1/players/${player.id}/progress`, admin)).body;
    const counts = ({ locksSolved, hintsTaken, penaltySeconds, wrongAttempts, score }: typeof before) => ({
      locksSolved,
      hintsTaken,
      penaltySeconds,
      wrongAttempts,
      score,
    });
    expect(counts(after)).toEqual(counts(before));
    expect((await path(player)).filter((entry) => entry.kind === 'message')).toEqual([]);
  });

  it('is refused before the session starts, after their game ends, to a player of another session, or by a read-only admin', async () => {
    const session = await newSession(client, { status: 'open' });
    const waiting = await newPlayer(client, session.id);
    const hint = { lockId: 'security-computer', number: 1, charge: true };
    const early = await send(waiting, hint);
    expect(early.status).toBe(409);
    expect(early.body.key).toBe('GAME_NOT_STARTED');
    expect((await position(waiting)).locks).toEqual([]);

    await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'start' }, admin);
    await startGame(client, waiting);
    await client.post('/v1/admins', { username: 'voisine', password: 'neighbour-pass' }, admin);
    const neighbour = { authorization: basic('voisine', 'neighbour-pass') };
    const notYours = await send(waiting, hint, neighbour);
    expect(notYours.status).toBe(403);
    expect(notYours.body.key).toBe('SESSION_NOT_YOURS');
    // Reading where the player stands is not running the session.
    expect((await client.get(`/v1/players/${waiting.id}/position`, neighbour)).status).toBe(200);

    const unknown = await client.post(
      '/v1/players/00000000-0000-4000-8000-000000000000/case-hints',
      hint,
      admin,
    );
    expect(unknown.status).toBe(404);
    const noAdmin = await client.post(`/v1/players/${waiting.id}/case-hints`, hint, waiting.headers);
    expect(noAdmin.status).toBe(401);

    await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'finish' }, admin);
    const over = await send(waiting, hint);
    expect(over.status).toBe(409);
    expect(over.body.key).toBe('GAME_OVER');
  });

  it("helps a room's player who never opened their game: its first locks are in front of them, and the hint opens it", async () => {
    const session = await newSession(client);
    const unopened = await newPlayer(client, session.id, { lang: 'fr' });
    const where = await position(unopened);
    expect(where.status).toBe('waiting');
    expect(where.locks.map((lock) => lock.lockId)).toContain('security-computer');
    expect(where.locks.every((lock) => lock.hints.every((hint) => !hint.given))).toBe(true);

    const sent = await send(unopened, { lockId: 'security-computer', number: 1, charge: false });
    expect(sent.status).toBe(201);
    // Their game is open, the room's clock theirs, the hint had; their phone finds it there.
    const row = (await client.get(`/v1/players/${unopened.id}/progress`, admin)).body;
    expect(row).toMatchObject({ status: 'playing', hintsTaken: 1, penaltySeconds: 0 });
    expect(row.startedAt).not.toBeNull();
    const state = await game(unopened);
    expect(JSON.stringify(state)).toContain(caseTexts('fr').locks['security-computer']!.hints[0]!);
    expect((await path(unopened)).map((entry) => entry.kind)).toEqual(['start', 'message']);

    // A self-paced player's clock waits for them: nothing is sent before they look.
    const own = await newSession(client, { pacing: 'selfPaced' });
    const waiting = await newPlayer(client, own.id);
    expect((await position(waiting)).locks).toEqual([]);
    const refused = await send(waiting, { lockId: 'security-computer', number: 1, charge: false });
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('GAME_NOT_STARTED');
  });
});
