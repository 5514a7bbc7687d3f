import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SOURCE = path.resolve(import.meta.dirname, '../../../content/scenarios/le-dernier-acte');

/** The names a player may give for the workshop's apprentice, by language, both alphabets. */
export const APPRENTICE_ANSWERS: Record<string, string[]> = {
  fr: ['Moreau', 'Lucas Moreau', 'L. Moreau', 'Moreau Lucas'],
  en: ['Moreau', 'Lucas Moreau', 'L. Moreau', 'Moreau Lucas'],
  es: ['Moreau', 'Lucas Moreau', 'L. Moreau', 'Moreau Lucas'],
  gr: ['Μορό', 'Μορώ', 'Moro', 'Λουκάς Μορό', 'Λουκά Μορό', 'Λ. Μορό', 'Moreau', 'Lucas Moreau', 'L. Moreau'],
};

let made: string | undefined;

/**
 * A content folder holding "Le dernier acte" with its workshop door as a text lock: the
 * apprentice's name, typed. The installed case asks it as a choice, so that no answer can be
 * copied (content/README.md); the engine's text answers — forgiven form, Greek or Latin
 * letters — are tested on this copy. Made once per test file, in a temporary folder.
 */
export function textLockContent(): string {
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-text-lock-'));
  const target = path.join(dir, 'scenarios', 'le-dernier-acte');
  fs.cpSync(SOURCE, target, { recursive: true });
  const edit = (file: string, change: (json: any) => void) => {
    const json = JSON.parse(fs.readFileSync(path.join(target, file), 'utf8'));
    change(json);
    fs.writeFileSync(path.join(target, file), JSON.stringify(json, null, 2));
  };
  edit('scenario.json', (scenario) => {
    const lock = scenario.locks.find((entry: { id: string }) => entry.id === 'workshop-door');
    lock.kind = 'text';
    delete lock.choices;
    delete lock.answer;
    delete lock.freeAttempts;
  });
  for (const [language, answers] of Object.entries(APPRENTICE_ANSWERS))
    edit(`texts.${language}.json`, (texts) => {
      const lock = texts.locks['workshop-door'];
      delete lock.choices;
      lock.answers = answers;
    });
  made = dir;
  return dir;
}
