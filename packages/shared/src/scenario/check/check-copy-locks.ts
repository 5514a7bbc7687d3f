import type { Language } from '../../languages.js';
import { acceptedAnswers, lockJudge } from '../../game/lock-judge.js';
import type { Scenario, ScenarioLock, ScenarioTexts } from '../scenario.schema.js';
import { findImages } from '../case-images.js';
import { caseText, type CaseFiles, type Report } from './case-files.js';
import { reachableFolders } from './check-structure.js';
import { markdownProse, svgProse } from './check-typography.js';

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
 * folder that can be open while it is still shut are read in each language the case
 * declares, images' words included, and any run of one to a few neighbouring words that the
 * lock's own judge would accept is reported: the check forgives form exactly as the game
 * does. A choice lock is not typed, and is not checked.
 */
export function checkCopyLocks(
  scenario: Scenario,
  texts: Partial<Record<Language, ScenarioTexts>>,
  files: CaseFiles,
  languages: readonly Language[],
  warn: Report,
): void {
  const read = new Map<string, string>();
  const readable = (file: string): string => {
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

  for (const [index, lock] of scenario.locks.entries()) {
    if (lock.kind === 'choice') continue;
    const search = answerSearch(lock, texts);
    const others = { ...scenario, locks: scenario.locks.filter((other) => other.id !== lock.id) };
    const openBefore = reachableFolders(others);
    const documents = scenario.folders
      .filter((folder) => openBefore.has(folder.id))
      .flatMap((folder) => folder.documents);
    for (const doc of documents) {
      const copied: { language: Language; run: string }[] = [];
      for (const language of languages) {
        const run = search(readable(`documents/${doc.id}.${language}.md`));
        if (run !== undefined) copied.push({ language, run });
      }
      const [first, ...more] = copied;
      if (!first) continue;
      const copiedFrom = {
        lock: lock.id,
        run: first.run,
        document: `documents/${doc.id}.${first.language}.md`,
      };
      const field = `locks.${index}.answer`;
      if (more.length === 0) warn('scenario.json', field, 'answerCopied', copiedFrom);
      else
        warn('scenario.json', field, 'answerCopiedAlsoIn', {
          ...copiedFrom,
          languages: more.map((found) => found.language).join(', '),
        });
    }
  }
}

/** More lock answers, and documents per answer, than an author edits at once: bounds, not budgets. */
const REMEMBERED_ANSWERS = 200;
const REMEMBERED_TEXTS = 2_000;

/**
 * What a lock's judge finds in a document's words, by the lock's answers and the words:
 * trying every run of words against the judge is most of what a check costs, and an editor
 * re-checks the whole case at each keystroke with every document but one unchanged.
 */
const found = new Map<string, Map<string, string | null>>();

function answerSearch(
  lock: ScenarioLock,
  texts: Partial<Record<Language, ScenarioTexts>>,
): (text: string) => string | undefined {
  const answers = acceptedAnswers(lock, texts);
  const spread = Math.min(WIDEST_SPREAD, Math.max(...answers.map(wordCount)) + 1);
  const digits = lock.kind === 'code' && /^[\s\d\p{P}]*$/u.test(lock.answer);
  const key = JSON.stringify([lock.kind, lock.kind === 'code' ? lock.lengthShown : false, answers]);
  let known = found.get(key);
  if (!known) {
    if (found.size >= REMEMBERED_ANSWERS) found.delete(found.keys().next().value as string);
    known = new Map();
    found.set(key, known);
  }
  const memo = known;
  let judge: ((typed: string) => boolean) | undefined;
  return (text) => {
    const remembered = memo.get(text);
    if (remembered !== undefined) return remembered ?? undefined;
    judge ??= lockJudge(lock, texts);
    const run = findAnswer(text, judge, { spread, digits });
    if (memo.size >= REMEMBERED_TEXTS) memo.delete(memo.keys().next().value as string);
    memo.set(text, run ?? null);
    return run;
  };
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
