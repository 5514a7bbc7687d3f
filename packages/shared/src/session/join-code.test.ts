import { describe, expect, it } from 'vitest';
import {
  formatJoinCode,
  isJoinCode,
  JOIN_CODE_ALPHABET,
  joinCodeFromBytes,
  normaliseJoinCode,
} from './join-code.js';

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
