import type { Language } from '../../languages.js';
import { acceptedAnswers, lockJudge } from '../../game/lock-judge.js';
import type { ScenarioLock, ScenarioTexts } from '../scenario.schema.js';
import { textMemo } from '../../text/text-memo.js';
import { wordsOf } from './readable-before-lock.js';

/** How many neighbouring words an answer may be spread over in a document ("20 h 57", "L. Moreau"). */
const WIDEST_SPREAD = 3;

/** More answers than a case's locks have, with an author's edits of them: a bound, not a budget. */
const REMEMBERED_ANSWERS = 500;

/**
 * What a lock's judge finds in a document's words, by the words and then the lock's answers:
 * trying every run of words against the judge is most of what a check costs, and an editor
 * re-checks the whole case at each pause in typing with every document but one unchanged.
 */
const found = textMemo<Map<string, string | null>>();

/**
 * The search of a code or text lock's answer in a text: the run of words its own judge
 * accepts, if any, so that form is forgiven exactly as the game forgives it.
 */
export function answerSearch(
  lock: ScenarioLock,
  texts: Partial<Record<Language, ScenarioTexts>>,
): (text: string) => string | undefined {
  const answers = acceptedAnswers(lock, texts);
  const spread = Math.min(WIDEST_SPREAD, Math.max(...answers.map((answer) => wordsOf(answer).length)) + 1);
  const digits = lock.kind === 'code' && /^[\s\d\p{P}]*$/u.test(lock.answer);
  const key = JSON.stringify([lock.kind, lock.kind === 'code' ? lock.lengthShown : false, answers]);
  let judge: ((typed: string) => boolean) | undefined;
  return (text) => {
    let known = found.get(text);
    if (!known) {
      known = new Map();
      found.set(text, known);
    }
    const remembered = known.get(key);
    if (remembered !== undefined) return remembered ?? undefined;
    judge ??= lockJudge(lock, texts);
    const run = findAnswer(text, judge, { spread, digits });
    if (known.size >= REMEMBERED_ANSWERS) known.delete(known.keys().next().value as string);
    known.set(key, run ?? null);
    return run;
  };
}

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
  const words = wordsOf(text);
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
