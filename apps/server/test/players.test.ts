import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET } from '@coulisses/shared/session/join-code';
import { basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

describe.each(ENGINES)('players API on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let code: string;
  const admin = { authorization: basic() };

  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new TestClient(server.url);
    const created = await client.post('/v1/sessions', { name: 'Friday night' }, admin);
    code = created.body.id;
  });
  afterAll(() => server.close());

  const playerRows = () => server.database.db.selectFrom('players').selectAll().execute();

  it('POST /v1/players registers a player and answers 201 with a secret token', async () => {
    const { status, body } = await client.post('/v1/players', { mail: 'ana@example.com', sessionId: code });
    expect(status).toBe(201);
    expect(body).toMatchObject({ mail: 'ana@example.com', sessionId: code, lang: 'fr' });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const rows = await playerRows();
    expect(rows.find((row) => row.id === body.id)?.token_hash).not.toContain(body.token);
  });

  it('accepts the code in lower case with spaces and dashes', async () => {
    const typed = ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    const { status, body } = await client.post('/v1/players', {
      mail: 'ben@example.com',
      sessionId: typed,
      lang: 'gr',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ sessionId: code, lang: 'gr' });
  });

  it('reads a code typed with Greek or Cyrillic look-alike letters and any dash', async () => {
    const GREEK: Record<string, string> = {
      A: 'Α',
      B: 'Β',
      E: 'Ε',
      Z: 'Ζ',
      H: 'Η',
      K: 'Κ',
      M: 'Μ',
      N: 'Ν',
      P: 'Ρ',
      T: 'Τ',
      X: 'Χ',
      Y: 'Υ',
    };
    const CYRILLIC: Record<string, string> = {
      A: 'А',
      B: 'В',
      E: 'Е',
      K: 'К',
      M: 'М',
      H: 'Н',
      P: 'Р',
      C: 'С',
      T: 'Т',
      X: 'Х',
      Y: 'У',
    };
    // Codes are drawn at random: one with at least two letters of each kind of look-alike.
    let session = '';
    // Γ, typed first below, is G on a Greek keyboard: a code that starts with G would be found.
    while (
      session.startsWith('G') ||
      ![GREEK, CYRILLIC].every((map) => [...session].filter((letter) => map[letter]).length >= 2)
    )
      session = (await client.post('/v1/sessions', { name: 'Look-alikes' }, admin)).body.id;
    const spell = (map: Record<string, string>, letter: string) => map[letter] ?? letter;
    const greek = [...session].map((letter) => spell(GREEK, letter));
    const cyrillic = [...session].map((letter) => spell(CYRILLIC, letter).toLowerCase());
    const mixed = [...session].map((letter, index) => spell(index % 2 ? GREEK : CYRILLIC, letter));
    for (const [mail, typed] of [
      ['greek@example.com', `${greek.slice(0, 3).join('')}–${greek.slice(3).join('')}`],
      ['cyrillic@example.com', `${cyrillic.slice(0, 3).join('')}—${cyrillic.slice(3).join('')}`],
      ['mixed@example.com', mixed.join(' ')],
    ] as const) {
      expect(typed).toMatch(/[\u0370-\u04ff]/);
      const { status, body } = await client.post('/v1/players', { mail, sessionId: typed, lang: 'gr' });
      expect(status, typed).toBe(201);
      expect(body.sessionId).toBe(session);
    }
    // Γ has no Latin look-alike, and read as the key it is on it makes another code: no session's.
    const refused = await client.post('/v1/players', {
      mail: 'gamma@example.com',
      sessionId: `Γ${session.slice(1)}`,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.key).toBe('BAD_SESSION_ID');
  });

  /** A code as the Greek keyboard types it: each letter its key's Greek letter (ELOT 928). */
  const GREEK_KEYS: Record<string, string> = {
    Q: ';',
    W: 'ς',
    E: 'ε',
    R: 'ρ',
    T: 'τ',
    Y: 'υ',
    U: 'θ',
    P: 'π',
    A: 'α',
    S: 'σ',
    D: 'δ',
    F: 'φ',
    G: 'γ',
    H: 'η',
    J: 'ξ',
    K: 'κ',
    Z: 'ζ',
    X: 'χ',
    C: 'ψ',
    V: 'ω',
    B: 'β',
    N: 'ν',
    M: 'μ',
  };
  const onGreekKeys = (typed: string) => [...typed].map((letter) => GREEK_KEYS[letter] ?? letter).join('');

  /** A session of its own, under the code given (the server draws them at random). */
  async function sessionCoded(id: string): Promise<string> {
    const drawn = (await client.post('/v1/sessions', { name: `Coded ${id}` }, admin)).body.id as string;
    await server.database.db.updateTable('sessions').set({ id }).where('id', '=', drawn).execute();
    return id;
  }
  /** Five characters that look like the keys they sit on: the same either way they are read. */
  const ALIKE = 'ABEHKMNTXYZ23456789';
  const aliked = () =>
    Array.from({ length: 5 }, () => ALIKE[Math.floor(Math.random() * ALIKE.length)]).join('');

  it('reads a code typed on the Greek keyboard as its keys, and the same player comes back so', async () => {
    // Letters only the keys' reading makes Latin, W among them: its ς is Σ in capitals.
    const session = await sessionCoded('WGU2RQ');
    const typed = `${onGreekKeys(session.slice(0, 3))}-${onGreekKeys(session.slice(3))}`;
    expect(typed).toMatch(/[;\u0370-\u03ff]/);
    const first = await client.post('/v1/players', {
      mail: 'keys@example.com',
      sessionId: typed,
      lang: 'gr',
    });
    expect(first.status, typed).toBe(201);
    expect(first.body.sessionId).toBe(session);
    // Typed the same way again on the same device, with its token: the same player.
    const again = await client.post('/v1/players', {
      mail: 'keys@example.com',
      sessionId: typed.toUpperCase(),
      token: first.body.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('joins the look-alikes’ session when both readings name one, else the keys’', async () => {
    const rest = aliked();
    const asP = await sessionCoded(`P${rest}`);
    const asR = await sessionCoded(`R${rest}`);
    // Ρ looks like P and sits on R: the look-alike wins while its session is there.
    const typed = `Ρ${rest}`.replace(/[A-Z]/g, (letter) => onGreekKeys(letter).toUpperCase());
    const lookAlike = await client.post('/v1/players', { mail: 'rho1@example.com', sessionId: typed });
    expect(lookAlike.status).toBe(201);
    expect(lookAlike.body.sessionId).toBe(asP);
    expect((await client.request('DELETE', `/v1/sessions/${asP}`, { headers: admin })).status).toBe(204);
    const keys = await client.post('/v1/players', { mail: 'rho2@example.com', sessionId: typed });
    expect(keys.status).toBe(201);
    expect(keys.body.sessionId).toBe(asR);
  });

  it('refuses a code only a mix of look-alikes and keys would make', async () => {
    // GP…: Γ read by its key (G), Ρ by its look (P). Neither reading alone makes it.
    const mixed = await sessionCoded(`GP${aliked().slice(1)}`);
    const { status, body } = await client.post('/v1/players', {
      mail: 'mix@example.com',
      sessionId: `ΓΡ${mixed.slice(2)}`,
    });
    expect(status).toBe(404);
    expect(body.key).toBe('BAD_SESSION_ID');
  });

  it('answers 404 BAD_SESSION_ID for an unknown code and stores nothing', async () => {
    const before = (await playerRows()).length;
    const unknown = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const { status, body } = await client.post('/v1/players', { mail: 'cy@example.com', sessionId: unknown });
    expect(status).toBe(404);
    expect(body.key).toBe('BAD_SESSION_ID');
    expect((await playerRows()).length).toBe(before);
  });

  it('answers BAD_SESSION_ID for a code that cannot exist', async () => {
    const { status, body } = await client.post('/v1/players', {
      mail: 'cy@example.com',
      sessionId: 'O0I1L!',
    });
    expect(status).toBe(404);
    expect(body.key).toBe('BAD_SESSION_ID');
  });

  it('answers 409 BAD_SESSION_ID for a session that is not open, and stores nothing', async () => {
    const draft = await client.post('/v1/sessions', { name: 'Later', status: 'draft' }, admin);
    const before = (await playerRows()).length;
    const { status, body } = await client.post('/v1/players', {
      mail: 'dee@example.com',
      sessionId: draft.body.id,
    });
    expect(status).toBe(409);
    expect(body.key).toBe('BAD_SESSION_ID');
    expect((await playerRows()).length).toBe(before);
  });

  it('answers 400 VALIDATION naming each bad field', async () => {
    const { status, body } = await client.post('/v1/players', {
      mail: 'not-a-mail',
      sessionId: '',
      lang: 'de',
    });
    expect(status).toBe(400);
    expect(body.key).toBe('VALIDATION');
    expect(body.fields).toEqual(expect.arrayContaining(['mail', 'sessionId', 'lang']));
  });

  it('refuses an over-long mail', async () => {
    const mail = `${'a'.repeat(250)}@example.com`;
    const { status, body } = await client.post('/v1/players', { mail, sessionId: code });
    expect(status).toBe(400);
    expect(body.fields).toEqual(['mail']);
  });

  it('never creates a second player for the same mail: 409 PLAYER_EXISTS without the token', async () => {
    const before = (await playerRows()).length;
    const { status, body } = await client.post('/v1/players', { mail: 'ANA@example.com', sessionId: code });
    expect(status).toBe(409);
    expect(body.key).toBe('PLAYER_EXISTS');
    expect((await playerRows()).length).toBe(before);
  });

  it('resumes the same player with their token (200)', async () => {
    const first = await client.post('/v1/players', { mail: 'eve@example.com', sessionId: code });
    const again = await client.post('/v1/players', {
      mail: 'eve@example.com',
      sessionId: code,
      token: first.body.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const wrong = await client.post('/v1/players', {
      mail: 'eve@example.com',
      sessionId: code,
      token: 'guess',
    });
    expect(wrong.status).toBe(409);
  });

  describe('reading and changing a player', () => {
    let me: { id: string; token: string; mail: string; sessionId: string; lang: string; createdAt: string };
    let other: { id: string; token: string };

    beforeAll(async () => {
      me = (await client.post('/v1/players', { mail: 'finn@example.com', sessionId: code })).body;
      other = (await client.post('/v1/players', { mail: 'gus@example.com', sessionId: code })).body;
    });

    it('GET /v1/players/{id} answers the player to themself, without the token', async () => {
      const { status, body } = await client.get(`/v1/players/${me.id}`, { 'x-player-token': me.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: me.id, mail: 'finn@example.com' });
      expect(body.token).toBeUndefined();
    });

    it('answers 403 FORBIDDEN to a player reading another player', async () => {
      const { status, body } = await client.get(`/v1/players/${other.id}`, { 'x-player-token': me.token });
      expect(status).toBe(403);
      expect(body.key).toBe('FORBIDDEN');
    });

    it('answers 401 without any credentials', async () => {
      const { status, body } = await client.get(`/v1/players/${me.id}`);
      expect(status).toBe(401);
      expect(body.key).toBe('UNAUTHORIZED');
    });

    it('lets an admin read any player, and 404 an unknown one', async () => {
      expect((await client.get(`/v1/players/${other.id}`, admin)).status).toBe(200);
      const missing = await client.get('/v1/players/nobody', admin);
      expect(missing.status).toBe(404);
      expect(missing.body.key).toBe('NOT_FOUND');
    });

    it('PUT /v1/players/{id} lets a player change their language, and stores it', async () => {
      const { status, body } = await client.put(
        `/v1/players/${me.id}`,
        { ...me, lang: 'es' },
        { 'x-player-token': me.token },
      );
      expect(status).toBe(200);
      expect(body.lang).toBe('es');
      const row = await server.database.db
        .selectFrom('players')
        .select('lang')
        .where('id', '=', me.id)
        .executeTakeFirst();
      expect(row?.lang).toBe('es');
    });

    it('refuses a player changing their mail, and keeps the stored one', async () => {
      const { status, body } = await client.put(
        `/v1/players/${me.id}`,
        { ...me, mail: 'x@example.com' },
        { 'x-player-token': me.token },
      );
      expect(status).toBe(403);
      expect(body.key).toBe('IMMUTABLE_FIELD');
      const row = await server.database.db
        .selectFrom('players')
        .select('mail')
        .where('id', '=', me.id)
        .executeTakeFirst();
      expect(row?.mail).toBe('finn@example.com');
    });

    it('refuses an id that differs from the path, and a move to another session', async () => {
      const mismatch = await client.put(`/v1/players/${me.id}`, { ...me, id: other.id }, admin);
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.key).toBe('ID_MISMATCH');
      const moved = await client.put(`/v1/players/${me.id}`, { ...me, sessionId: 'ABCDEF' }, admin);
      expect(moved.status).toBe(400);
      expect(moved.body.key).toBe('IMMUTABLE_FIELD');
    });

    it('lets a player change another player? No: 403', async () => {
      const { status } = await client.put(
        `/v1/players/${other.id}`,
        { ...me, id: other.id },
        { 'x-player-token': me.token },
      );
      expect(status).toBe(403);
    });

    it('GET /v1/players/{id}/introduction answers the case introduction in the asked language', async () => {
      const { status, body } = await client.get(`/v1/players/${me.id}/introduction?lang=gr`, {
        'x-player-token': me.token,
      });
      expect(status).toBe(200);
      expect(body.title).toBe('Η τελευταία πράξη');
      expect(body.markdown).toContain('|');
      // The cover's description, the alt text of the cover the start dialog shows above it.
      expect(body).toMatchObject({ scenarioId: 'le-dernier-acte', lang: 'gr' });
      expect(body.cover).toMatch(/^Αφίσα/);
    });
  });

  it('GET /v1/players?sessionId lists the players of a session for an admin only', async () => {
    const refused = await client.get(`/v1/players?sessionId=${code}`);
    expect(refused.status).toBe(401);
    const { status, body } = await client.get(`/v1/players?sessionId=${code.toLowerCase()}`, admin);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(4);
    expect(
      body.every(
        (player: { sessionId: string; token?: string }) => player.sessionId === code && !player.token,
      ),
    ).toBe(true);
    const missing = await client.get('/v1/players', admin);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(['sessionId']);
  });

  it('draws join codes from the unambiguous alphabet', () => {
    expect(code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
  });
});
