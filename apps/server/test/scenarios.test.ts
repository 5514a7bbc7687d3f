import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LANGUAGES } from '@coulisses/shared/languages';
import { scenarioSummarySchema } from '@coulisses/shared/scenario/scenario-summary.schema';
import { readConfig } from '../src/config.js';
import { admin } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

const installed = path.join(readConfig({}).CONTENT_DIR, 'scenarios');

/**
 * Both installed cases as they are, one of them again without its card, and one broken:
 * the library's four kinds of case (docs/product.md#case-library).
 */
function libraryContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-library-'));
  for (const id of ['le-dernier-acte', 'la-reine-de-la-nuit'])
    fs.cpSync(path.join(installed, id), path.join(dir, 'scenarios', id), { recursive: true });
  const copy = (id: string, change: (scenario: Record<string, unknown>) => Record<string, unknown>) => {
    const target = path.join(dir, 'scenarios', id);
    fs.cpSync(path.join(installed, 'la-reine-de-la-nuit'), target, { recursive: true });
    const file = path.join(target, 'scenario.json');
    fs.writeFileSync(file, JSON.stringify(change({ ...JSON.parse(fs.readFileSync(file, 'utf8')), id })));
  };
  copy('sans-carte', ({ card: _card, ...scenario }) => scenario);
  copy('en-travaux', (scenario) => ({ ...scenario, durationMinutes: 1 }));
  return dir;
}

const texts = (id: string, lang: string) =>
  JSON.parse(fs.readFileSync(path.join(installed, id, `texts.${lang}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
/** One text of an installed case in every language, as its files have it. */
const everyLanguage = (id: string, field: string) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, texts(id, lang)[field]]));

describe.each(ENGINES)('the case library on %s', (engine) => {
  let contentDir: string;
  let server: TestServer;
  const suite = { client: new TestClient(() => server.url) };

  // Four cases to check at start, three of them whole: longer than a hook's usual time on a
  // busy machine.
  beforeAll(async () => {
    contentDir = libraryContent();
    server = await startTestServer(engine, { CONTENT_DIR: contentDir });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('GET /v1/scenarios says what each case’s card shows', async () => {
    const { status, body } = await suite.client.get('/v1/scenarios', admin);
    expect(status).toBe(200);
    // Nothing the shared schema does not describe.
    expect(z.array(z.strictObject(scenarioSummarySchema.shape)).safeParse(body).success).toBe(true);
    const byId = new Map((body as { id: string }[]).map((summary) => [summary.id, summary as unknown]));
    expect([...byId.keys()].sort()).toEqual(
      ['en-travaux', 'la-reine-de-la-nuit', 'le-dernier-acte', 'sans-carte'].sort(),
    );

    expect(byId.get('le-dernier-acte')).toEqual({
      id: 'le-dernier-acte',
      valid: true,
      title: everyLanguage('le-dernier-acte', 'title'),
      pitch: everyLanguage('le-dernier-acte', 'pitch'),
      cover: everyLanguage('le-dernier-acte', 'cover'),
      difficulty: 'medium',
      solo: true,
      teams: { min: 2, max: 6 },
      kinds: ['code', 'choice'],
      languages: ['fr', 'en', 'es', 'gr'],
      folderCount: 10,
      lockCount: 7,
      durationMinutes: 60,
      problems: [],
    });
    expect(byId.get('la-reine-de-la-nuit')).toMatchObject({
      valid: true,
      title: { fr: 'La Reine de la nuit', en: 'The Queen of the Night' },
      pitch: everyLanguage('la-reine-de-la-nuit', 'pitch'),
      cover: everyLanguage('la-reine-de-la-nuit', 'cover'),
      difficulty: 'easy',
      solo: true,
      teams: { min: 2, max: 6 },
      // In LOCK_KINDS' order, each once, whatever order the case lists its locks in.
      kinds: ['code', 'choice', 'order', 'spot', 'match'],
      durationMinutes: 30,
    });
    expect((byId.get('la-reine-de-la-nuit') as { pitch: { en: string } }).pitch.en).toMatch(
      /^A flower that blooms one night a year/,
    );

    // Without a card: no pitch, cover, difficulty or players to show, the rest as before.
    const plain = byId.get('sans-carte') as Record<string, unknown>;
    expect(plain).toMatchObject({
      valid: true,
      durationMinutes: 30,
      kinds: ['code', 'choice', 'order', 'spot', 'match'],
    });
    for (const field of ['pitch', 'cover', 'difficulty', 'solo', 'teams'])
      expect(plain).not.toHaveProperty(field);

    // An invalid case keeps its problems, and nothing of a card.
    expect(byId.get('en-travaux')).toEqual({
      id: 'en-travaux',
      valid: false,
      kinds: [],
      languages: [],
      folderCount: 0,
      lockCount: 0,
      // Its code and values, for the editor to say in the admin's language, and the English.
      problems: [
        {
          file: 'scenario.json',
          field: 'durationMinutes',
          code: 'numberBelow',
          params: { minimum: 5 },
          message: 'too small: the minimum is 5',
        },
      ],
    });
  });

  it('GET /v1/scenarios/{id}/cover answers the cover in the language asked, to anyone', async () => {
    for (const [id, lang] of [
      ['le-dernier-acte', 'gr'],
      ['la-reine-de-la-nuit', 'es'],
    ] as const) {
      const { status, body, headers } = await suite.client.get(`/v1/scenarios/${id}/cover?lang=${lang}`);
      expect(status, id).toBe(200);
      expect(body).toBe(fs.readFileSync(path.join(installed, id, 'images', `cover.${lang}.svg`), 'utf8'));
      expect(headers.get('content-type')).toBe('image/svg+xml');
      // An SVG opened on its own runs nothing and loads nothing.
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cache-control')).toBe('public, max-age=86400');
      expect(headers.get('etag')).toMatch(/^"[\w-]+"$/);
    }
  });

  it('GET /v1/scenarios/{id}/cover is French without a language, and tells a cover unchanged', async () => {
    const french = await suite.client.get('/v1/scenarios/le-dernier-acte/cover');
    expect(french.status).toBe(200);
    expect(french.body).toContain('lang="fr"');
    const etag = french.headers.get('etag')!;
    const english = await suite.client.get('/v1/scenarios/le-dernier-acte/cover?lang=en');
    expect(english.body).toContain('lang="en"');
    expect(english.headers.get('etag')).not.toBe(etag);

    const again = await suite.client.get('/v1/scenarios/le-dernier-acte/cover?lang=fr', {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    const changed = await suite.client.get('/v1/scenarios/le-dernier-acte/cover?lang=en', {
      'if-none-match': etag,
    });
    expect(changed.status).toBe(200);
  });

  it('GET /v1/scenarios/{id}/cover answers 404 without a cover to show, 400 for a language it has not', async () => {
    for (const id of ['nulle-part', 'sans-carte', 'en-travaux']) {
      const { status, body, headers } = await suite.client.get(`/v1/scenarios/${id}/cover?lang=fr`);
      expect(status, id).toBe(404);
      expect(body.key, id).toBe('NOT_FOUND');
      // A refusal is not kept.
      expect(headers.get('cache-control'), id).toBe('no-store');
    }
    const wrong = await suite.client.get('/v1/scenarios/le-dernier-acte/cover?lang=de');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ key: 'VALIDATION' });
  });
});
