import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatJoinCode,
  isJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  joinCodeFromBytes,
  joinCodeReadings,
  normaliseJoinCode,
  readGreekKeys,
} from './join-code.js';

/**
 * The Greek keyboard as the tests type on it (ELOT 928: Windows, macOS, Android, iOS), written
 * here again rather than imported: small letters, and the capitals Shift gives (the W key's,
 * typed in capitals, is left out: Σ there on some layouts, a dead key on others).
 */
const GREEK_LAYOUT: Record<string, { small: string; capital: string }> = {
  Q: { small: ';', capital: ':' },
  W: { small: 'ς', capital: 'ς' },
  E: { small: 'ε', capital: 'Ε' },
  R: { small: 'ρ', capital: 'Ρ' },
  T: { small: 'τ', capital: 'Τ' },
  Y: { small: 'υ', capital: 'Υ' },
  U: { small: 'θ', capital: 'Θ' },
  P: { small: 'π', capital: 'Π' },
  A: { small: 'α', capital: 'Α' },
  S: { small: 'σ', capital: 'Σ' },
  D: { small: 'δ', capital: 'Δ' },
  F: { small: 'φ', capital: 'Φ' },
  G: { small: 'γ', capital: 'Γ' },
  H: { small: 'η', capital: 'Η' },
  J: { small: 'ξ', capital: 'Ξ' },
  K: { small: 'κ', capital: 'Κ' },
  Z: { small: 'ζ', capital: 'Ζ' },
  X: { small: 'χ', capital: 'Χ' },
  C: { small: 'ψ', capital: 'Ψ' },
  V: { small: 'ω', capital: 'Ω' },
  B: { small: 'β', capital: 'Β' },
  N: { small: 'ν', capital: 'Ν' },
  M: { small: 'μ', capital: 'Μ' },
};

const aCode = fc
  .array(fc.constantFrom(...JOIN_CODE_ALPHABET), { minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH })
  .map((characters) => characters.join(''));

