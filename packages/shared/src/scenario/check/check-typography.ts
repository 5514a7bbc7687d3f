import type { Language } from '../../languages.js';
import { NOT_PROSE, typographyProblems } from '../../typography/typography.js';
import type { Report } from './case-files.js';

/** Replaces every character of a match but line breaks, so lines and offsets stay where they were. */
const blank = (match: string) => match.replace(/[^\n]/g, NOT_PROSE);

/**
 * What a player reads of a markdown document: code, raw-HTML tags with their attributes,
 * link and image targets, bare URLs, HTML comments and table rules are not prose.
 */
export function markdownProse(markdown: string): string {
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

export function checkProseTypography(file: string, prose: string, language: Language, report: Report) {
  for (const problem of typographyProblems(prose, language))
    report(file, `line ${problem.line}`, problem.message);
}

export function checkTextsTypography(file: string, json: unknown, language: Language, report: Report) {
  for (const [field, text] of readableStrings(json))
    for (const problem of typographyProblems(text, language)) report(file, field, problem.message);
}
