/**
 * docs/product.md#join-codes: a join code is 6 characters from an alphabet with no
 * look-alikes (no 0/O, no 1/I/L), typed case-insensitively, with spaces or dashes allowed,
 * in Greek or Cyrillic look-alike letters too (docs/decisions/0009).
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;

const joinCodePattern = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/**
 * Greek and Cyrillic capitals drawn like a Latin letter or a digit of the alphabet: a
 * phone set to Greek or Russian types them for the code read off a projector. Their
 * lower case reaches here upper-cased. A letter with no look-alike (Γ, Д, Ж…) stays, and
 * the code is refused as unknown.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  З: '3',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  Ј: 'J',
  Ү: 'Y',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/**
 * The code as typed, made the code: full-width forms and accents folded, spaces and any dash dropped,
 * upper case, Greek and Cyrillic look-alikes read as their Latin letter. " ab-cd 23 ",
 * "ΑΒ–CD 23" and "аb—cd23" all become "ABCD23".
 */
export function normaliseJoinCode(typed: string): string {
  return typed
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\p{Pd}\u2212]+/gu, '')
    .toUpperCase()
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter);
}

export function isJoinCode(code: string): boolean {
  return joinCodePattern.test(code);
}

/** Builds a code from random bytes (the caller brings them: crypto on either side). */
export function joinCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < JOIN_CODE_LENGTH) throw new Error('joinCodeFromBytes needs 6 bytes');
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) {
    // 256 % 31 leaves a slight bias; the codes are short-lived identifiers, not secrets.
    code += JOIN_CODE_ALPHABET[bytes[i]! % JOIN_CODE_ALPHABET.length];
  }
  return code;
}

/** "ABCD23" shown as "ABC-D23" on a projector: easier to read aloud. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
