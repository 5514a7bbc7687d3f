import { answerKey, digitsOf } from '../../game/answer-form.js';

/** What a text offers to work a code of digits out from. */
export interface DigitClues {
  /** Its numbers ("20:57" gives 2057, 20 and 57), by the place of their word, in reading order. */
  placed: readonly { digits: string; at: number }[];
  numbers: ReadonlySet<string>;
  /** The times of day it writes ("21:01", "21 h 01", "22 h"), in minutes since midnight. */
  times: ReadonlySet<number>;
  /** The lengths of time it writes ("4 minutes", "an hour"), in minutes. */
  durations: ReadonlySet<number>;
}

/** How many words apart two numbers a code is worked out from may be ("2026 … the 139th"). */
const NEAR = 8;

/** Beyond 15 digits a number is no longer exact. */
const EXACT_DIGITS = 15;

const fold = (word: string) => answerKey({ kind: 'text' }, word);
const folded = (words: string) => new Set(words.split(' ').map(fold));

/** A length of time is often written in words: one to ten, in the four languages. */
const NUMBER_WORDS = new Map(
  [
    'one a an un une uno una ένα έναν μία μια',
    'two deux dos δύο δυο',
    'three trois tres τρία τρεις',
    'four quatre cuatro τέσσερα τέσσερις',
    'five cinq cinco πέντε',
    'six seis έξι',
    'seven sept siete επτά εφτά',
    'eight huit ocho οκτώ οχτώ',
    'nine neuf nueve εννέα εννιά',
    'ten dix diez δέκα',
  ].flatMap((words, index) => [...folded(words)].map((key) => [key, index + 1] as const)),
);
const MINUTES = folded('minute minutes min mn minuto minutos λεπτό λεπτά λεπ');
// Not "h": "21 h" is a time of day.
const HOURS = folded('hour hours heure heures hora horas ώρα ώρες');

const TIME = /^(\d{1,2})[:h](\d{2})(?::\d{2})?$/i;
const TWO_DIGITS = /^\d{2}$/;
const ONLY_DIGITS = /^\d+$/;
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** 21 and 57 as 21:57, in minutes since midnight; undefined when they are not a time. */
function minutesOf(hours: number, minutes: number): number | undefined {
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** The time of day that starts at word `at`, written "21:01" or, as French does, "21 h 01" or "22 h". */
function timeAt(words: readonly string[], keys: readonly string[], at: number): [string, number] | undefined {
  const word = bare(words[at]!);
  const written = TIME.exec(word);
  if (written) {
    const time = minutesOf(Number(written[1]), Number(written[2]));
    return time === undefined ? undefined : [`${written[1]}${written[2]}`, time];
  }
  if (!/^\d{1,2}$/.test(word) || keys[at + 1] !== 'h') return undefined;
  const after = bare(words[at + 2] ?? '');
  const minutes = TWO_DIGITS.test(after) ? after : '00';
  const time = minutesOf(Number(word), Number(minutes));
  return time === undefined ? undefined : [`${word}${minutes}`, time];
}

/** The length of time that starts at word `at`, in minutes: a number, then a unit. */
function durationAt(words: readonly string[], keys: readonly string[], at: number): number | undefined {
  const word = bare(words[at]!);
  const amount = ONLY_DIGITS.test(word) ? Number(word) : NUMBER_WORDS.get(keys[at]!);
  const unit = keys[at + 1];
  if (amount === undefined || unit === undefined) return undefined;
  if (MINUTES.has(unit)) return amount;
  return HOURS.has(unit) ? amount * 60 : undefined;
}

/** The digit clues of a text, from its words and their keys as a judge compares them. */
export function digitCluesOf(words: readonly string[], keys: readonly string[]): DigitClues {
  const placed: { digits: string; at: number }[] = [];
  const times = new Set<number>();
  const durations = new Set<number>();
  for (const [at, word] of words.entries()) {
    const duration = durationAt(words, keys, at);
    if (duration !== undefined) durations.add(duration);
    const digits = digitsOf(word);
    if (digits === '') continue;
    placed.push({ digits, at });
    const runs = (word.match(/\p{Nd}+/gu) ?? []).map(digitsOf);
    if (runs.length > 1) for (const run of runs) placed.push({ digits: run, at });
    const time = timeAt(words, keys, at);
    if (time === undefined) continue;
    // "22 h" is 2200 to a reader.
    placed.push({ digits: time[0], at });
    times.add(time[1]);
  }
  return { placed, numbers: new Set(placed.map(({ digits }) => digits)), times, durations };
}

/**
 * Whether what a player reads before a lock supports its code of digits, by:
 * - numbers of one text that make it up: the whole code, or pieces of two digits or more
 *   that together are all of it ("21 h 57"; a reference 412 and a date 13/03 for 4121303).
 *   One piece alone is not enough: a text with numbers holds many of two digits;
 * - two numbers of one text near each other that it is the sum or the difference of (a
 *   founding year counted back from a season and its number): numbers far apart, or in
 *   different texts, are not read together;
 * - for a code that reads as a time of day, a time and a length of time, each written as
 *   such, that bring it there: a time read in one statement, and in another how fast the
 *   clock was ("4 minutes", "an hour"). A bare number is no length of time.
 */
export function digitsSupported(code: string, clues: readonly DigitClues[]): boolean {
  if (clues.some((clue) => madeOf(code, clue.numbers))) return true;
  if (code.length > EXACT_DIGITS) return false;
  const value = Number(code);
  return clues.some((clue) => reckoned(value, clue)) || timeApart(code, clues);
}

/** Whether `code` is one of `numbers`, or pieces of two digits or more of them one after another. */
function madeOf(code: string, numbers: ReadonlySet<string>): boolean {
  if (numbers.has(code)) return true;
  // ends[i]: whether the first i digits are pieces of `numbers`.
  const ends = [true, ...Array<boolean>(code.length).fill(false)];
  for (let end = 2; end <= code.length; end += 1)
    for (let start = 0; start <= end - 2 && !ends[end]; start += 1)
      ends[end] = ends[start]! && numbers.has(code.slice(start, end));
  return ends[code.length]!;
}

/** Whether two numbers of a text, NEAR words apart at most, add up to `value` or are `value` apart. */
function reckoned(value: number, { placed }: DigitClues): boolean {
  for (const [index, first] of placed.entries()) {
    if (first.digits.length > EXACT_DIGITS) continue;
    for (let next = index + 1; next < placed.length; next += 1) {
      const second = placed[next]!;
      if (second.at - first.at > NEAR) break;
      // A time's hours and minutes are one number, not two to add.
      if (second.at === first.at || second.digits.length > EXACT_DIGITS) continue;
      const [a, b] = [Number(first.digits), Number(second.digits)];
      if (a + b === value || Math.abs(a - b) === value) return true;
    }
  }
  return false;
}

/** Whether a code that reads as a time is a written time give or take a written length of time. */
function timeApart(code: string, clues: readonly DigitClues[]): boolean {
  const value = Number(code);
  const time =
    code.length >= 3 && code.length <= 4 ? minutesOf(Math.floor(value / 100), value % 100) : undefined;
  if (time === undefined) return false;
  const durations = new Set(clues.flatMap((clue) => [...clue.durations]));
  return clues.some((clue) => [...clue.times].some((other) => durations.has(Math.abs(time - other))));
}
