import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerJudge,
  answerKey,
  codeFormOf,
  digitsOf,
  fitsAnswerForm,
  foldAnswer,
  type AnswerForm,
} from './answer-form.js';

const DIGITS: AnswerForm = { kind: 'digits' };
const TEXT: AnswerForm = { kind: 'text' };

/** What a person adds around a code: labels before it, separators and units inside. */
const label = fc.constantFrom('', 'INV-', 'inv ', 'n° ', 'N°', 'réf. ', 'ref ', 'αρ. ', 'no. ', '#', 'Nº ');
const separator = fc.constantFrom('', ' ', ':', '.', 'h', ' h ', 'H', '-', '–', '\u00a0', '\u202f');
const digitString = fc.stringMatching(/^[0-9]{1,8}$/);

/** The digits of `digits`, with a separator slipped between any two of them. */
const dressed = (digits: string, seps: string[]) =>
  [...digits].map((digit, index) => (index > 0 ? (seps[index % seps.length] ?? '') : '') + digit).join('');

describe('the form of a code', () => {
  it('is digits when the answer is only digits, with its length only when the prompt shows it', () => {
    expect(codeFormOf('2057')).toEqual({ kind: 'digits' });
    expect(codeFormOf('2057', true)).toEqual({ kind: 'digits', length: 4 });
    expect(codeFormOf('A7B2', true)).toEqual({ kind: 'text' });
  });
});

describe('a code of digits', () => {
  const judge = answerJudge(DIGITS, ['2057']);

  it('reads only the digits of what was typed', () => {
    for (const typed of [
      '2057',
      '20h57',
      '20 h 57',
      '20.57',
      '20:57',
      '20H57',
      ' 2 0 5 7 ',
      '２０５７',
      '20 h 57 min',
    ])
      expect(judge(typed), typed).toBe(true);
  });

  it('stays wrong for another number, leading zeros and 12-hour times included', () => {
    for (const typed of ['2058', '20570', '02057', '205', '8:57', '8:57 pm', '2O57'])
      expect(judge(typed), typed).toBe(false);
  });

  it('forgives printed labels and prefixes', () => {
    const inventory = answerJudge(DIGITS, ['3318']);
    for (const typed of ['INV-3318', 'inv 3318', 'Inv. 3318', '#3318'])
      expect(inventory(typed), typed).toBe(true);
    const reference = answerJudge(DIGITS, ['412']);
    for (const typed of ['n° 412', 'N°412', 'réf. 412', 'ref 412', 'αρ. 412', 'no. 412', '#412', 'Nº 412'])
      expect(reference(typed), typed).toBe(true);
    for (const typed of ['0412', '4120', '41 2 0', 'INV-33181']) expect(reference(typed), typed).toBe(false);
  });

  it('keeps the right digits right whatever is put around and between them', () => {
    fc.assert(
      fc.property(
        digitString,
        label,
        fc.array(separator, { minLength: 1 }),
        fc.constantFrom('', ' h', '.'),
        (digits, before, seps, after) => {
          expect(answerJudge(DIGITS, [digits])(before + dressed(digits, seps) + after)).toBe(true);
        },
      ),
    );
  });

  it('does not read digits out of fractions, circled numbers or superscripts', () => {
    expect(answerJudge(DIGITS, ['412'])('4½')).toBe(false);
    expect(answerJudge(DIGITS, ['3318'])('33⅛')).toBe(false);
    expect(answerJudge(DIGITS, ['1887'])('⅛87')).toBe(false);
    expect(answerJudge(DIGITS, ['2057'])('②⓪⑤⑦')).toBe(false);
    expect(answerJudge(DIGITS, ['2057'])('2⁰57')).toBe(false);
    // Full-width digits are digits.
    expect(answerJudge(DIGITS, ['2057'])('２０５７')).toBe(true);
  });

  it('never takes another string of digits, however it is dressed', () => {
    fc.assert(
      fc.property(
        digitString,
        digitString,
        label,
        fc.array(separator, { minLength: 1 }),
        (answer, typed, before, seps) => {
          fc.pre(answer !== typed);
          expect(answerJudge(DIGITS, [answer])(before + dressed(typed, seps))).toBe(false);
        },
      ),
    );
  });

  it('needs at least one digit to be judged', () => {
    for (const typed of ['abcd', 'vingt heures', '🎭'.repeat(100), '二〇五七', '٢٠٥٧', '...'])
      expect(fitsAnswerForm(DIGITS, typed), typed).toBe(false);
    for (const typed of ['20h57', 'INV-3318', '２']) expect(fitsAnswerForm(DIGITS, typed), typed).toBe(true);
  });
});

describe('an answer in words', () => {
  const judge = answerJudge(TEXT, ['Moreau', 'Lucas Moreau', 'L. Moreau', 'Μορό', 'Λουκάς Μορό', 'Λ. Μορό']);

  it('takes each language’s spelling, in either alphabet and its Greeklish', () => {
    for (const typed of [
      'Moreau',
      'MOREAU',
      'l. moreau',
      'Lucas Moreau',
      'Μορό',
      'ΜΟΡΟ',
      'Μορώ',
      'Μωρό',
      'Moro',
      'Λουκάς Μορό',
      'Loukas Moro',
      'Lukas Moro',
      'L. Moro',
    ])
      expect(judge(typed), typed).toBe(true);
  });

  it('spells in Greeklish only the Greek variants listed: "morw" writes Μορώ, not Μορό', () => {
    expect(judge('morw')).toBe(false);
    expect(answerJudge(TEXT, ['Μορό', 'Μορώ'])('morw')).toBe(true);
  });

  it('stays wrong for a near miss, in any alphabet', () => {
    for (const typed of [
      'Moreaux',
      'Morel',
      'Μορέλ',
      'Mora',
      'Μορά',
      'Lucas',
      'Λουκάς',
      'Garnier',
      'Γκαρνιέ',
      'Mor',
      'Moroo',
      'Moreau Lucas',
    ])
      expect(judge(typed), typed).toBe(false);
  });

  it('needs Latin or Greek letters to be judged', () => {
    for (const typed of ['', '   ', '?!…', '🎭🎭', '1887', '莫罗', 'مورو', 'Моро', 'Moreau 莫'])
      expect(fitsAnswerForm(TEXT, typed), typed).toBe(false);
    for (const typed of ['Moreau', 'Μορό', 'L. Moreau 2'])
      expect(fitsAnswerForm(TEXT, typed), typed).toBe(true);
  });

  it('is folded the same however often it is folded', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(foldAnswer(foldAnswer(typed))).toBe(foldAnswer(typed));
        expect(digitsOf(digitsOf(typed))).toBe(digitsOf(typed));
        expect(answerKey(TEXT, answerKey(TEXT, typed))).toBe(answerKey(TEXT, typed));
      }),
    );
  });

  it('is never right when it has no letter in common with the accepted spellings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[b-df-hj-np-z]{1,12}$/), (typed) => {
        fc.pre(!['m', 'r', 'l', 'c', 's', 'k'].some((letter) => typed.includes(letter)));
        expect(judge(typed)).toBe(false);
      }),
    );
  });
});
