import { describe, expect, it } from 'vitest';
import {
  formatJoinCode,
  isJoinCode,
  JOIN_CODE_ALPHABET,
  joinCodeFromBytes,
  normaliseJoinCode,
} from './join-code.js';

describe('join codes (DESIGN.md "Sessions and players")', () => {
  it('use no look-alike characters', () => {
    for (const ambiguous of '0O1IL') expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it('are typed case-insensitively, with spaces or dashes', () => {
    expect(normaliseJoinCode(' abc-d23 ')).toBe('ABCD23');
    expect(normaliseJoinCode('ab c\td-23')).toBe('ABCD23');
    expect(isJoinCode(normaliseJoinCode('abc-d23'))).toBe(true);
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
