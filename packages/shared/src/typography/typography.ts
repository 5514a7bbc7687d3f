import type { Language } from '../languages.js';
import { fillTemplate, type TemplateParams } from '../text/message-template.js';

/**
 * What each typographic mistake says, in English, by its code; the interface says it in the
 * reader's language from the same code and values (`cases.checks.<code>`).
 */
export const TYPOGRAPHY_MESSAGES = {
  straightApostrophe: "straight apostrophe (') instead of ’, in “{{excerpt}}”",
  straightQuote: 'straight quotation mark (") instead of {{expected}}, in “{{excerpt}}”',
  straightQuoteEither: 'straight quotation mark (") instead of {{expected}} or {{other}}, in “{{excerpt}}”',
  noNbspBefore:
    'no no-break space before « {{mark}} » (U+00A0 or U+202F, never a plain space), in “{{excerpt}}”',
  noNbspAfter:
    'no no-break space after « {{mark}} » (U+00A0 or U+202F, never a plain space), in “{{excerpt}}”',
  noNbspBeforeHouseRule:
    'no no-break space before « {{mark}} » (U+00A0, never a plain space), in “{{excerpt}}”',
  noNbspAfterHouseRule:
    'no no-break space after « {{mark}} » (U+00A0, never a plain space), in “{{excerpt}}”',
  narrowNbspBefore:
    'a narrow no-break space (U+202F) before « {{mark}} », where the house rule wants U+00A0, in “{{excerpt}}”',
  narrowNbspAfter:
    'a narrow no-break space (U+202F) after « {{mark}} », where the house rule wants U+00A0, in “{{excerpt}}”',
  frenchTime: 'a time written otherwise than « 21 h 20 » with no-break spaces, in “{{excerpt}}”',
} as const;

export type TypographyCode = keyof typeof TYPOGRAPHY_MESSAGES;
type Params<Code extends TypographyCode> = Record<TemplateParams<(typeof TYPOGRAPHY_MESSAGES)[Code]>, string>;

/**
 * A typographic mistake in a text: where (1-based line), what (its code, with the few
 * characters around it and the marks it names), and the same in English.
 */
export type TypographyProblem = {
  [Code in TypographyCode]: { line: number; code: Code; params: Params<Code>; message: string };
}[TypographyCode];

/**
 * Stands for characters that are not prose (markup, code, URLs, attributes) once a caller
 * has blanked them out: the rules step over it as if it were not there, and the text keeps
 * its length and line breaks, so a problem is reported at its real line.
 */
export const NOT_PROSE = '\u0000';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const NO_BREAK = new Set([NBSP, NARROW_NBSP]);
/** Markdown emphasis and escapes around a word: `**Lieu** :` is the prose "Lieu :". */
const MARKUP = new Set([NOT_PROSE, '*', '_', '~', '\\']);
const HIGH_PUNCTUATION = new Set([':', ';', '?', '!']);
/** The quotation marks each language writes: Spanish has two pairs. */
const QUOTES: Record<Language, readonly [string, ...string[]]> = {
  fr: ['« »'],
  en: ['“ ”'],
  es: ['« »', '“ ”'],
  gr: ['« »'],
};

function neighbour(text: string, from: number, step: 1 | -1): string | undefined {
  for (let index = from + step; index >= 0 && index < text.length; index += step) {
    const char = text.charAt(index);
    if (!MARKUP.has(char)) return char;
  }
  return undefined;
}

function excerpt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  const line = text.slice(start, end === -1 ? undefined : end);
  const at = index - start;
  const before = line.slice(Math.max(0, at - 24), at);
  const after = line.slice(at, at + 24);
  return (before + after).replaceAll(NOT_PROSE, '').trim();
}

/** « 21 h 20 », « 21 h », and the wrong spellings 21h20, 21 h20, 21h 20 with their spaces. */
const FRENCH_TIME = /(?<![\d,.])\d{1,2}([ \u00a0\u202f]?)h(?!\p{L})([ \u00a0\u202f]?)(\d{2})?/gu;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** A colon between digits is a ratio or a device's time (1:200, 20:45:12), not punctuation. */
function isDigitColon(text: string, index: number): boolean {
  return /\d/.test(text.charAt(index - 1)) && /\d/.test(text.charAt(index + 1));
}

type SpacingCode = Extract<TypographyCode, `${string}Nbsp${string}`>;

/** What the French rule says of the space on `side` of a mark: nothing when it is right. */
function spaceProblem(
  space: string | undefined,
  side: 'Before' | 'After',
  nbspOnly: boolean,
): SpacingCode | undefined {
  if (space !== undefined && NO_BREAK.has(space))
    return nbspOnly && space === NARROW_NBSP ? `narrowNbsp${side}` : undefined;
  return nbspOnly ? `noNbsp${side}HouseRule` : `noNbsp${side}`;
}

function frenchSpacing(text: string, index: number, nbspOnly: boolean): SpacingCode | undefined {
  const char = text.charAt(index);
  if (HIGH_PUNCTUATION.has(char)) {
    if (char === ':' && isDigitColon(text, index)) return undefined;
    const before = neighbour(text, index, -1);
    // "?!" and "…?" share one space; a mark that opens a line has nothing to be kept with.
    if (before === undefined || before === '\n') return undefined;
    if (HIGH_PUNCTUATION.has(before) || before === '…' || before === '«') return undefined;
    return spaceProblem(before, 'Before', nbspOnly);
  }
  if (char === '«') {
    const after = neighbour(text, index, 1);
    return after === undefined ? undefined : spaceProblem(after, 'After', nbspOnly);
  }
  if (char === '»') {
    const before = neighbour(text, index, -1);
    return before === undefined ? undefined : spaceProblem(before, 'Before', nbspOnly);
  }
  return undefined;
}

/**
 * The typography every text a player reads must have: typographic apostrophes and quotes
 * in all four languages; in French, a no-break space before « : ; ? ! », inside « », and in
 * a time such as « 21 h 20 » so that it never breaks across two lines. `nbspOnly`: the
 * interface's house rule (docs/product.md#translations), where that space is U+00A0 and
 * never the narrow U+202F; a case's texts may use either.
 */
export function typographyProblems(
  text: string,
  language: Language,
  { nbspOnly = false }: { nbspOnly?: boolean } = {},
): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  const report = <Code extends TypographyCode>(
    index: number,
    code: Code,
    named: Omit<Params<Code>, 'excerpt'>,
  ) => {
    const params = { ...named, excerpt: excerpt(text, index) };
    const message = fillTemplate(TYPOGRAPHY_MESSAGES[code], params);
    problems.push({ line: lineOf(text, index), code, params, message } as TypographyProblem);
  };
  const [quotes, otherQuotes] = QUOTES[language];
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === "'") report(index, 'straightApostrophe', {});
    else if (char === '"' && otherQuotes)
      report(index, 'straightQuoteEither', { expected: quotes, other: otherQuotes });
    else if (char === '"') report(index, 'straightQuote', { expected: quotes });
    else if (language === 'fr') {
      const code = frenchSpacing(text, index, nbspOnly);
      if (code) report(index, code, { mark: char });
    }
  }
  if (language === 'fr') {
    for (const match of text.matchAll(FRENCH_TIME)) {
      const [, hourSpace = '', minuteSpace = '', minutes] = match;
      if (!NO_BREAK.has(hourSpace) || (minutes !== undefined && !NO_BREAK.has(minuteSpace)))
        report(match.index, 'frenchTime', {});
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}
