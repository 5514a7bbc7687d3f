import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitsAnswerForm } from '@coulisses/shared/game/answer-form';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import { checkScenario } from '../scenarios/check-scenario.js';
import { textLockContent } from '../../../test/text-lock-case.js';
import { lockAnswerForm, normaliseAnswer } from './normalise-answer.js';

// The case with its workshop door typed (test/text-lock-case.ts): every form of lock is here.
const CONTENT = textLockContent();

describe('normaliseAnswer', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normaliseAnswer(' L. Moreau ')).toBe(normaliseAnswer('lmoreau'));
    expect(normaliseAnswer('20:57')).toBe('2057');
  });

  it('ignores Latin accents', () => {
    expect(normaliseAnswer('Solène Garnier')).toBe('solenegarnier');
    expect(normaliseAnswer('ATELIER CÔTÉ COUR')).toBe('ateliercotecour');
  });

  it('ignores Greek tonos and dialytika, and treats final sigma as sigma', () => {
    expect(normaliseAnswer('Μορό')).toBe(normaliseAnswer('ΜΟΡΟ'));
    expect(normaliseAnswer('ραφείο')).toBe('ραφειο');
    expect(normaliseAnswer('Πρωταγωνίστριας')).toBe(normaliseAnswer('ΠΡΩΤΑΓΩΝΙΣΤΡΙΑΣ'));
    expect(normaliseAnswer('προϊόν')).toBe('προιον');
  });

  it('folds full-width digits', () => {
    expect(normaliseAnswer('２０５７')).toBe('2057');
  });

  it('leaves nothing of an answer made only of punctuation', () => {
    expect(normaliseAnswer(' ?!… ')).toBe('');
  });
});

/**
 * Every lock of "Le dernier acte", with what players of each language naturally type
 * (docs/decisions/0009-answers-forgiven-their-form.md), and the near misses that must
 * stay wrong.
 */
const CASE: Record<string, { right: string[]; wrong: string[]; notAnAnswer: string[] }> = {
  // The year the theatre opened.
  'security-computer': {
    right: [
      '1887',
      ' 1 887 ',
      '1.887',
      '1 887',
      '１８８７',
      'année 1887',
      'year 1887',
      'año 1887',
      'έτος 1887',
    ],
    wrong: ['1888', '887', '18877', '01887', '1878'],
    notAnAnswer: ['mil huit cent quatre-vingt-sept', 'eighteen eighty-seven', '', '…', '🎭'],
  },
  // 20:57, the last time the necklace was seen; HHMM on a 24-hour clock.
  'dressing-room-seal': {
    right: [
      '2057',
      '20h57',
      '20 h 57',
      '20.57',
      '20:57',
      '20H57',
      '20 h 57 min',
      '20h57m',
      '20,57',
      '20.57 ώρα',
      '２０：５７',
    ],
    // 12-hour "8:57 (pm)" is another number: the prompt asks for the 24-hour clock.
    wrong: ['2058', '2056', '857', '8:57', '8:57 pm', '08:57', '20:57:00', '1957'],
    notAnAnswer: ['vingt heures', 'nine to nine', 'ΩΩΛΛ', 'HHMM'],
  },
  // 20:52, the curtain of Act I.
  'desk-drawer': {
    right: ['2052', '20h52', '20 h 52', '20:52', '20.52', '20H52', 'fr: 20 h 52'],
    wrong: ['2057', '2050', '852', '8:52 pm', '2052 2057'],
    notAnAnswer: ['rideau', 'curtain'],
  },
  // The thread's reference, 412, then its delivery date, 13/03; no length in the prompt.
  'lab-request': {
    right: ['4121303', '412 1303', '412-13/03', 'réf. 412, 13/03', 'n° 412 — 13.03', 'κωδ. 412 13/03'],
    // A leading zero makes another reference (docs/decisions/0009).
    wrong: ['412', '04121303', '4121203', '1303412', '41213'],
    notAnAnswer: ['quatre cent douze', 'ref', 'n°'],
  },
  // The inventory number INV-3318.
  'cloak-seizure': {
    right: [
      '3318',
      'INV-3318',
      'inv 3318',
      'INV 3318',
      'Inv. 3318',
      'INV‑3318',
      'ινβ-3318',
      'αρ. 3318',
      '33 18',
    ],
    wrong: ['33181', '3381', '03318', '3319', 'INV-33181'],
    notAnAnswer: ['INV', 'inventaire'],
  },
  // Lucas Moreau, in the four languages and both alphabets.
  'workshop-door': {
    right: [
      'Moreau',
      'moreau',
      'MOREAU',
      ' L. Moreau ',
      'Lucas Moreau',
      'lucas-moreau',
      'Moréau',
      'Μορό',
      'ΜΟΡΟ',
      'Μορώ',
      'Μωρό',
      'Moro',
      'MORO',
      'Λουκάς Μορό',
      'Λουκά Μορό',
      'Loukas Moro',
      'Lukas Moro',
      'Λ. Μορό',
      'L. Moro',
    ],
    wrong: [
      'Moreaux',
      'Morel',
      'Μορέλ',
      'Mora',
      'Μορά',
      'Lucas',
      'Λουκάς',
      'Garnier',
      'Γκαρνιέ',
      'Solène Garnier',
      'Moreau Louis',
      'Lucas Morel',
    ],
    notAnAnswer: ['', '1887', '莫罗', 'مورو', 'Моро', '🎭'.repeat(50)],
  },
};

