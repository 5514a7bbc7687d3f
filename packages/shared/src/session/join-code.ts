/**
 * docs/product.md#join-codes: a join code is 6 characters from an alphabet with no
 * look-alikes (no 0/O, no 1/I/L), typed case-insensitively, with spaces or dashes allowed,
 * in Greek or Cyrillic look-alike letters too (docs/decisions/0009), or on the Greek
 * keyboard's keys.
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
 * The Greek keyboard (ELOT 928: Windows', macOS', Android's and iOS' Greek layout), each of
 * its letters read as the Latin key it sits on: a player whose phone types Greek presses the
 * keys of the code they read, and "2ΓΓ-ΘΡΡ" is 2GG-URR. Keyed by the small letter: a capital
 * is its small letter's key, Σ the S key's (some layouts type it on W too: read as S). The Q
 * key types a semicolon (the Greek question mark folds to it), a colon with Shift.
 */
const GREEK_KEYS: Record<string, string> = {
  ';': 'Q',
  ':': 'Q',
  ς: 'W',
  ε: 'E',
  ρ: 'R',
  τ: 'T',
  υ: 'Y',
  θ: 'U',
  ι: 'I',
  ο: 'O',
  π: 'P',
  α: 'A',
  σ: 'S',
  δ: 'D',
  φ: 'F',
  γ: 'G',
  η: 'H',
  ξ: 'J',
  κ: 'K',
  λ: 'L',
  ζ: 'Z',
  χ: 'X',
  ψ: 'C',
  ω: 'V',
  β: 'B',
  ν: 'N',
  μ: 'M',
};

/** Full-width forms and accents folded (ά is α, ϐ is β), spaces and any dash dropped. */
const fold = (typed: string) =>
  typed
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\p{Pd}\u2212]+/gu, '');

const readLookAlikes = (folded: string) =>
  folded.toUpperCase().replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter);

/**
 * The code as typed, made the code: full-width forms and accents folded, spaces and any dash dropped,
 * upper case, Greek and Cyrillic look-alikes read as their Latin letter. " ab-cd 23 ",
 * "ΑΒ–CD 23" and "аb—cd23" all become "ABCD23". The look-alike reading alone: a code typed
 * on the Greek keyboard's keys is read by `joinCodeReadings`.
 */
export function normaliseJoinCode(typed: string): string {
  return readLookAlikes(fold(typed));
}

/**
 * The code as typed on the Greek keyboard: every Greek letter read as its key (Ρ is R, Θ is
 * U), the rest as `normaliseJoinCode` reads it. Each character on its own: "ΑΣ" is AS, not the
 * "ας" a whole word's small letters would give. A capital Σ is the S key's, or — as
 * `capitalSigma` says — the W key's: the final ς typed there becomes Σ once a phone or a
 * player writes the code in capitals.
 */
export function readGreekKeys(typed: string, capitalSigma: 'S' | 'W' = 'S'): string {
  const keyed = [...fold(typed)].map((character) =>
    character === 'Σ' ? capitalSigma : (GREEK_KEYS[character.toLowerCase()] ?? character),
  );
  return readLookAlikes(keyed.join(''));
}

/**
 * docs/product.md#join-codes: the codes a typed code can be, best first, each a valid code —
 * none to three. Its Greek letters are read all alike: all as the Latin letters they look
 * like (Ρ is P), or all as the keys they sit on (Ρ is R); a code only a mix of both would
 * make is none. The look-alike reading comes first: the one that has always joined, so that
 * a code that named a session before still names it. They differ only by Ρ, the one capital
 * drawn like a Latin letter that sits on another key (a letter with no look-alike, Γ or Θ,
 * leaves the keys' reading alone). The keys' reading comes twice when a capital Σ may be
 * either key's: every Σ as S first, then every Σ as W (a code holding both S and W, typed in
 * capitals, is none).
 */
export function joinCodeReadings(typed: string): string[] {
  return [...new Set([normaliseJoinCode(typed), readGreekKeys(typed), readGreekKeys(typed, 'W')])].filter(
    isJoinCode,
  );
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
