import type { Scenario, ScenarioLock } from '../scenario.schema.js';
import type { Language } from '../../languages.js';
import { findImages } from '../case-images.js';
import { caseText, type CaseFiles } from './case-files.js';
import { reachableFolders } from './check-structure.js';
import { markdownProse, svgProse } from './check-typography.js';

/**
 * Words are cut at spaces, table rules and dashes, so that "INV-3318" shows its "3318" and
 * "20:57–21:00" its two times; a time keeps its colon, since "20:57" is typed as "2057".
 */
export const WORD_BREAK = /[\s|/\\()[\]{}«»"“”„‘’'‹›<>,;!?¿¡*_#~=+\-‐‑‒–—―]+/u;

export const wordsOf = (text: string) => text.split(WORD_BREAK).filter((word) => word !== '');

/** What a player reads of a file of the case: a document, by its path. */
export type DocumentReader = (file: string) => string;

/**
 * A reader for one check of a case: what a player reads of each document — its prose and
 * its SVG images' words — read once however many locks read it.
 */
export function documentReader(files: CaseFiles): DocumentReader {
  const read = new Map<string, string>();
  return (file) => {
    const known = read.get(file);
    if (known !== undefined) return known;
    const markdown = caseText(files, file) ?? '';
    const pictures = findImages(markdown)
      .filter((image) => image.endsWith('.svg'))
      .map((image) => svgProse(caseText(files, image) ?? ''));
    const text = [markdownProse(markdown), ...pictures].join('\n');
    read.set(file, text);
    return text;
  };
}

export const documentFile = (document: string, language: Language) => `documents/${document}.${language}.md`;

/**
 * The documents a player can read while `lock` is still shut: those of every folder that can
 * be open without it (docs/product.md#folders).
 */
export function documentsOpenBefore(scenario: Scenario, lock: ScenarioLock): string[] {
  const others = { ...scenario, locks: scenario.locks.filter((other) => other.id !== lock.id) };
  const openBefore = reachableFolders(others);
  return scenario.folders
    .filter((folder) => openBefore.has(folder.id))
    .flatMap((folder) => folder.documents.map((doc) => doc.id));
}
