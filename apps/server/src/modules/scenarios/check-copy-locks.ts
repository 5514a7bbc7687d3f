import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import type { Scenario, ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';
import { lockJudge } from '../game/normalise-answer.js';
import { reachableFolders } from './check-structure.js';
import { findImages, type ScenarioFiles } from './scenario-files.js';
import { markdownProse, svgProse } from './check-typography.js';

type Report = (file: string, field: string, message: string) => void;

/**
 * Words are cut at spaces, table rules and dashes, so that "INV-3318" shows its "3318" and
 * "20:57–21:00" its two times; a time keeps its colon, since "20:57" is typed as "2057".
 */
const WORD_BREAK = /[\s|/\\()[\]{}«»"“”„‘’'‹›<>,;!?¿¡*_#~=+\-‐‑‒–—―]+/u;

/** How many neighbouring words an answer may be spread over in a document ("20 h 57", "L. Moreau"). */
const WIDEST_SPREAD = 3;

/**
 * A lock whose answer a player can copy from a document they can already read is a lock in
 * name only (docs/product.md#scenarios). For each code or text lock, the documents of every
 * folder that can be open while it is still shut are read, images' words included, and any
 * run of one to a few neighbouring words that the lock's own judge would accept is
 * reported: the check forgives form exactly as the game does. A choice lock is not typed,
 * and is not checked.
 */
export async function checkCopyLocks(
  scenario: Scenario,
  texts: Record<Language, ScenarioTexts>,
  files: ScenarioFiles,
  dir: string,
  warn: Report,
): Promise<void> {
  const images = new Map<string, string>();
  const readable = async (file: string): Promise<string> => {
    const markdown = files.text.get(file) ?? '';
    const pictures = await Promise.all(
      findImages(markdown)
        .filter((image) => image.endsWith('.svg'))
        .map(async (image) => {
          if (!images.has(image))
            images.set(image, svgProse(await fs.readFile(path.join(dir, image), 'utf8').catch(() => '')));
          return images.get(image) ?? '';
        }),
    );
    return [markdownProse(markdown), ...pictures].join('\n');
  };

  for (const [index, lock] of scenario.locks.entries()) {
    if (lock.kind === 'choice') continue;
    const judge = lockJudge(lock, texts);
    const answers =
      lock.kind === 'code'
        ? [lock.answer]
        : LANGUAGES.flatMap((language) => texts[language].locks[lock.id]?.answers ?? []);
    const spread = Math.min(WIDEST_SPREAD, Math.max(...answers.map(wordCount)) + 1);
    const digits = lock.kind === 'code' && /^[\s\d\p{P}]*$/u.test(lock.answer);
    const others = { ...scenario, locks: scenario.locks.filter((other) => other.id !== lock.id) };
    const openBefore = reachableFolders(others);
    const documents = scenario.folders
      .filter((folder) => openBefore.has(folder.id))
      .flatMap((folder) => folder.documents);
    for (const doc of documents) {
      const copied: { language: Language; run: string }[] = [];
      for (const language of LANGUAGES) {
        const run = findAnswer(await readable(`documents/${doc.id}.${language}.md`), judge, {
          spread,
          digits,
        });
        if (run !== undefined) copied.push({ language, run });
      }
      const [first, ...more] = copied;
      if (!first) continue;
      const others = more.length > 0 ? ` (and in ${more.map((found) => found.language).join(', ')})` : '';
      warn(
        'scenario.json',
        `locks.${index}.answer`,
        `lock "${lock.id}" can be opened by copying "${first.run}" from documents/${doc.id}.${first.language}.md${others}, which is open before it: make its answer a deduction`,
      );
    }
  }
}

const wordCount = (text: string) => text.split(WORD_BREAK).filter((word) => word !== '').length;

const HAS_DIGIT = /\p{Nd}/u;

/**
 * The shortest run of neighbouring words of `text` that `judge` accepts, if any: of `spread`
 * words at most, and, for a code of digits, only runs that hold a digit (the judge reads
 * nothing else of them).
 */
export function findAnswer(
  text: string,
  judge: (typed: string) => boolean,
  { spread = WIDEST_SPREAD, digits = false }: { spread?: number; digits?: boolean } = {},
): string | undefined {
  const words = text.split(WORD_BREAK).filter((word) => word !== '');
  const withDigit = words.map((word) => HAS_DIGIT.test(word));
  for (let width = 1; width <= spread; width += 1) {
    for (let start = 0; start + width <= words.length; start += 1) {
      if (digits && !withDigit.slice(start, start + width).some(Boolean)) continue;
      const run = words.slice(start, start + width).join(' ');
      if (judge(run)) return run.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    }
  }
  return undefined;
}
