import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinCodeFromBytes } from '@coulisses/shared/session/join-code';
import { SMALL_CASE_CODE, smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { readCaseArchive } from '../src/modules/cases/case-archive.js';
import { caseCatalog } from '../src/modules/cases/case-catalog.js';
import { listCases } from '../src/modules/cases/case-library.js';
import { importInstalledCases } from '../src/modules/cases/installed-cases.js';
import { sweepOldTrials, TRIAL_KEPT_MS } from '../src/modules/cases/trial-sweep.js';
import { inWriteTransaction } from '../src/modules/data-store.js';
import { findSessionRow, insertSession } from '../src/modules/sessions/sessions-store.js';
import { admin, newPlayer, newSession } from './fixtures.js';
import { listen } from './live-stream.js';
import { loadScenarios, withoutFiles } from '../src/modules/scenarios/scenarios.js';
import {
  ADMIN,
  basic,
  ENGINES,
  openTestDatabase,
  skipAhead,
  startTestServer,
  TestClient,
  type TestServer,
} from './helper.js';
import { fillSessionTables } from './session-rows.js';

const CONTENT = path.resolve(import.meta.dirname, '../../../content/scenarios');

/** The small case in English alone: a player who reads French gets its first language. */
const englishCase = (id: string, title?: string) => smallCaseFiles(id, { title, languages: ['en'] });

/** Every file of an installed case's folder, by its path in the folder. */
function folderFiles(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [key, value] of folderFiles(dir, relative)) files.set(key, value);
    else files.set(relative, fs.readFileSync(path.join(dir, relative)));
  }
  return files;
}

