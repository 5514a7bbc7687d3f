import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { loadPushTexts } from './push-texts.js';

describe('push texts', () => {
  it('words the warning with the plural form of each language', async () => {
    const texts = await loadPushTexts(readConfig({}).I18N_DIR);
    expect(texts.minutesLeft('en', 1)).toMatch(/^1 minute left/);
    expect(texts.minutesLeft('en', 2)).toMatch(/^2 minutes left/);
    // French counts 0 and 1 as singular; Greek ("gr", Intl's "el") as English does.
    expect(texts.minutesLeft('fr', 1)).toMatch(/\b1 minute\b/);
    expect(texts.minutesLeft('fr', 10)).toMatch(/\b10 minutes\b/);
    expect(texts.minutesLeft('gr', 1)).toMatch(/1 λεπτό/);
    expect(texts.minutesLeft('gr', 10)).toMatch(/10 λεπτά/);
    expect(texts.minutesLeft('es', 2)).toMatch(/2 minutos/);
    expect(texts.title('es', 'hint')).not.toBe(texts.title('es', 'message'));
  });

  it('words a proposed accusation with its proposer named, or not when they have no nickname', async () => {
    const texts = await loadPushTexts(readConfig({}).I18N_DIR);
    const named = texts.proposal('fr', 'Eleni');
    expect(named.body).toContain('Eleni');
    expect(named.body).not.toContain('{{');
    expect(texts.proposal('fr', null).body).not.toContain('{{');
    expect(texts.proposal('gr', null).title).not.toBe(named.title);
  });

  it('stops with the setting and the file named when a translation file is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-i18n-'));
    try {
      await expect(loadPushTexts(dir)).rejects.toThrow(/I18N_DIR: cannot read .*(fr|en|es|gr)\.json/);
      for (const lang of ['fr', 'en', 'es', 'gr']) {
        fs.writeFileSync(path.join(dir, `${lang}.json`), JSON.stringify({ game: { messages: {} } }));
      }
      await expect(loadPushTexts(dir)).rejects.toThrow(/has no text for game\.messages\.from\.message/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
