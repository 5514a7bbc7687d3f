import type { Language } from '../languages.js';
import type { ScenarioLock, ScenarioTexts } from '../scenario/scenario.schema.js';
import { answerJudge, codeFormOf, type AnswerForm } from './answer-form.js';
import type { ArrangedAnswer, ArrangedForm, SpotMark } from './arranged-answer.js';

/**
 * The form of a typed lock's answer; a choice lock has none (its answer is one of its
 * choices), nor has a lock whose answer is arranged (arrangedFormOf).
 */
export function lockAnswerForm(lock: ScenarioLock): AnswerForm | undefined {
  if (lock.kind === 'code') return codeFormOf(lock.answer, lock.lengthShown);
  if (lock.kind === 'text') return { kind: 'text' };
  return undefined;
}

/** What an arranged answer must hold to be judged: the lock's items, marks or lists. */
export function arrangedFormOf(lock: ScenarioLock): ArrangedForm | undefined {
  if (lock.kind === 'order') return { kind: 'order', items: lock.items };
  if (lock.kind === 'spot') return { kind: 'spot', marks: lock.regions.length };
  if (lock.kind === 'match') return { kind: 'match', left: lock.left, right: lock.right };
  return undefined;
}

/** docs/product.md#locks: a spot lock's regions are widened by 2 % unless the case says otherwise. */
export const SPOT_TOLERANCE = 2;

type Region = Extract<ScenarioLock, { kind: 'spot' }>['regions'][number];

/** Whether a mark falls in a region widened by `tolerance` (percent of the image). */
export const isMarkIn = (mark: SpotMark, region: Region, tolerance: number) =>
  mark.x >= region.x - tolerance &&
  mark.x <= region.x + region.width + tolerance &&
  mark.y >= region.y - tolerance &&
  mark.y <= region.y + region.height + tolerance;

/** A lock's judge: typed answers are strings, arranged ones already read by arrangedFormOf's form. */
export type LockJudge = (answer: string | ArrangedAnswer) => boolean;

/** An arranged answer judged whole: every item in its place, every region marked once, every pair right. */
function arrangedJudge(lock: ScenarioLock): LockJudge | undefined {
  if (lock.kind === 'order') {
    return (answer) => Array.isArray(answer) && lock.items.every((item, index) => answer[index] === item);
  }
  if (lock.kind === 'match') {
    return (answer) =>
      typeof answer === 'object' &&
      !Array.isArray(answer) &&
      lock.left.every((left) => Object.hasOwn(answer, left) && answer[left] === lock.answer[left]);
  }
  if (lock.kind === 'spot') {
    const tolerance = lock.tolerance ?? SPOT_TOLERANCE;
    return (answer) =>
      Array.isArray(answer) &&
      answer.length === lock.regions.length &&
      lock.regions.every(
        (region) =>
          (answer as SpotMark[]).filter(
            (mark) => typeof mark === 'object' && isMarkIn(mark, region, tolerance),
          ).length === 1,
      );
  }
  return undefined;
}

/** The accepted answers of a code or text lock: a code's one, a text's in every language given. */
export function acceptedAnswers(
  lock: ScenarioLock,
  texts: Partial<Record<Language, Pick<ScenarioTexts, 'locks'>>>,
): string[] {
  if (lock.kind === 'code') return [lock.answer];
  return Object.values(texts).flatMap((text) => text?.locks[lock.id]?.answers ?? []);
}

/**
 * The judge of a lock's answers: a choice is its one right id; a code or text answer is
 * compared by the lock's form with the accepted answers of every language of `texts` — the
 * languages the case declares (content/README.md); an order, marks or pairs are right whole
 * or not at all.
 */
export function lockJudge(
  lock: ScenarioLock,
  texts: Partial<Record<Language, Pick<ScenarioTexts, 'locks'>>>,
): LockJudge {
  const arranged = arrangedJudge(lock);
  if (arranged) return arranged;
  if (lock.kind === 'choice') {
    const { answer } = lock;
    return (typed) => typed === answer;
  }
  const judge = answerJudge(lockAnswerForm(lock) ?? { kind: 'text' }, acceptedAnswers(lock, texts));
  return (typed) => typeof typed === 'string' && judge(typed);
}
