/**
 * DESIGN.md "Sessions and players": a join code is 6 characters from an alphabet with no
 * look-alikes (no 0/O, no 1/I/L), typed case-insensitively, with spaces or dashes allowed.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;

const joinCodePattern = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** Upper-cases the code and drops spaces and dashes: " ab-cd 23 " becomes "ABCD23". */
export function normaliseJoinCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
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
