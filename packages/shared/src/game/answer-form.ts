import * as z from 'zod/mini';
import { greekToLatin, spellsGreek } from './greek-latin.js';

/**
 * How a lock's answer reads, and what a typed answer must look like to be judged at all
 * (docs/decisions/0009-answers-forgiven-their-form.md). Compared is what matters, once
 * what a person naturally adds is gone: case, accents, spaces and punctuation; for a code
 * made of digits, everything but its digits ("20 h 57", "INV-3318", "n° 412"); for words,
 * the alphabet (Greek or Latin letters, ELOT 743 or Greeklish).
 */
export const answerFormSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('digits'),
    /** Only when the lock's prompt says it already (`lengthShown` in the case). */
    length: z.optional(z.int()),
  }),
  z.object({ kind: z.literal('text') }),
]);
export type AnswerForm = z.infer<typeof answerFormSchema>;

/** Case, accents (Greek tonos and dialytika too), final sigma, spaces and punctuation away. */
export function foldAnswer(text: string): string {
  return (
    text
      // NFKD splits accented letters into letter + combining mark, and folds
      // compatibility forms (full-width digits, ligatures) into their plain letters.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ς/g, 'σ')
      .replace(/[^\p{L}\p{N}]/gu, '')
  );
}

const ALL_DIGITS = /^[0-9]+$/;

/** The form of a code whose answer is `answer`: digits when it is only digits. */
export function codeFormOf(answer: string, lengthShown = false): AnswerForm {
  const folded = foldAnswer(answer);
  if (!ALL_DIGITS.test(folded)) return { kind: 'text' };
  return lengthShown ? { kind: 'digits', length: folded.length } : { kind: 'digits' };
}

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * Only the decimal digits of what was typed, each read as 0–9 (full-width digits
 * included; other scripts' digits do not fold to 0–9 and count for nothing). Characters that merely contain digits once
 * decomposed — fractions "½", circled "①", superscripts "²" — are not digits: "4½" is
 * not 412.
 */
export function digitsOf(text: string): string {
  let digits = '';
  for (const character of text) {
    if (DECIMAL_DIGIT.test(character)) digits += character.normalize('NFKD').replace(/[^0-9]/g, '');
  }
  return digits;
}

/** The alphabets of the game's four languages; letters of any other cannot be an answer. */
const OWN_LETTERS = /^[\p{Script=Latin}\p{Script=Greek}\p{N}]*$/u;
const A_LETTER = /\p{L}/u;

/**
 * Whether a typed answer is of the lock's form, so that it can be judged: a digit code
 * needs digits; words need a letter, and only Latin or Greek ones. One that is not gets a
 * hint about the form and costs nothing (ANSWER_FORM).
 */
export function fitsAnswerForm(form: AnswerForm, typed: string): boolean {
  if (form.kind === 'digits') return digitsOf(typed) !== '';
  const folded = foldAnswer(typed);
  return A_LETTER.test(folded) && OWN_LETTERS.test(folded);
}

/**
 * The key an answer is compared (and remembered, for "already tried") by: the digits of a
 * digit code; for words, the folded answer in Latin letters (a Greek one by ELOT 743).
 */
export function answerKey(form: AnswerForm, typed: string): string {
  if (form.kind === 'digits') return digitsOf(typed);
  return foldAnswer(greekToLatin(typed.normalize('NFKD').toLowerCase()));
}

const HAS_GREEK = /\p{Script=Greek}/u;

/**
 * The judge of one lock: an answer is right when its key is that of one of the accepted
 * answers, or, for one written in Greek letters, a Greeklish spelling of it. Only the
 * accepted answers are ever spelt otherwise: a wrong answer cannot be made right.
 */
export function answerJudge(form: AnswerForm, accepted: readonly string[]): (typed: string) => boolean {
  const keys = new Set(accepted.map((answer) => answerKey(form, answer)));
  const greek =
    form.kind === 'text' ? accepted.map(foldAnswer).filter((answer) => HAS_GREEK.test(answer)) : [];
  return (typed) => {
    const key = answerKey(form, typed);
    return keys.has(key) || greek.some((answer) => spellsGreek(key, answer));
  };
}
