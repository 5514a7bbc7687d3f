import type { Language } from '../languages.js';

/** A typographic mistake in a text: where (1-based line), what, and a few characters around it. */
export interface TypographyProblem {
  line: number;
  message: string;
}

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
const QUOTES: Record<Language, string> = { fr: '« »', en: '“ ”', es: '« » or “ ”', gr: '« »' };

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
  const clean = (part: string) => part.replaceAll(NOT_PROSE, '').trim();
  return `“${clean(before + after)}”`;
}

/** « 21 h 20 », « 21 h », and the wrong spellings 21h20, 21 h20, 21h 20 with their spaces. */
const FRENCH_TIME = /(?<![\d,.])\d{1,2}([ \u00a0\u202f]?)h(?!\p{L})([ \u00a0\u202f]?)(\d{2})?/gu;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** A colon between digits is a ratio or a device's time (1:200, 20:45:12), not punctuation. */
function isDigitColon(text: string, index: number): boolean {
  return /\d/.test(text.charAt(index - 1)) && /\d/.test(text.charAt(index + 1));
}

/** What the French rule says of the space next to a mark: nothing when it is right. */
function spaceProblem(space: string | undefined, where: string, nbspOnly: boolean): string | undefined {
  if (space !== undefined && NO_BREAK.has(space)) {
    return nbspOnly && space === NARROW_NBSP
      ? `a narrow no-break space (U+202F) ${where}, where the house rule wants U+00A0`
      : undefined;
  }
  return `no no-break space ${where} (${nbspOnly ? 'U+00A0' : 'U+00A0 or U+202F'}, never a plain space)`;
}

function frenchSpacing(text: string, index: number, nbspOnly: boolean): string | undefined {
  const char = text.charAt(index);
  if (HIGH_PUNCTUATION.has(char)) {
    if (char === ':' && isDigitColon(text, index)) return undefined;
    const before = neighbour(text, index, -1);
    // "?!" and "…?" share one space; a mark that opens a line has nothing to be kept with.
    if (before === undefined || before === '\n') return undefined;
    if (HIGH_PUNCTUATION.has(before) || before === '…' || before === '«') return undefined;
    return spaceProblem(before, `before « ${char} »`, nbspOnly);
  }
  if (char === '«') {
    const after = neighbour(text, index, 1);
    return after === undefined ? undefined : spaceProblem(after, 'after « « »', nbspOnly);
  }
  if (char === '»') {
    const before = neighbour(text, index, -1);
    return before === undefined ? undefined : spaceProblem(before, 'before « » »', nbspOnly);
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
  const report = (index: number, message: string) =>
    problems.push({ line: lineOf(text, index), message: `${message}, in ${excerpt(text, index)}` });
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === "'") report(index, "straight apostrophe (') instead of ’");
    else if (char === '"') report(index, `straight quotation mark (") instead of ${QUOTES[language]}`);
    else if (language === 'fr') {
      const problem = frenchSpacing(text, index, nbspOnly);
      if (problem) report(index, problem);
    }
  }
  if (language === 'fr') {
    for (const match of text.matchAll(FRENCH_TIME)) {
      const [, hourSpace = '', minuteSpace = '', minutes] = match;
      if (!NO_BREAK.has(hourSpace) || (minutes !== undefined && !NO_BREAK.has(minuteSpace)))
        report(match.index, 'a time written otherwise than « 21 h 20 » with no-break spaces');
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}
