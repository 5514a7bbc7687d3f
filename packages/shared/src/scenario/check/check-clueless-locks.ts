import type { Language } from '../../languages.js';
import { answerKey, codeFormOf, digitsOf } from '../../game/answer-form.js';
import { acceptedAnswers } from '../../game/lock-judge.js';
import type { Scenario, ScenarioLock, ScenarioTexts } from '../scenario.schema.js';
import { textMemo } from '../../text/text-memo.js';
import type { Report } from './case-files.js';
import { answerSearch } from './answer-search.js';
import { digitCluesOf, digitsSupported, type DigitClues } from './digit-clues.js';
import { documentFile, documentsOpenBefore, wordsOf, type DocumentReader } from './readable-before-lock.js';

type Texts = Partial<Record<Language, ScenarioTexts>>;

/**
 * A lock is a deduction (docs/product.md#scenarios): a lock whose answer nothing a player can
 * read before opening it points to can only be guessed. What a player reads is what the
 * copy-lock check reads — the documents of every folder that can be open while the lock is
 * shut, their SVG images' words, in each declared language — and the lock's own prompt,
 * which is read with it and may hold the riddle; not its hints, which cost time and whose
 * last one often all but gives the answer, which would hide a lock nothing else supports.
 * Words are compared as the lock's judge compares them: case, accents and alphabet forgiven.
 * The check is a floor: it looks for the answer's material, not for the reasoning.
 * - A code of digits is supported by numbers of one text that make it up, whole or in pieces
 *   ("21 h 57" for 2157), by two numbers near each other that it is the sum or the difference
 *   of, or, for a time, by a time and a length of time that bring it there (a clock four
 *   minutes fast): the rules are those of digitsSupported.
 * - A code of letters or a text lock by any accepted answer, in any language, whole or by
 *   one of its significant words (of three letters or more, or mixing letters and digits,
 *   and not an article or a preposition that every text holds).
 * - A choice lock by a significant word of its right choice that no other choice has.
 * - An order lock wants each item mentioned, by such a word of its own: an item no text
 *   mentions can only be put in its place by guessing.
 * - A match lock likewise, but one item of a list that no text mentions still pairs with
 *   what is left: only two or more of one list are reported.
 * - A spot lock is not checked: its answer is a place on its own image, shown with it, which
 *   the documents narrow down by reasoning that words cannot follow.
 * A label with no word of its own (every word of it in its siblings' labels) cannot be judged
 * and is taken as supported.
 */
export function checkCluelessLocks(
  scenario: Scenario,
  texts: Texts,
  read: DocumentReader,
  languages: readonly Language[],
  warn: Report,
): void {
  for (const [index, lock] of scenario.locks.entries()) {
    if (lock.kind === 'spot') continue;
    const readable = [
      ...documentsOpenBefore(scenario, lock).flatMap((doc) =>
        languages.map((language) => read(documentFile(doc, language))),
      ),
      ...languages.map((language) => texts[language]?.locks[lock.id]?.prompt ?? ''),
    ];
    const clues = readable.map(cluesOf);
    const field = `locks.${index}`;
    if (lock.kind === 'order') {
      for (const [item, position] of unmentioned(lock.items, 'items', lock.id, texts, clues))
        warn('scenario.json', `${field}.items.${position}`, 'itemWithoutClue', { lock: lock.id, item });
    } else if (lock.kind === 'match') {
      for (const list of ['left', 'right'] as const) {
        const missing = unmentioned(lock[list], list, lock.id, texts, clues);
        if (missing.length < 2) continue;
        for (const [item, position] of missing)
          warn('scenario.json', `${field}.${list}.${position}`, 'itemWithoutClue', { lock: lock.id, item });
      }
    } else if (!answerSupported(lock, texts, readable, clues)) {
      warn('scenario.json', `${field}.answer`, 'answerWithoutClue', { lock: lock.id });
    }
  }
}

/** What a text offers to deduce from: its words, as a judge compares them, and its numbers. */
interface Clues {
  words: ReadonlySet<string>;
  digits: DigitClues;
}

/** More words than every case of a server holds, in every language: a bound, not a budget. */
const REMEMBERED_WORDS = 50_000;
const wordKeys = new Map<string, string>();

