import type { Language } from '../../languages.js';
import type { Scenario, ScenarioTexts } from '../scenario.schema.js';
import type { Report } from './case-files.js';
import { answerSearch } from './answer-search.js';
import { listParam } from './problem-params.js';
import { documentFile, documentsOpenBefore, type DocumentReader } from './readable-before-lock.js';

/**
 * A lock whose answer a player can copy from a document they can already read is a lock in
 * name only (docs/product.md#scenarios). For each code or text lock, the documents of every
 * folder that can be open while it is still shut are read in each language the case
 * declares, images' words included, and any run of one to a few neighbouring words that the
 * lock's own judge would accept is reported: the check forgives form exactly as the game
 * does. A choice lock is not typed, and is not checked.
 */
export function checkCopyLocks(
  scenario: Scenario,
  texts: Partial<Record<Language, ScenarioTexts>>,
  read: DocumentReader,
  languages: readonly Language[],
  warn: Report,
): void {
  for (const [index, lock] of scenario.locks.entries()) {
    if (lock.kind !== 'code' && lock.kind !== 'text') continue;
    const search = answerSearch(lock, texts);
    for (const doc of documentsOpenBefore(scenario, lock)) {
      const copied: { language: Language; run: string }[] = [];
      for (const language of languages) {
        const run = search(read(documentFile(doc, language)));
        if (run !== undefined) copied.push({ language, run });
      }
      const [first, ...more] = copied;
      if (!first) continue;
      const copiedFrom = { lock: lock.id, run: first.run, document: documentFile(doc, first.language) };
      const field = `locks.${index}.answer`;
      if (more.length === 0) warn('scenario.json', field, 'answerCopied', copiedFrom);
      else
        warn('scenario.json', field, 'answerCopiedAlsoIn', {
          ...copiedFrom,
          languages: listParam(more.map((found) => found.language)),
        });
    }
  }
}
