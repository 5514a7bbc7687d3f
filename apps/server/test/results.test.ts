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
    expect(header).toEqual([...RESULT_COLUMNS]);
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
});
