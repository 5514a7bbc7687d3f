/** The parts of the case editor, one tab each (docs/product.md#case-editor). */
export const CASE_SECTIONS = ['card', 'story', 'folders', 'locks', 'accusation', 'images', 'bible'] as const;
export type CaseSection = (typeof CASE_SECTIONS)[number];

const STRUCTURE: [RegExp, CaseSection][] = [
  [/^(folders|startFolders)\b/, 'folders'],
  [/^locks\b/, 'locks'],
  [/^(accusation|scoring)\b/, 'accusation'],
];

const TEXTS: [RegExp, CaseSection][] = [
  [/^(folders|documents)\b/, 'folders'],
  [/^locks\b/, 'locks'],
  [/^accusation\b/, 'accusation'],
];

/** The tab a problem's field is on, by the file and field the checks name. */
export function sectionOf(file: string, field: string): CaseSection {
  if (file === 'scenario.json') return STRUCTURE.find(([pattern]) => pattern.test(field))?.[1] ?? 'card';
  if (/^texts\.[a-z]{2}\.json$/.test(file))
    return TEXTS.find(([pattern]) => pattern.test(field))?.[1] ?? 'card';
  if (file.startsWith('documents/')) return 'folders';
  if (file.startsWith('images/')) return 'images';
  if (file === 'SOLUTION.md') return 'bible';
  return 'story';
}
