import type { Language } from '../../languages.js';
import { NOT_PROSE, typographyProblems, type TypographyProblem } from '../../typography/typography.js';
import { textMemo, type TextMemo } from '../../text/text-memo.js';
import type { Report } from './case-files.js';

/** Replaces every character of a match but line breaks, so lines and offsets stay where they were. */
const blank = (match: string) => match.replace(/[^\n]/g, NOT_PROSE);

/**
 * Prose by its text: blanking an SVG's tags or a document's code is much of what a check
 * costs, the copy-lock check reads each document once per lock, and an editor re-checks the
 * whole case at each pause in typing with every file but one unchanged.
 */
const markdownProses = textMemo<string>();
const svgProses = textMemo<string>();

function remembered(memo: TextMemo<string>, text: string, read: (text: string) => string): string {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const prose = read(text);
  memo.set(text, prose);
  return prose;
}

/**
 * What a player reads of a markdown document: code, raw-HTML tags with their attributes,
 * link and image targets, bare URLs, HTML comments and table rules are not prose.
 */
export function markdownProse(markdown: string): string {
  return remembered(markdownProses, markdown, readMarkdownProse);
}

function readMarkdownProse(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/<\/?[a-zA-Z][^>]*>/g, blank)
    .replace(/\]\([^)\n]*\)/g, (target) => `]${blank(target.slice(1))}`)
    .replace(/\bhttps?:\/\/[^\s)>]+/g, blank)
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, blank);
}

/** What a screen reader or an eye reads of an SVG: the text between its tags, not the tags. */
export function svgProse(svg: string): string {
  return remembered(svgProses, svg, readSvgProse);
}

function readSvgProse(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/<style[\s\S]*?<\/style>/g, blank)
    .replace(/<[^>]*>/g, blank);
}

/** Every string of a texts.<lang>.json a player reads, by its path; accepted answers are typed, not read. */
export function readableStrings(json: unknown, path = ''): [string, string][] {
  if (typeof json === 'string') return [[path, json]];
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) =>
    key === 'answers' ? [] : readableStrings(value, path ? `${path}.${key}` : key),
  );
}

/**
 * A text's typography problems by language and text: a case's every document, text and image
 * is read again at each pause in an editor's typing, and all but one are unchanged.
 */
const problemsByLanguage = new Map<Language, TextMemo<readonly TypographyProblem[]>>();

function rememberedProblems(text: string, language: Language): readonly TypographyProblem[] {
  let memo = problemsByLanguage.get(language);
  if (!memo) {
    memo = textMemo();
    problemsByLanguage.set(language, memo);
  }
  const known = memo.get(text);
  if (known) return known;
  const problems = typographyProblems(text, language);
  memo.set(text, problems);
  return problems;
}

export function checkProseTypography(file: string, prose: string, language: Language, report: Report) {
  for (const problem of rememberedProblems(prose, language))
    report(file, { line: problem.line }, problem.code, problem.params);
}

export function checkTextsTypography(file: string, json: unknown, language: Language, report: Report) {
  for (const [field, text] of readableStrings(json))
    for (const problem of rememberedProblems(text, language))
      report(file, field, problem.code, problem.params);
}
