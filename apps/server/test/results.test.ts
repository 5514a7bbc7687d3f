import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_COLUMNS } from '../src/modules/dashboard/results-csv.js';
import { admin, attempt, newPlayer, newSession, startGame } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)('results export on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const download = (sessionId: string, headers: Record<string, string> = admin) =>
    fetch(`${server.url}/v1/sessions/${sessionId}/results.csv`, { headers });

  it('GET /v1/sessions/{id}/results.csv answers a CSV attachment, one row per player in rank order', async () => {
    const session = await newSession(client);
    // Mails a spreadsheet would run as formulas, as the registration form accepts them.
    const formula = await newPlayer(client, session.id, { mail: '=1+1@example.com', lang: 'gr' });
    const plus = await newPlayer(client, session.id, { mail: '+33612345678@example.com', lang: 'es' });
    const minus = await newPlayer(client, session.id, { mail: '-2+3@example.com' });
    const quote = await newPlayer(client, session.id, { mail: "o'brien@example.com", lang: 'fr' });
    await startGame(client, formula);
    await attempt(client, formula, 'security-computer', '1887');
    await attempt(client, formula, 'dressing-room-seal', '20:57');
    await startGame(client, plus);
    await attempt(client, plus, 'security-computer', '1887');

    const response = await download(session.id.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="coulisses-${session.id}-results.csv"; filename*=UTF-8''coulisses-${session.id}-results.csv`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte order mark, so that spreadsheets read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');

    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    // The named columns, then one per lock of the case.
    expect(header!.slice(0, RESULT_COLUMNS.length)).toEqual([...RESULT_COLUMNS]);
    expect(header!.slice(RESULT_COLUMNS.length)).toHaveLength(7);
    const column = (name: (typeof RESULT_COLUMNS)[number]) => RESULT_COLUMNS.indexOf(name);
    expect(rows.map((row) => row[column('rank')])).toEqual(['1', '2', '3', '4']);
    // Formulas come back as typed, behind an apostrophe; other mails unchanged.
    expect(rows.map((row) => row[column('mail')])).toEqual([
      "'=1+1@example.com",
      "'+33612345678@example.com",
      expect.stringMatching(/^('-2\+3|o'brien)@example\.com$/),
      expect.stringMatching(/^('-2\+3|o'brien)@example\.com$/),
    ]);
    expect(new Set(rows.slice(2).map((row) => row[column('mail')]))).toEqual(
      new Set(["'-2+3@example.com", "o'brien@example.com"]),
    );
    const [first, second, third] = rows as [string[], string[], string[]];
    expect(first[column('language')]).toBe('gr');
    expect(first[column('locks_solved')]).toBe('2');
    expect(first[column('score')]).toBe('200');
    expect(first[column('status')]).toBe('playing');
    expect(first[column('finished')]).toBe('no');
    expect(first[column('accusation_right')]).toBe('');
    expect(Date.parse(first[column('started_at')]!)).not.toBeNaN();
    expect(second[column('locks_solved')]).toBe('1');
    expect(third[column('started_at')]).toBe('');
    expect(third[column('status')]).toBe('waiting');

    // The same order as the dashboard's ranking.
    const dashboard = (await client.get(`/v1/sessions/${session.id}/dashboard`, admin)).body;
    expect(dashboard.players.slice(0, 2).map((row: { playerId: string }) => row.playerId)).toEqual([
      formula.id,
      plus.id,
    ]);
    expect([minus.id, quote.id]).toContain(dashboard.players[2].playerId);
  });

  it('answers 409 NO_PLAYERS for a session nobody joined, 404 for an unknown one, 401 without credentials', async () => {
    const session = await newSession(client);
    const empty = await download(session.id);
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ key: 'NO_PLAYERS' });
    const unknown = await download('ZZZZZ9');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ key: 'NOT_FOUND' });
    const player = await newPlayer(client, session.id);
    const byPlayer = await download(session.id, player.headers);
    expect(byPlayer.status).toBe(401);
    expect(await byPlayer.json()).toMatchObject({ key: 'UNAUTHORIZED' });
  });

  it('names each player by their nickname and team, times each lock, quotes every field, and gives no time left to one who never started', async () => {
    const session = await newSession(client);
    const diva = await newPlayer(client, session.id);
    const idle = await newPlayer(client, session.id);
    expect(
      (await client.put(`/v1/players/${diva.id}/nickname`, { nickname: 'La Diva' }, diva.headers)).status,
    ).toBe(200);
    await startGame(client, diva);
    expect((await attempt(client, diva, 'security-computer', '1887')).body.right).toBe(true);
    expect((await attempt(client, diva, 'dressing-room-seal', '20:57')).body.right).toBe(true);

    const text = (await (await download(session.id)).text()).replace(/^\uFEFF/, '');
    // Every field between quotes, the empty ones too: no bare comma anywhere on a line.
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^"[^"]*"(,"[^"]*")*$/);
    const [header, first, second] = parse(text) as string[][];
    const column = (name: string) => header!.indexOf(name);
    expect(first![column('mail')]).toBe(diva.mail);
    expect(first![column('nickname')]).toBe('La Diva');
    expect(first![column('team')]).toBe('');
    for (const lock of ['security-computer', 'dressing-room-seal']) {
      const seconds = Number(first![column(`lock_${lock}_seconds`)]);
      expect(seconds).toBeGreaterThanOrEqual(0);
      expect(seconds).toBeLessThan(30);
    }
    expect(first![column('lock_desk-drawer_seconds')]).toBe('');
    expect(Number(first![column('time_left_seconds')])).toBeGreaterThan(3500);
    expect(second![column('mail')]).toBe(idle.mail);
    expect(second![column('nickname')]).toBe('');
    expect(second![column('time_left_seconds')]).toBe('');
    expect(second![column('lock_security-computer_seconds')]).toBe('');
  });

  it('writes a whole file for a session of 5,000 players', async () => {
    const session = await newSession(client);
    const now = Date.now();
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      id: randomUUID(),
      session_id: session.id,
      mail: `crowd-${index}@example.com`,
      mail_key: `crowd-${index}@example.com`,
      lang: 'fr' as const,
      token_hash: 'not-a-token',
      created_at: new Date(now + index).toISOString(),
      nickname: null,
      nickname_key: null,
      released_at: null,
      team_id: null,
      teams_made: 0,
    }));
    // Written straight to the table: 5,000 registrations would test the registration instead.
    for (let start = 0; start < rows.length; start += 500) {
      await server.database.db
        .insertInto('players')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const response = await download(session.id);
    expect(response.status).toBe(200);
    const [header, ...records] = parse(await response.text(), { bom: true }) as string[][];
    expect(records).toHaveLength(5000);
    expect(records.every((record) => record.length === header!.length)).toBe(true);
    expect(new Set(records.map((record) => record[header!.indexOf('mail')])).size).toBe(5000);
  });
});
