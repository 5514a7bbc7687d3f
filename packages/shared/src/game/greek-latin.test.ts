import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GREEKLISH_LETTERS, GREEKLISH_PAIRS, greekToLatin, spellsGreek } from './greek-latin.js';

const GREEK_LOWER = [...'αβγδεζηθικλμνξοπρστυφχψω'];

describe('greekToLatin (ELOT 743)', () => {
  it('writes each letter as the standard does', () => {
    expect(greekToLatin('αβγδεζηθικλμνξοπρστυφχψω')).toBe('avgdezithiklmnxoprstyfchpso');
    expect(greekToLatin('μορό')).toBe('moro');
    expect(greekToLatin('λουκάς')).toBe('loukas');
    expect(greekToLatin('θέατρο')).toBe('theatro');
    expect(greekToLatin('ψυχή')).toBe('psychi');
  });

  it('writes the pairs ου, γγ, γξ, γχ as one sound', () => {
    expect(greekToLatin('ουρανός')).toBe('ouranos');
    expect(greekToLatin('άγγελος')).toBe('angelos');
    expect(greekToLatin('σφίγξ')).toBe('sfinx');
    expect(greekToLatin('μελαγχολία')).toBe('melancholia');
  });

  it('writes μπ as b at the edge of a word, mp inside', () => {
    expect(greekToLatin('μπαλκόνι')).toBe('balkoni');
    expect(greekToLatin('λάμπα')).toBe('lampa');
    expect(greekToLatin('ρεζί μπλε')).toBe('rezi ble');
  });

  it('writes αυ, ευ, ηυ as v before a vowel or voiced consonant, f before a voiceless one', () => {
    expect(greekToLatin('αύριο')).toBe('avrio');
    expect(greekToLatin('αυτός')).toBe('aftos');
    expect(greekToLatin('ευαγγέλιο')).toBe('evangelio');
    expect(greekToLatin('ευχαριστώ')).toBe('efcharisto');
    expect(greekToLatin('ηύρα')).toBe('ivra');
    expect(greekToLatin('μαυ')).toBe('maf');
  });

  it('keeps a vowel with a diaeresis apart', () => {
    expect(greekToLatin('ταΰγετος')).toBe('taygetos');
    expect(greekToLatin('προϋπόθεση')).toBe('proypothesi');
  });

  it('leaves text without Greek letters as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9 .-]*$/), (latin) => {
        expect(greekToLatin(latin)).toBe(latin);
      }),
    );
  });

  it('always gives Latin letters for Greek ones', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...GREEK_LOWER, 'ς')), (letters) => {
        expect(greekToLatin(letters.join(''))).toMatch(/^[a-z]*$/);
      }),
    );
  });
});

describe('spellsGreek (ELOT 743 and Greeklish)', () => {
  it('knows every letter of the alphabet and each pair is two of its letters', () => {
    for (const letter of GREEK_LOWER) expect(GREEKLISH_LETTERS[letter]?.length).toBeGreaterThan(0);
    for (const pair of Object.keys(GREEKLISH_PAIRS)) {
      expect([...pair].every((letter) => GREEK_LOWER.includes(letter))).toBe(true);
    }
  });

  it('accepts the usual Latin spellings of a Greek word', () => {
    for (const spelling of ['moro', 'morw']) expect(spellsGreek(spelling, 'μορω')).toBe(true);
    for (const spelling of ['loukas', 'lukas']) expect(spellsGreek(spelling, 'λουκασ')).toBe(true);
    for (const spelling of ['thea', '8ea', '0ea']) expect(spellsGreek(spelling, 'θεα')).toBe(true);
    for (const spelling of ['psychi', 'psihi', 'psixh', 'psuchi'])
      expect(spellsGreek(spelling, 'ψυχη')).toBe(true);
    for (const spelling of ['balkoni', 'mpalkoni']) expect(spellsGreek(spelling, 'μπαλκονι')).toBe(true);
    for (const spelling of ['ntomata', 'domata']) expect(spellsGreek(spelling, 'ντοματα')).toBe(true);
    for (const spelling of ['eirini', 'irini', 'eirhnh']) expect(spellsGreek(spelling, 'ειρηνη')).toBe(true);
    for (const spelling of ['kai', 'ke']) expect(spellsGreek(spelling, 'και')).toBe(true);
    for (const spelling of ['xenos', 'ksenos', '3enos']) expect(spellsGreek(spelling, 'ξενοσ')).toBe(true);
    for (const spelling of ['vivlio', 'biblio']) expect(spellsGreek(spelling, 'βιβλιο')).toBe(true);
    for (const spelling of ['avrio', 'aurio']) expect(spellsGreek(spelling, 'αυριο')).toBe(true);
    for (const spelling of ['angelos', 'aggelos']) expect(spellsGreek(spelling, 'αγγελοσ')).toBe(true);
    for (const spelling of ['tsai', 'tzami', 'dzami']) {
      expect(spellsGreek(spelling, spelling.startsWith('ts') ? 'τσαι' : 'τζαμι')).toBe(true);
    }
  });

  it('refuses a spelling with a letter more, a letter less or another letter', () => {
    expect(spellsGreek('mor', 'μορω')).toBe(false);
    expect(spellsGreek('moros', 'μορω')).toBe(false);
    expect(spellsGreek('mora', 'μορω')).toBe(false);
    expect(spellsGreek('morel', 'μορω')).toBe(false);
    expect(spellsGreek('moreau', 'μορω')).toBe(false);
    expect(spellsGreek('mwro', 'μορω')).toBe(false);
    expect(spellsGreek('', 'μορω')).toBe(false);
  });

  it('accepts the ELOT spelling of any Greek word', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...GREEK_LOWER), { maxLength: 24 }), (letters) => {
        const greek = letters.join('');
        expect(spellsGreek(greekToLatin(greek), greek)).toBe(true);
      }),
    );
  });

  it('asks a character that is not a Greek letter to be typed as it is', () => {
    expect(spellsGreek('l2moro', 'λ2μορο')).toBe(true);
    expect(spellsGreek('l3moro', 'λ2μορο')).toBe(false);
  });
});
