import { answerJudge, codeFormOf, foldAnswer, type AnswerForm } from '@coulisses/shared/game/answer-form';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import type { ScenarioLock, ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';

/**
 * Answers are compared after normalising case, accents (Greek tonos and dialytika
 * included), final sigma, spaces and punctuation — "L. Moreau", "l moreau" and "LMOREAU"
 * are one answer; so are "Μορό" and "ΜΟΡΟ". What else is forgiven depends on the lock's
 * form (docs/decisions/0009-answers-forgiven-their-form.md).
 */
export const normaliseAnswer = foldAnswer;

/** The form of a lock's answer; a choice lock has none (its answer is one of its choices). */
export function lockAnswerForm(lock: ScenarioLock): AnswerForm | undefined {
  if (lock.kind === 'code') return codeFormOf(lock.answer, lock.lengthShown);
  if (lock.kind === 'text') return { kind: 'text' };
  return undefined;
}

/**
 * The judge of a lock's answers: a choice is its one right id; a code or text answer is
 * compared by the lock's form with the accepted answers of all four languages.
 */
export function lockJudge(
  lock: ScenarioLock,
  texts: Record<Language, Pick<ScenarioTexts, 'locks'>>,
): (typed: string) => boolean {
  if (lock.kind === 'choice') {
    const { answer } = lock;
    return (typed) => typed === answer;
  }
  const accepted =
    lock.kind === 'code'
      ? [lock.answer]
      : LANGUAGES.flatMap((language) => texts[language].locks[lock.id]?.answers ?? []);
  return answerJudge(lockAnswerForm(lock) ?? { kind: 'text' }, accepted);
}