describe('every lock of "Le dernier acte"', () => {
  let scenario: CompiledScenario;
  beforeAll(async () => {
    const checked = await checkScenario(CONTENT, 'le-dernier-acte');
    expect(checked.problems).toEqual([]);
    scenario = checked.scenario!;
  });

  it('is covered here, each code and text lock', () => {
    const typed = scenario.definition.locks.filter((lock) => lock.kind !== 'choice').map((lock) => lock.id);
    expect(Object.keys(CASE).sort()).toEqual(typed.sort());
  });

  for (const [lockId, { right, wrong, notAnAnswer }] of Object.entries(CASE)) {
    describe(lockId, () => {
      const judge = (typed: string) => scenario.judges.get(lockId)!(typed);
      const fits = (typed: string) => fitsAnswerForm(lockAnswerForm(scenario.locks.get(lockId)!)!, typed);

      it('takes the right answer as people write it', () => {
        for (const typed of right) {
          expect(fits(typed), typed).toBe(true);
          expect(judge(typed), typed).toBe(true);
        }
      });

      it('keeps a near miss wrong', () => {
        for (const typed of wrong) {
          expect(fits(typed), typed).toBe(true);
          expect(judge(typed), typed).toBe(false);
        }
      });

      it('does not judge what is not even of its form', () => {
        for (const typed of notAnAnswer) expect(fits(typed), typed).toBe(false);
      });
    });
  }

  it('opens a code of digits with those digits only, however they are dressed', () => {
    const codes = scenario.definition.locks.flatMap((lock) => (lock.kind === 'code' ? [lock] : []));
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.stringMatching(/^[0-9]{1,6}$/),
        fc.constantFrom('', 'n° ', 'INV-', 'αρ. ', '#'),
        fc.constantFrom('', ' h', ' min', '.'),
        (lock, digits, before, after) => {
          expect(scenario.judges.get(lock.id)!(before + digits + after)).toBe(digits === lock.answer);
        },
      ),
    );
  });

  it('keeps the choice lock to its one right choice', () => {
    const judge = scenario.judges.get('lift-route')!;
    expect(judge('service-lift')).toBe(true);
    expect(judge('stage-door')).toBe(false);
    expect(judge('Service-Lift')).toBe(false);
  });
});