/** A word as a judge compares it (case, accents and alphabet away), folded once per word. */
function wordKey(word: string): string {
  const known = wordKeys.get(word);
  if (known !== undefined) return known;
  const key = answerKey({ kind: 'text' }, word);
  if (wordKeys.size >= REMEMBERED_WORDS) wordKeys.delete(wordKeys.keys().next().value as string);
  wordKeys.set(word, key);
  return key;
}

/**
 * Words that every text of a language holds, and that support nothing: articles,
 * prepositions, conjunctions and pronouns of three letters or more.
 */
const FUNCTION_WORDS = new Set(
  [
    'the and for with from into her his its was not but that this',
    'les des une aux par sur pour dans avec est qui que son ses',
    'los las del una por con para sus ella',
    'του της την τον των τις τους και από στο στη στην στον για ένα μια που',
  ]
    .flatMap((words) => words.split(' '))
    .map(wordKey),
);

const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/** Of three characters or more, or two that mix a letter and a digit ("Z1", "P3"). */
const isSignificant = (key: string) =>
  !FUNCTION_WORDS.has(key) && (key.length >= 3 || (LETTER.test(key) && DIGIT.test(key)));

const significantKeys = (text: string) => wordsOf(text).map(wordKey).filter(isSignificant);

/**
 * A text's clues by its text: folding every word of every document is most of what this
 * check costs, and an editor re-checks the case at each pause in typing with all but one
 * unchanged.
 */
const cluesByText = textMemo<Clues>();

function cluesOf(text: string): Clues {
  const known = cluesByText.get(text);
  if (known) return known;
  const words = wordsOf(text);
  const keys = words.map(wordKey);
  const clues = { words: new Set(keys), digits: digitCluesOf(words, keys) };
  cluesByText.set(text, clues);
  return clues;
}

/** Whether any of the texts holds any of the words. */
const mentions = (clues: readonly Clues[], keys: Iterable<string>) => {
  const wanted = [...keys];
  return clues.some((clue) => wanted.some((key) => clue.words.has(key)));
};

function answerSupported(
  lock: ScenarioLock,
  texts: Texts,
  readable: readonly string[],
  clues: readonly Clues[],
): boolean {
  if (lock.kind === 'choice') {
    const own = ownKeys(lock.answer, lock.choices, 'choices', lock.id, texts);
    return own.size === 0 || mentions(clues, own);
  }
  if (lock.kind === 'code' && codeFormOf(lock.answer).kind === 'digits')
    return digitsSupported(
      digitsOf(lock.answer),
      clues.map((clue) => clue.digits),
    );
  const answers = acceptedAnswers(lock, texts);
  const words = answers.flatMap((answer) => [wordKey(answer), ...significantKeys(answer)]);
  if (mentions(clues, words)) return true;
  // An answer of short words only ("on y va") may still be there whole, as its judge reads it.
  const search = answerSearch(lock, texts);
  return readable.some((text) => search(text) !== undefined);
}

type LabelList = 'choices' | 'items' | 'left' | 'right';

/**
 * The significant words of an id's label, in every language, that no other label of its list
 * has: what tells it apart from its siblings ("staff" of "the blue-tagged staff key").
 */
function ownKeys(
  id: string,
  ids: readonly string[],
  list: LabelList,
  lock: string,
  texts: Texts,
): Set<string> {
  const own = new Set<string>();
  for (const text of Object.values(texts)) {
    const labels = text?.locks[lock]?.[list];
    const label = labels?.[id];
    if (!labels || label === undefined) continue;
    const siblings = new Set(
      ids.filter((other) => other !== id).flatMap((other) => wordsOf(labels[other] ?? '').map(wordKey)),
    );
    for (const key of significantKeys(label)) if (!siblings.has(key)) own.add(key);
  }
  return own;
}

/** The items of a list, with their positions, that no text mentions by a word of their own. */
function unmentioned(
  ids: readonly string[],
  list: LabelList,
  lock: string,
  texts: Texts,
  clues: readonly Clues[],
): [string, number][] {
  return ids.flatMap((id, position): [string, number][] => {
    const own = ownKeys(id, ids, list, lock, texts);
    return own.size === 0 || mentions(clues, own) ? [] : [[id, position]];
  });
}
