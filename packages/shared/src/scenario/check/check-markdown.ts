import { isLanguage, type Language } from '../../languages.js';
import { splitEpilogue } from '../epilogue.js';
import { INTRODUCTION_MINUTES } from '../introduction.schema.js';
import type { Scenario } from '../scenario.schema.js';
import { findImages, imageIn, isCaseImagePath } from '../case-images.js';
import { caseText, type CaseFiles, type Report } from './case-files.js';
import { checkProseTypography, markdownProse, svgProse } from './check-typography.js';

/** The markdown files of a case in one language: introduction, endings, debrief, documents. */
export function markdownFiles(scenario: Scenario, language: Language): string[] {
  return [
    `introduction.${language}.md`,
    `reveal.${language}.md`,
    `unsolved.${language}.md`,
    `debrief.${language}.md`,
    ...scenario.folders.flatMap((folder) =>
      folder.documents.map((doc) => `documents/${doc.id}.${language}.md`),
    ),
  ];
}

/**
 * The introduction, the endings, the debrief and every document exist in every language the
 * case declares, with their images, each in the document's language when it has one, and
 * with the typography of that language, images' words included. The unsolved ending has its
 * two parts.
 */
export function checkMarkdown(
  scenario: Scenario,
  files: CaseFiles,
  languages: readonly Language[],
  report: Report,
): void {
  const svgsChecked = new Set<string>();
  for (const language of languages) {
    for (const file of markdownFiles(scenario, language)) {
      const markdown = caseText(files, file);
      if (markdown === undefined || markdown.trim() === '') {
        report(file, '', 'missingFileTranslation');
        continue;
      }
      checkOneMarkdown(file, markdown, language, report);
      for (const image of findImages(markdown))
        checkImage({ file, image, language, files, report }, svgsChecked);
    }
  }
  // The case's own images — a spot lock's, the card's cover — in each language.
  const own = [
    ...scenario.locks.flatMap((lock, index) =>
      lock.kind === 'spot' ? [{ image: lock.image, field: `locks.${index}.image` }] : [],
    ),
    ...(scenario.card ? [{ image: scenario.card.cover, field: 'card.cover' }] : []),
  ];
  for (const { image, field } of own) {
    for (const language of languages)
      checkImage(
        {
          file: 'scenario.json',
          image: imageIn(image, language),
          language,
          files,
          report: reportAt(report, field),
        },
        svgsChecked,
      );
  }
}

/**
 * A report of the problems of one of the case's own images at `field` of scenario.json (a
 * spot lock's image, the card's cover), each saying which image it is about (`at`, its path
 * in one language). A line of its words is a place of the image's own file, reported there.
 * `at` is a value no message's template names (checkMessage says it first), hence the cast.
 */
function reportAt(report: Report, field: string): Report {
  return (file, at, code, ...params) =>
    typeof at === 'string'
      ? report(file, field, code, ...([{ ...params[0], at }] as unknown as typeof params))
      : report(file, at, code, ...params);
}

function checkOneMarkdown(file: string, markdown: string, language: Language, report: Report): void {
  if (file.startsWith('unsolved.') && !splitEpilogue(markdown)) report(file, '', 'unsolvedEndingShape');
  checkProseTypography(file, markdownProse(markdown), language, report);
  for (const [placeholder] of markdown.matchAll(/\{\{[^}]*\}\}/g)) {
    if (!file.startsWith('introduction.') || placeholder !== INTRODUCTION_MINUTES)
      report(file, placeholder, 'unknownPlaceholder', { placeholder: INTRODUCTION_MINUTES });
  }
}

interface ImageUse {
  file: string;
  image: string;
  language: Language;
  files: CaseFiles;
  report: Report;
}

/** An image of the case, in the document's language if it has one; an SVG's words once per language. */
function checkImage({ file, image, language, files, report }: ImageUse, svgsChecked: Set<string>): void {
  if (!isCaseImagePath(image)) {
    report(file, image, 'imageOutsideCase');
    return;
  }
  if (!files.has(image)) {
    report(file, image, 'imageMissing');
    return;
  }
  const imageLanguage = /\.([a-z]{2})\.\w+$/.exec(image)?.[1];
  if (imageLanguage && imageLanguage !== language && isLanguage(imageLanguage))
    report(file, image, 'imageOfOtherLanguage', { language, imageLanguage });
  if (image.endsWith('.svg') && !svgsChecked.has(`${image} ${language}`)) {
    svgsChecked.add(`${image} ${language}`);
    checkProseTypography(image, svgProse(caseText(files, image) ?? ''), language, report);
  }
}
