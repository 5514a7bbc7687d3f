import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coulisses/shared/languages';
import { checkAndCompile } from './check-scenario.js';
import { readCaseFolder } from './read-case-folder.js';

const CONTENT = path.resolve(import.meta.dirname, '../../../../../content');
const ID = 'la-reine-de-la-nuit';
const temps: string[] = [];

afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** "La Reine de la nuit" in English alone: its other languages' files gone, as if never written. */
async function englishOnly(): Promise<Map<string, Uint8Array>> {
  const files = await readCaseFolder(path.join(CONTENT, 'scenarios', ID));
  for (const file of files.keys()) if (/\.(fr|es|gr)\.\w+$/.test(file)) files.delete(file);
  const scenario = JSON.parse(new TextDecoder().decode(files.get('scenario.json')));
  files.set('scenario.json', new TextEncoder().encode(JSON.stringify({ ...scenario, languages: ['en'] })));
  return files;
}

describe('a case read from its files', () => {
  it('reads every file of a folder, byte for byte, by its posix path, dot-files aside', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-folder-'));
    temps.push(dir);
    fs.cpSync(path.join(CONTENT, 'scenarios', ID), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, '.DS_Store'), 'x');
    fs.mkdirSync(path.join(dir, '.git'));
    fs.writeFileSync(path.join(dir, '.git', 'HEAD'), 'x');
    const files = await readCaseFolder(dir);
    expect(files.has('SOLUTION.md')).toBe(true);
    expect(files.has('images/cover.gr.svg')).toBe(true);
    expect([...files.keys()].filter((file) => file.includes('.git') || file.includes('.DS_Store'))).toEqual(
      [],
    );
    expect(Buffer.from(files.get('images/cover.gr.svg')!)).toEqual(
      fs.readFileSync(path.join(dir, 'images', 'cover.gr.svg')),
    );
  });

  it('compiles a case in one language, a player whose language it lacks reading it in that one', async () => {
    const { problems, scenario } = checkAndCompile(ID, await englishOnly());
    expect(problems).toEqual([]);
    expect(scenario).toBeDefined();
    for (const language of LANGUAGES) {
      expect(scenario!.texts[language].title).toBe(scenario!.texts.en.title);
      expect(scenario!.introduction[language]).toBe(scenario!.introduction.en);
      expect(scenario!.cover?.[language].etag).toBe(scenario!.cover?.en.etag);
      for (const image of scenario!.lockImages.values()) expect(image[language]).toBe(image.en);
      for (const doc of scenario!.documents.values()) {
        expect(doc.markdown[language]).toBe(doc.markdown.en);
        expect(doc.passages[language]).toEqual(doc.passages.en);
      }
    }
    expect(scenario!.definition.languages).toEqual(['en']);
  });
});