describe.each(ENGINES)('cases written in the editor, on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  const guest = { authorization: basic('autrice', 'author-password') };
  let guestId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { WARNING_CHECK_SECONDS: '0' });
    client = new TestClient(server.url);
    guestId = (await client.post('/v1/admins', { username: 'autrice', password: 'author-password' }, admin))
      .body.id;
  });
  afterAll(() => server.close());

  const create = async (id: string, files = englishCase(id), headers = admin) => {
    const created = await client.post('/v1/cases', { id, files }, headers);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (await client.get(`/v1/cases/${id}/draft`, headers)).body;
  };
  const publish = (id: string, revision: number, headers = admin) =>
    client.post(`/v1/cases/${id}/versions`, { revision }, headers);
  const save = (id: string, revision: number, files: Record<string, string | null>, headers = admin) =>
    client.put(`/v1/cases/${id}/draft`, { revision, files }, headers);
  /** A trial of the case's draft from its safe: its session, the version it plays, its player. */
  const startTrial = async (id: string) => {
    const trial = await client.post(`/v1/cases/${id}/trials`, { lang: 'en', folder: 'safe' }, admin);
    expect(trial.status, JSON.stringify(trial.body)).toBe(201);
    const session = await server.database.db
      .selectFrom('sessions')
      .select(['id', 'scenario_version'])
      .where('id', '=', trial.body.sessionId)
      .executeTakeFirstOrThrow();
    return { ...session, player: { id: trial.body.id, headers: { 'x-player-token': trial.body.token } } };
  };
  /** The title of the case a player's game shows. */
  const titleOf = async (player: { id: string; headers: Record<string, string> }) =>
    (await client.get(`/v1/players/${player.id}/game`, player.headers)).body.title;
  /** The case as the library lists it to `headers`' admin. */
  const listed = async (id: string, headers = admin) =>
    (await client.get('/v1/cases', headers)).body.find((found: { id: string }) => found.id === id);

  it('lists the installed cases as published, read only, and exports each as its folder, byte for byte', async () => {
    for (const id of ['le-dernier-acte', 'la-reine-de-la-nuit']) {
      expect(await listed(id)).toMatchObject({
        installed: true,
        editable: false,
        versions: [{ version: 1 }],
        unpublishedChanges: false,
      });
      const zip = await client.fetchBytes('GET', `/v1/cases/${id}/archive`, { headers: admin });
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      const { id: read, files } = await readCaseArchive(zip.bytes);
      expect(read).toBe(id);
      const folder = folderFiles(path.join(CONTENT, id));
      expect([...files.keys()].sort()).toEqual([...folder.keys()].sort());
      for (const [file, bytes] of folder)
        expect(Buffer.from(files.get(file)!).equals(bytes), file).toBe(true);
    }
    const refused = await save('le-dernier-acte', 1, { 'SOLUTION.md': 'Rewritten' });
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('CASE_READ_ONLY');
  });

  it('stores an installed case from the files it checked, and its folder changed as the next version', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-content-'));
    const folder = path.join(contentDir, 'scenarios', 'la-reine-de-la-nuit');
    fs.cpSync(path.join(CONTENT, 'la-reine-de-la-nuit'), folder, { recursive: true });
    const warn = (message: string) => expect.fail(message);
    /** A server's start-up: `meanwhile` runs between the check and the import. */
    const start = async (meanwhile = () => {}) => {
      const folders = await loadScenarios(contentDir, warn);
      meanwhile();
      const catalog = caseCatalog(database.db, withoutFiles(folders));
      await importInstalledCases(database.db, catalog, folders.values(), warn);
      return { folders, catalog };
    };
    const stored = async () =>
      database.db
        .selectFrom('case_files')
        .select(['version', 'bytes'])
        .where('case_id', '=', 'la-reine-de-la-nuit')
        .where('path', '=', 'SOLUTION.md')
        .orderBy('version')
        .execute();
    try {
      // The folder changes between the check and the import: what was checked is stored.
      const { folders, catalog } = await start(() =>
        fs.appendFileSync(path.join(folder, 'SOLUTION.md'), '\nRewritten since.\n'),
      );
      expect(catalog.installed.get('la-reine-de-la-nuit')).not.toHaveProperty('files');
      const solution = folders.get('la-reine-de-la-nuit')!.files.get('SOLUTION.md')!;
      expect((await stored()).map((row) => [row.version, Buffer.from(row.bytes).equals(solution)])).toEqual([
        [1, true],
      ]);
      expect(await catalog.find('la-reine-de-la-nuit', 1)).toBeDefined();

      // The next start finds the change and publishes it; the one after finds nothing new.
      await start();
      await start();
      const versions = await stored();
      expect(versions.map((row) => row.version)).toEqual([1, 2]);
      expect(Buffer.from(versions[1]!.bytes).toString()).toContain('Rewritten since.');
    } finally {
      fs.rmSync(contentDir, { recursive: true, force: true });
      await database.close();
      await dispose();
    }
  });

  it('publishes versions that running sessions never feel', async () => {
    const draft = await create('horloger');
    expect(draft).toMatchObject({ revision: 1, installed: false });
    expect(Object.keys(draft.files)).toContain('documents/ledger.en.md');
    const first = await publish('horloger', 1);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.version).toBe(1);

    const session = await newSession(client, { scenarioId: 'horloger', status: 'running' });
    expect(session).toMatchObject({ scenarioId: 'horloger', scenarioVersion: 1 });
    const player = await newPlayer(client, session.id, { lang: 'fr' });
    const game = async (who: typeof player) =>
      (await client.get(`/v1/players/${who.id}/game`, who.headers)).body;
    // A player whose language the case lacks reads it in its first language; a game master's
    // markdown is sanitised where an installed case's keeps its raw HTML.
    expect(await game(player)).toMatchObject({ title: 'The Clockmaker', rawHtml: false });
    const installed = await newPlayer(client, (await newSession(client, { status: 'running' })).id);
    expect((await game(installed)).rawHtml).toBe(true);
    const introduction = await client.get(`/v1/players/${player.id}/introduction`, player.headers);
    expect(introduction.body).toMatchObject({ lang: 'fr', rawHtml: false });

    const saved = await save('horloger', 1, {
      'texts.en.json': englishCase('horloger', 'The Stopped Clock')['texts.en.json']!,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(2);
    expect((await game(player)).title).toBe('The Clockmaker');

    const second = await publish('horloger', 2);
    expect(second.body.version).toBe(2);
    expect((await game(player)).title).toBe('The Clockmaker');
    const later = await newSession(client, { scenarioId: 'horloger', status: 'running' });
    expect(later.scenarioVersion).toBe(2);
    const newcomer = await newPlayer(client, later.id);
    expect((await game(newcomer)).title).toBe('The Stopped Clock');

    // The first session's player still solves the version they started.
    const opened = await client.post(
      `/v1/players/${player.id}/locks/safe-door/attempts`,
      { answer: SMALL_CASE_CODE },
      player.headers,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const horloger = await listed('horloger');
    expect(horloger).toMatchObject({ editable: true, unpublishedChanges: false, sessionCount: 2 });
    expect(horloger.versions.map((version: { version: number }) => version.version)).toEqual([1, 2]);
  });

  it('lists several cases at once, each with its own languages, title and count of sessions', async () => {
    await create('carte-a', englishCase('carte-a', 'Alpha'));
    await create('carte-b', { ...englishCase('carte-b'), 'scenario.json': '{ not json' });
    await create('carte-c', { ...englishCase('carte-c'), 'texts.en.json': '{ "title": 3 }' });
    await publish('carte-a', 1);
    for (let count = 0; count < 2; count += 1) await newSession(client, { scenarioId: 'carte-a' });
    expect((await client.post('/v1/cases/carte-a/trials', { lang: 'en' }, admin)).status).toBe(201);

    const card = async (id: string) => {
      const { languages, title, sessionCount } = await listed(id);
      return { languages, title, sessionCount };
    };
    expect(await card('carte-a')).toEqual({ languages: ['en'], title: 'Alpha', sessionCount: 2 });
    expect(await card('carte-b')).toEqual({ languages: [], sessionCount: 0 });
    expect(await card('carte-c')).toEqual({ languages: ['en'], sessionCount: 0 });
    const installed = path.join(CONTENT, 'la-reine-de-la-nuit');
    const { languages } = JSON.parse(fs.readFileSync(path.join(installed, 'scenario.json'), 'utf8'));
    const { title } = JSON.parse(fs.readFileSync(path.join(installed, `texts.${languages[0]}.json`), 'utf8'));
    expect(await card('la-reine-de-la-nuit')).toMatchObject({ languages, title });
  });

  it('reads the library in as many queries with twenty more cases and sessions', async () => {
    const { db } = server.database;
    const row = await db
      .selectFrom('admins')
      .selectAll()
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    const owner = { id: row.id, username: row.username, createdAt: row.created_at, role: row.role };
    const queries = async () => {
      let count = 0;
      const counting = db.withPlugin({
        transformQuery: (args) => {
          count += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const listed = await listCases(counting, owner);
      return { count, listed: listed.length };
    };
    await create('compte-0');
    const few = await queries();
    for (let index = 1; index <= 20; index += 1) {
      await create(`compte-${index}`);
      await newSession(client, { scenarioId: 'le-dernier-acte' });
    }
    const many = await queries();
    expect(many.listed).toBe(few.listed + 20);
    expect(many.count).toBe(few.count);
  });

  it('refuses the second of two saves from one revision, and keeps the first', async () => {
    await create('deux-plumes');
    const text = (title: string) => ({
      'texts.en.json': englishCase('deux-plumes', title)['texts.en.json']!,
    });
    const first = await save('deux-plumes', 1, text('First'));
    expect(first.status).toBe(200);
    const second = await save('deux-plumes', 1, text('Second'));
    expect(second.status).toBe(409);
    expect(second.body.key).toBe('CASE_CHANGED');
    const stored = (await client.get('/v1/cases/deux-plumes/draft', admin)).body;
    expect(stored.revision).toBe(2);
    expect(JSON.parse(stored.files['texts.en.json']).title).toBe('First');
    // Publishing what one has not seen is refused the same way.
    expect((await publish('deux-plumes', 1)).body.key).toBe('CASE_CHANGED');
  });

  it('saves a draft with problems but does not publish it', async () => {
    await create('brouillon');
    const broken = {
      ...JSON.parse(englishCase('brouillon')['scenario.json']!),
      startFolders: ['nowhere'],
    };
    const saved = await save('brouillon', 1, { 'scenario.json': JSON.stringify(broken) });
    expect(saved.status).toBe(200);
    const refused = await publish('brouillon', 2);
    expect(refused.status).toBe(422);
    expect(refused.body.key).toBe('CASE_INVALID');
    expect(refused.body.message).toContain('startFolders');
    expect((await listed('brouillon')).versions).toEqual([]);
    const session = await client.post('/v1/sessions', { name: 'Essai', scenarioId: 'brouillon' }, admin);
    expect(session.status).toBe(400);
  });

  it('keeps a case to its owner and the admins it is shared with (403 CASE_NOT_YOURS)', async () => {
    await create('secret');
    const asGuest = [
      await client.get('/v1/cases/secret/draft', guest),
      await save('secret', 1, { 'SOLUTION.md': 'Mine now' }, guest),
      await client.post('/v1/cases/secret/versions', { revision: 1 }, guest),
      await client.request('GET', '/v1/cases/secret/archive', { headers: guest }),
      await client.post('/v1/cases', { id: 'copie-secrete', copyOf: { id: 'secret', draft: true } }, guest),
    ];
    for (const refused of asGuest) {
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('CASE_NOT_YOURS');
    }
    expect(await listed('secret', guest)).toBeUndefined();
    expect((await client.get('/v1/cases/secret/draft', admin)).body.revision).toBe(1);

    expect((await client.put('/v1/cases/secret/shares', { adminIds: [guestId] }, admin)).status).toBe(204);
    const saved = await save('secret', 1, { 'SOLUTION.md': 'Ours' }, guest);
    expect(saved.status).toBe(200);
    const onward = await client.put('/v1/cases/secret/shares', { adminIds: [] }, guest);
    expect(onward.status).toBe(403);
  });

  it('copies an installed case under a new id, which passes its checks', async () => {
    const copied = await client.post(
      '/v1/cases',
      { id: 'mon-acte', copyOf: { id: 'le-dernier-acte' } },
      admin,
    );
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const draft = (await client.get('/v1/cases/mon-acte/draft', admin)).body;
    expect(JSON.parse(draft.files['scenario.json']).id).toBe('mon-acte');
    expect(draft.files['SOLUTION.md']).toBeDefined();
    const published = await publish('mon-acte', 1);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const taken = await client.post(
      '/v1/cases',
      { id: 'mon-acte', copyOf: { id: 'le-dernier-acte' } },
      admin,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.key).toBe('CASE_ID_TAKEN');
  });

  it('refuses files a case may not hold, and stores nothing of them', async () => {
    await create('garde');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [Record<string, string>, number, string][] = [
      [{ 'images/run.sh': 'echo' }, 415, 'CASE_FILE_TYPE'],
      [
        {
          'images/bad.svg': Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ).toString('base64'),
        },
        422,
        'CASE_IMAGE_UNSAFE',
      ],
      [{ 'images/fake.svg': png.toString('base64') }, 415, 'CASE_IMAGE_MISMATCH'],
      [{ 'images/page.png': Buffer.from('<html></html>').toString('base64') }, 415, 'CASE_IMAGE_MISMATCH'],
    ];
    for (const [files, status, key] of cases) {
      const refused = await save('garde', 1, files);
      expect(refused.status, JSON.stringify(files).slice(0, 60)).toBe(status);
      expect(refused.body.key).toBe(key);
    }
    const stored = (await client.get('/v1/cases/garde/draft', admin)).body;
    expect(stored.revision).toBe(1);
    expect(Object.keys(stored.files).some((file) => file.startsWith('images/'))).toBe(false);
  });

  it('imports an exported case as a new one, and deletes a case no session plays', async () => {
    await create('aller-retour');
    const zip = await client.fetchBytes('GET', '/v1/cases/aller-retour/archive', { headers: admin });
    expect(zip.status).toBe(200);
    const again = await client.fetchBytes('POST', '/v1/cases/import', {
      headers: { ...admin, 'content-type': 'application/zip' },
      body: zip.bytes,
    });
    expect(again.status).toBe(409);
    expect(JSON.parse(new TextDecoder().decode(again.bytes)).key).toBe('CASE_ID_TAKEN');
    expect((await client.request('DELETE', '/v1/cases/aller-retour', { headers: admin })).status).toBe(204);
    const imported = await client.request('POST', '/v1/cases/import', {
      headers: { ...admin, 'content-type': 'application/zip' },
      body: zip.bytes,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const draft = (await client.get('/v1/cases/aller-retour/draft', admin)).body;
    expect(draft.files).toEqual(englishCase('aller-retour'));
    const garbage = await client.request('POST', '/v1/cases/import', {
      headers: { ...admin, 'content-type': 'application/zip' },
      body: new TextEncoder().encode('not a zip at all'),
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.key).toBe('CASE_ARCHIVE_INVALID');

    await publish('aller-retour', 1);
    await newSession(client, { scenarioId: 'aller-retour' });
    const inUse = await client.request('DELETE', '/v1/cases/aller-retour', { headers: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.key).toBe('CASE_IN_USE');
  });
  it('lets the author play the draft from any folder, its answers shown to them alone', async () => {
    await create('essai');
    const trial = await client.post('/v1/cases/essai/trials', { lang: 'en', folder: 'safe' }, admin);
    expect(trial.status, JSON.stringify(trial.body)).toBe(201);
    const author = { id: trial.body.id, headers: { 'x-player-token': trial.body.token } };
    const game = (await client.get(`/v1/players/${author.id}/game`, author.headers)).body;
    expect(game.trial).toBe(true);
    expect(game.folders.find((folder: { id: string }) => folder.id === 'safe')?.status).not.toBe('locked');
    const answers = await client.get(`/v1/players/${author.id}/answers`, author.headers);
    expect(answers.body.locks).toEqual([{ id: 'safe-door', title: 'The safe', answer: [SMALL_CASE_CODE] }]);

    // Listed nowhere, counted as no session of the case.
    const sessions = (await client.get('/v1/sessions', admin)).body.map((each: { id: string }) => each.id);
    expect(sessions).not.toContain(trial.body.sessionId);
    expect((await listed('essai')).sessionCount).toBe(0);

    // A player of any other session sees no answer.
    const session = await newSession(client, { status: 'running' });
    const player = await newPlayer(client, session.id);
    const refused = await client.get(`/v1/players/${player.id}/answers`, player.headers);
    expect(refused.status).toBe(403);

    // Nor is a draft with problems played, nor a case one may not edit.
    await save('essai', 1, { 'texts.en.json': '{}' });
    const broken = await client.post('/v1/cases/essai/trials', { lang: 'en' }, admin);
    expect(broken.status).toBe(422);
    expect(broken.body.key).toBe('CASE_INVALID');
    const installed = await client.post('/v1/cases/le-dernier-acte/trials', { lang: 'fr' }, admin);
    expect(installed.body.key).toBe('CASE_READ_ONLY');
  });

  it('forgets a trial a day old with every row of its session and its files, and keeps a fresh one', async () => {
    await create('oubli');
    const { db } = server.database;
    const filesOf = async (version: number) =>
      (
        await db
          .selectFrom('case_files')
          .select('path')
          .where('case_id', '=', 'oubli')
          .where('version', '=', version)
          .execute()
      ).length;
    const old = await startTrial('oubli');
    const rows = await fillSessionTables(db, old.id, old.player.id, guestId);
    const tablesHolding = async () => {
      const holding: string[] = [];
      for (const [table, column, value] of rows) {
        const found = await db.selectFrom(table).select(column).where(column, '=', value).execute();
        if (found.length > 0) holding.push(table);
      }
      return holding;
    };
    expect(await tablesHolding()).toEqual(rows.map(([table]) => table));

    const trials = async () =>
      (await db.selectFrom('sessions').select('id').where('trial', '=', 1).execute()).map((row) => row.id);
    const older = await trials();
    expect(older).toContain(old.id);

    skipAhead(TRIAL_KEPT_MS + 60_000);
    const fresh = await startTrial('oubli');
    expect(fresh.scenario_version).toBe(old.scenario_version - 1);
    const deps = { db, events: server.app.events, onError: (error: unknown) => expect.fail(String(error)) };
    // Two instances sweeping at once forget each trial once between them.
    const swept = await Promise.all([sweepOldTrials(deps, new Date()), sweepOldTrials(deps, new Date())]);
    expect(swept[0] + swept[1]).toBe(older.length);
    expect(await trials()).toEqual([fresh.id]);

    expect(await tablesHolding()).toEqual([]);
    expect(await filesOf(old.scenario_version)).toBe(0);
    expect((await client.get(`/v1/players/${old.player.id}/game`, old.player.headers)).status).toBe(404);
    expect(await filesOf(fresh.scenario_version)).toBeGreaterThan(0);
    expect((await client.get(`/v1/players/${fresh.player.id}/game`, fresh.player.headers)).status).toBe(200);
    expect(await sweepOldTrials(deps, new Date())).toBe(0);
  });

  it('gives trials started at once versions of their own, each playing the draft it copied', async () => {
    await create('ensemble', englishCase('ensemble', 'The First Draft'));
    const together = await Promise.all([startTrial('ensemble'), startTrial('ensemble')]);
    const saved = await save('ensemble', 1, {
      'texts.en.json': englishCase('ensemble', 'The Second Draft')['texts.en.json']!,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const trials = [...together, await startTrial('ensemble')];
    expect(new Set(trials.map((trial) => trial.scenario_version)).size).toBe(3);
    const titles = ['The First Draft', 'The First Draft', 'The Second Draft'];
    expect(await Promise.all(trials.map((trial) => titleOf(trial.player)))).toEqual(titles);
    // Another instance, reading each version from the database, plays each trial's own copy.
    const elsewhere = caseCatalog(server.database.db, new Map());
    const compiled = await Promise.all(
      trials.map((trial) => elsewhere.find('ensemble', trial.scenario_version)),
    );
    expect(compiled.map((scenario) => scenario?.texts.en?.title)).toEqual(titles);
  });

  it('never gives a trial the version of one forgotten, which another instance may keep compiled', async () => {
    await create('relance', englishCase('relance', 'The First Draft'));
    const { db } = server.database;
    const elsewhere = caseCatalog(db, new Map());
    const seenElsewhere = async (version: number) =>
      (await elsewhere.find('relance', version))?.texts.en?.title;
    const earlier = [await startTrial('relance'), await startTrial('relance')];
    for (const trial of earlier) expect(await seenElsewhere(trial.scenario_version)).toBe('The First Draft');

    // A day later the sweep forgets them, their files with them.
    await sweepOldTrials(
      { db, events: server.app.events, onError: (error) => expect.fail(String(error)) },
      new Date(Date.now() + TRIAL_KEPT_MS + 60_000),
    );
    const versions = await db
      .selectFrom('case_files')
      .select('version')
      .distinct()
      .where('case_id', '=', 'relance')
      .execute();
    expect(versions).toEqual([{ version: 0 }]);

    await save('relance', 1, {
      'texts.en.json': englishCase('relance', 'The Second Draft')['texts.en.json']!,
    });
    const next = await startTrial('relance');
    expect(earlier.map((trial) => trial.scenario_version)).not.toContain(next.scenario_version);
    expect(next.scenario_version).toBeLessThan(Math.min(...earlier.map((trial) => trial.scenario_version)));
    expect(await titleOf(next.player)).toBe('The Second Draft');
    expect(await seenElsewhere(next.scenario_version)).toBe('The Second Draft');
  });

  it('numbers a case id’s versions once, a deleted case’s too, and deletes its trials with it', async () => {
    await create('de-nouveau', englishCase('de-nouveau', 'The First Case'));
    const { db } = server.database;
    const elsewhere = caseCatalog(db, new Map());
    const seenElsewhere = async (version: number) =>
      (await elsewhere.find('de-nouveau', version))?.texts.en?.title;
    expect((await publish('de-nouveau', 1)).body.version).toBe(1);
    const trial = await startTrial('de-nouveau');
    expect(await seenElsewhere(1)).toBe('The First Case');
    expect(await seenElsewhere(trial.scenario_version)).toBe('The First Case');

    // A trial is no session of the case: the case is deleted, and the trial with it, told to its stream.
    const stream = listen(`${server.url}/v1/players/${trial.player.id}/events`, trial.player.headers);
    try {
      await stream.ready();
      expect((await client.request('DELETE', '/v1/cases/de-nouveau', { headers: admin })).status).toBe(204);
      await stream.until(stream.has((event) => event.type === 'sessionDeleted'));
    } finally {
      stream.source.close();
    }
    expect(await db.selectFrom('sessions').select('id').where('id', '=', trial.id).execute()).toEqual([]);
    expect((await client.get(`/v1/players/${trial.player.id}/game`, trial.player.headers)).status).toBe(404);

    // Made again under its id, the case goes on from the numbers the deleted one gave.
    await create('de-nouveau', englishCase('de-nouveau', 'The Second Case'));
    expect((await publish('de-nouveau', 1)).body.version).toBe(2);
    const again = await startTrial('de-nouveau');
    expect(again.scenario_version).toBe(trial.scenario_version - 1);
    expect(await titleOf(again.player)).toBe('The Second Case');
    expect(await seenElsewhere(2)).toBe('The Second Case');
    expect(await seenElsewhere(again.scenario_version)).toBe('The Second Case');
    const session = await newSession(client, { scenarioId: 'de-nouveau', status: 'running' });
    expect(session.scenarioVersion).toBe(2);
  });

  it('draws another join code when one is taken, and the trial’s transaction goes on', async () => {
    const { db } = server.database;
    const taken = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', (await newSession(client, {})).id)
      .executeTakeFirstOrThrow();
    const drawn = { ...taken, id: joinCodeFromBytes(randomBytes(6)), name: 'Drawn again' };
    await inWriteTransaction(db, async (trx) => {
      expect(await insertSession(trx, { ...drawn, id: taken.id })).toBe(false);
      expect(await insertSession(trx, drawn)).toBe(true);
    });
    expect((await findSessionRow(db, drawn.id))?.name).toBe('Drawn again');
    expect((await findSessionRow(db, taken.id))?.name).toBe(taken.name);
  });

  it('forgets every old trial though telling of one fails, its deletion kept before it is told', async () => {
    await create('tenace');
    const { db } = server.database;
    const trials = [await startTrial('tenace'), await startTrial('tenace'), await startTrial('tenace')];
    const told: string[] = [];
    const failures: unknown[] = [];
    const events = {
      sessionChanged: () => undefined,
      sessionDeleted: (id: string) => {
        if (failures.length === 0 && told.length === 0) throw new Error(`The outlet lost ${id}`);
        told.push(id);
      },
    };
    const onError = (error: unknown) => failures.push(error);
    const later = new Date(Date.now() + TRIAL_KEPT_MS + 60_000);
    await sweepOldTrials({ db, events, onError }, later);
    expect(failures).toHaveLength(1);
    const ours = trials.map((trial) => trial.id);
    expect(ours.filter((id) => told.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(await db.selectFrom('sessions').select('id').where('id', 'in', ours).execute()).toEqual([]);
    expect(await sweepOldTrials({ db, events, onError }, later)).toBe(0);
    expect(failures).toHaveLength(1);
  });

  it('refuses a trial whose version holds files already, rather than replace them', async () => {
    await create('intacte', englishCase('intacte', 'The First Draft'));
    const { db } = server.database;
    const first = await startTrial('intacte');
    const saved = await save('intacte', 1, {
      'texts.en.json': englishCase('intacte', 'The Second Draft')['texts.en.json']!,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Were a number ever given twice, the files' key refuses the second trial.
    await db
      .updateTable('case_numbers')
      .set({ trials_started: 0 })
      .where('case_id', '=', 'intacte')
      .execute();
    const refused = await client.post('/v1/cases/intacte/trials', { lang: 'en' }, admin);
    expect(refused.status).toBe(500);
    const fromDatabase = await caseCatalog(db, new Map()).find('intacte', first.scenario_version);
    expect(fromDatabase?.texts.en?.title).toBe('The First Draft');
    const trials = await db
      .selectFrom('sessions')
      .select('id')
      .where('scenario_id', '=', 'intacte')
      .execute();
    expect(trials).toEqual([{ id: first.id }]);
  });
});