describe('join codes ', () => {
  it('use no look-alike characters', () => {
    for (const ambiguous of '0O1IL') expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it('are typed case-insensitively, with spaces or dashes', () => {
    expect(normaliseJoinCode(' abc-d23 ')).toBe('ABCD23');
    expect(normaliseJoinCode('ab c\td-23')).toBe('ABCD23');
    expect(isJoinCode(normaliseJoinCode('abc-d23'))).toBe(true);
  });

  it('read Greek and Cyrillic look-alike letters as their Latin letter, in either case', () => {
    // Α Β Κ Ζ Η Μ in Greek, then in Cyrillic А В К М Н Р С Т Х Е.
    expect(normaliseJoinCode('ΑΒΚ-ΖΗΜ')).toBe('ABKZHM');
    expect(normaliseJoinCode('αβκ ζημ')).toBe('ABKZHM');
    expect(normaliseJoinCode('АВК-МНР')).toBe('ABKMHP');
    expect(normaliseJoinCode('стх ехз')).toBe('CTXEX3');
    expect(normaliseJoinCode('ΡΤΥΧΝΕ')).toBe('PTYXNE');
    // Greek and Cyrillic in one code, with Latin letters.
    expect(normaliseJoinCode('Βк7-ΖР2')).toBe('BK7ZP2');
    expect(isJoinCode(normaliseJoinCode('Βк7-ΖР2'))).toBe(true);
  });

  it('drop any dash and space, and fold full-width forms and accents', () => {
    for (const typed of [
      'abc–d23',
      'abc—d23',
      'abc‐d23',
      'abc−d23',
      'abc\u00a0d23',
      'ＡＢＣ－Ｄ２３',
      'άβc-d23',
    ])
      expect(normaliseJoinCode(typed), typed).toBe('ABCD23');
  });

  it('refuse a character with no Latin look-alike, as a code of no session', () => {
    for (const typed of ['ΓBC-D23', 'ДBC-D23', 'ЖBC-D23', 'ΩBC-D23', '🎭BC-D23', '中BC-D23'])
      expect(isJoinCode(normaliseJoinCode(typed)), typed).toBe(false);
    // Ι and Ο are I and O, which the alphabet leaves out.
    expect(isJoinCode(normaliseJoinCode('ΙBC-D23'))).toBe(false);
    expect(isJoinCode(normaliseJoinCode('ΟBC-D23'))).toBe(false);
  });

  it('read a code typed on the Greek keyboard as the keys pressed', () => {
    // From a player's report: the keys of 2GG-URR and Z7F-ZBP, the phone set to Greek.
    expect(joinCodeReadings('2ΓΓ-ΘΡΡ')).toEqual(['2GGURR']);
    expect(joinCodeReadings('ζ7φ-ζβπ')).toEqual(['Z7FZBP']);
    // Every key of the alphabet's letters, in small letters and in capitals.
    expect(readGreekKeys(';ςερτυθπ ασδφγηξκ ζχψωβνμ')).toBe('QWERTYUPASDFGHJKZXCVBNM');
    expect(readGreekKeys(':ςΕΡΤΥΘΠ ΑΣΔΦΓΗΞΚ ΖΧΨΩΒΝΜ')).toBe('QWERTYUPASDFGHJKZXCVBNM');
    // Accents and the Greek question mark (U+037E, the Q key's on some systems) fold.
    expect(joinCodeReadings('ά;ώ-έ23')).toEqual(['AQVE23']);
    expect(joinCodeReadings('\u037eab-cd2')).toEqual(['QABCD2']);
    // σ is the S key's, ς the W key's: each character on its own, not as a word's last.
    expect(joinCodeReadings('δσ2-345')).toEqual(['DS2345']);
    expect(joinCodeReadings('δς2-345')).toEqual(['DW2345']);
    // A capital Σ is the S key's, or the W key's ς written in capitals ("δς2-345" upper-cased).
    expect(joinCodeReadings('ΔΣ2-345')).toEqual(['DS2345', 'DW2345']);
    expect(joinCodeReadings('δς2-345'.toUpperCase())).toContain('DW2345');
  });

  it('read the Greek letters all as look-alikes or all as keys, the look-alikes first', () => {
    // Ρ looks like P and sits on R: either may be meant, P first.
    expect(joinCodeReadings('ΡΑΒ-234')).toEqual(['PAB234', 'RAB234']);
    expect(joinCodeReadings('ρab-234')).toEqual(['PAB234', 'RAB234']);
    // Every other look-alike sits on its own key: one reading.
    expect(joinCodeReadings('ΑΒΕ-ΖΗΚ')).toEqual(['ABEZHK']);
    expect(joinCodeReadings('μντ-υχ2')).toEqual(['MNTYX2']);
    // Γ has no look-alike: the keys are meant, and Ρ is R.
    expect(joinCodeReadings('ΓΡ2-345')).toEqual(['GR2345']);
    // A code only a mix makes — Ρ as P beside Γ as G — is none.
    expect(joinCodeReadings('ΓΡ2-345')).not.toContain('GP2345');
    // I, O and L are out of the alphabet: their keys make no code either.
    for (const typed of ['ι23-456', 'ο23-456', 'λ23-456']) expect(joinCodeReadings(typed), typed).toEqual([]);
    // Cyrillic has no keyboard reading here: its look-alikes only.
    expect(joinCodeReadings('Рγ2-345')).toEqual(['PG2345']);
  });

  it('resolve any code typed on the Greek keyboard to itself', () => {
    fc.assert(
      fc.property(
        aCode,
        fc.array(fc.boolean(), { minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH }),
        fc.constantFrom('', ' ', '-'),
        (code, capitals, separator) => {
          const keys = [...code].map((character, index) => {
            const key = GREEK_LAYOUT[character];
            if (!key) return character;
            return capitals[index] ? key.capital : key.small;
          });
          const typed = `${keys.slice(0, 3).join('')}${separator}${keys.slice(3).join('')}`;
          const readings = joinCodeReadings(typed);
          expect(readings).toContain(code);
          // Other readings come only from Ρ (the look-alikes' P, ahead of it) or a capital Σ.
          if (readings.length > 1) expect(typed).toMatch(/[ΡρΣ]/);
          if (!/[ΡρΣ]/.test(typed)) expect(readings).toEqual([code]);
          // Typed again in capitals, as a phone may show it: still found, unless the code
          // holds both S and W (every Σ is read alike).
          if (!(code.includes('S') && code.includes('W')))
            expect(joinCodeReadings(typed.toUpperCase())).toContain(code);
        },
      ),
    );
  });

  it('resolve a code typed in Latin letters, or with look-alikes, to itself alone', () => {
    fc.assert(
      fc.property(aCode, fc.boolean(), (code, small) => {
        expect(joinCodeReadings(small ? code.toLowerCase() : code)).toEqual([code]);
      }),
    );
    expect(joinCodeReadings('nope')).toEqual([]);
  });

  it('refuses codes of another length or with ambiguous characters', () => {
    expect(isJoinCode('ABCD2')).toBe(false);
    expect(isJoinCode('ABCD234')).toBe(false);
    expect(isJoinCode('ABCD20')).toBe(false);
    expect(isJoinCode('ABCDI3')).toBe(false);
  });

  it('are drawn from random bytes into the alphabet', () => {
    const code = joinCodeFromBytes(Uint8Array.from([0, 30, 31, 255, 128, 7]));
    expect(isJoinCode(code)).toBe(true);
    expect(code[0]).toBe(JOIN_CODE_ALPHABET[0]);
    expect(() => joinCodeFromBytes(new Uint8Array(3))).toThrow();
  });

  it('are shown in two halves for reading aloud', () => {
    expect(formatJoinCode('ABCD23')).toBe('ABC-D23');
  });
});
