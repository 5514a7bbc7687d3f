import fs from 'node:fs/promises';
import path from 'node:path';
import { isLanguage, LANGUAGES, type Language } from '@coulisses/shared/languages';
import {
  scenarioSchema,
  scenarioTextsSchema,
  type Scenario,
  type ScenarioTexts,
} from '@coulisses/shared/scenario/scenario.schema';
import type { ScenarioProblem } from '@coulisses/shared/scenario/scenario-summary.schema';
import { fitsAnswerForm } from '@coulisses/shared/game/answer-form';
import { normaliseAnswer } from '../game/normalise-answer.js';
import { compileScenario, imageIn, type CompiledScenario } from './compile-scenario.js';
import { findImages, readScenarioFiles, type ScenarioFiles } from './scenario-files.js';
import { checkStructure } from './check-structure.js';
import { checkCopyLocks } from './check-copy-locks.js';
import { checkArrangedTexts } from './check-arranged-locks.js';
import { documentPassages } from './document-passages.js';
import { checkProseTypography, checkTextsTypography, markdownProse, svgProse } from './check-typography.js';
import { INTRODUCTION_MINUTES } from '@coulisses/shared/scenario/introduction.schema';
import { splitEpilogue } from '@coulisses/shared/scenario/epilogue';

export interface CheckedScenario {
  id: string;
  problems: ScenarioProblem[];
  /** What a case may ship with but should not: a lock whose answer can be copied. */
  warnings: ScenarioProblem[];
  /** Present exactly when there is no problem. */
  scenario?: CompiledScenario;
}

/**
 * Checks the case in `contentDir/scenarios/<id>` as a whole: the schema of each file,
 * then the references between them, reachability, translations, images. Every problem
 * is reported, not only the first, so an author fixes them in one pass.
 */
export async function checkScenario(contentDir: string, id: string): Promise<CheckedScenario> {
  const dir = path.join(contentDir, 'scenarios', id);
  const files = await readScenarioFiles(dir);
  const problems: ScenarioProblem[] = [];
  const report = (file: string, field: string, message: string) => problems.push({ file, field, message });

  const scenario = parseScenario(files, report);
  if (!scenario) return { id, problems, warnings: [] };
  if (scenario.id !== id) report('scenario.json', 'id', `is "${scenario.id}", but the folder is "${id}"`);
  for (const language of LANGUAGES) {
    if (!scenario.languages.includes(language)) report('scenario.json', 'languages', `misses "${language}"`);
  }
  checkStructure(scenario, report);

  const texts = {} as Record<Language, ScenarioTexts>;
  for (const language of LANGUAGES) {
    const parsed = parseTexts(files, language, report);
    if (parsed) {
      texts[language] = parsed;
      checkTexts(scenario, parsed, `texts.${language}.json`, report);
      checkTextsTypography(`texts.${language}.json`, parsed, language, report);
    }
  }
  await checkMarkdown(scenario, files, dir, report);
  checkPassages(scenario, files, report);

  if (problems.length > 0) return { id, problems, warnings: [] };
  const warnings: ScenarioProblem[] = [];
  await checkCopyLocks(scenario, texts, files, dir, (file, field, message) =>
    warnings.push({ file, field, message }),
  );
  return { id, problems, warnings, scenario: await compileScenario(scenario, texts, files, dir) };
}

type Report = (file: string, field: string, message: string) => void;

function parseJson(files: ScenarioFiles, file: string, report: Report): unknown {
  const raw = files.text.get(file);
  if (raw === undefined) {
    report(file, '', 'file is missing');
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    report(file, '', `is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

const issuePath = (issuePathParts: readonly PropertyKey[]) => issuePathParts.map(String).join('.');

function parseScenario(files: ScenarioFiles, report: Report): Scenario | undefined {
  const json = parseJson(files, 'scenario.json', report);
  if (json === undefined) return undefined;
  const parsed = scenarioSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) report('scenario.json', issuePath(issue.path), issue.message);
  return undefined;
}

function parseTexts(files: ScenarioFiles, language: Language, report: Report): ScenarioTexts | undefined {
  const file = `texts.${language}.json`;
  const json = parseJson(files, file, report);
  if (json === undefined) return undefined;
  const parsed = scenarioTextsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) report(file, issuePath(issue.path), issue.message);
  return undefined;
}

/** Every id of scenario.json has its text, and every text belongs to an id. */
function checkTexts(scenario: Scenario, texts: ScenarioTexts, file: string, report: Report): void {
  const missing = (field: string) => report(file, field, 'missing translation');
  const unknown = (field: string, what: string) => report(file, field, `unknown ${what} reference`);

  const folderIds = new Set(scenario.folders.map((folder) => folder.id));
  for (const id of folderIds) if (!texts.folders[id]) missing(`folders.${id}`);
  for (const id of Object.keys(texts.folders)) if (!folderIds.has(id)) unknown(`folders.${id}`, 'folder');

  const documentIds = new Set(scenario.folders.flatMap((folder) => folder.documents.map((doc) => doc.id)));
  for (const id of documentIds) if (!texts.documents[id]) missing(`documents.${id}`);
  for (const id of Object.keys(texts.documents))
    if (!documentIds.has(id)) unknown(`documents.${id}`, 'document');

  const lockIds = new Set(scenario.locks.map((lock) => lock.id));
  for (const id of Object.keys(texts.locks)) if (!lockIds.has(id)) unknown(`locks.${id}`, 'lock');
  for (const lock of scenario.locks) {
    const field = `locks.${lock.id}`;
    const text = texts.locks[lock.id];
    if (!text) {
      missing(field);
      continue;
    }
    if (text.hints.length !== lock.hints.length)
      report(
        file,
        `${field}.hints`,
        `has ${text.hints.length} hints, scenario.json gives ${lock.hints.length}`,
      );
    if (lock.kind === 'text') {
      const answers = (text.answers ?? []).filter((answer) => normaliseAnswer(answer) !== '');
      if (answers.length === 0) missing(`${field}.answers`);
      // One no player could type past the form check (docs/decisions/0009).
      (text.answers ?? []).forEach((answer, index) => {
        if (!fitsAnswerForm({ kind: 'text' }, answer))
          report(file, `${field}.answers.${index}`, 'an answer needs Latin or Greek letters');
      });
    } else if (text.answers) {
      report(file, `${field}.answers`, `only a text lock has answers here (this one is a ${lock.kind})`);
    }
    if (lock.kind === 'choice') {
      for (const choice of lock.choices) if (!text.choices?.[choice]) missing(`${field}.choices.${choice}`);
    }
    checkArrangedTexts(lock, text, file, field, report);
  }
  if (scenario.card && !texts.pitch) missing('pitch');
  if (scenario.card && !texts.cover) missing('cover');

  const people = new Set((scenario.people ?? []).map((person) => person.id));
  for (const id of people) if (!texts.people?.[id]) missing(`people.${id}`);
  for (const id of Object.keys(texts.people ?? {})) if (!people.has(id)) unknown(`people.${id}`, 'person');

  const questions = scenario.accusation.questions;
  for (const question of questions) {
    const field = `accusation.questions.${question.id}`;
    const text = texts.accusation.questions[question.id];
    if (!text) {
      missing(field);
      continue;
    }
    for (const choice of question.choices) if (!text.choices[choice]) missing(`${field}.choices.${choice}`);
  }
  for (const id of Object.keys(texts.accusation.questions))
    if (!questions.some((question) => question.id === id)) unknown(`accusation.questions.${id}`, 'question');
}

/**
 * The introduction, the endings, the debrief and every document exist in every language, with their
 * images, each in the document's language when it has one, and with the typography of
 * that language, images' words included. The unsolved ending has its two parts.
 */
async function checkMarkdown(scenario: Scenario, files: ScenarioFiles, dir: string, report: Report) {
  const expected = LANGUAGES.flatMap((language) =>
    [
      `introduction.${language}.md`,
      `reveal.${language}.md`,
      `unsolved.${language}.md`,
      `debrief.${language}.md`,
      ...scenario.folders.flatMap((folder) =>
        folder.documents.map((doc) => `documents/${doc.id}.${language}.md`),
      ),
    ].map((file) => ({ file, language })),
  );
  const imagesChecked = new Set<string>();
  for (const { file, language } of expected) {
    const markdown = files.text.get(file);
    if (markdown === undefined || markdown.trim() === '') {
      report(file, '', 'missing translation: the file is missing or empty');
      continue;
    }
    if (file.startsWith('unsolved.') && !splitEpilogue(markdown))
      report(
        file,
        '',
        'an unsolved ending is a "# " title and the case not solved, then a "## " title and what really happened',
      );
    checkProseTypography(file, markdownProse(markdown), language, report);
    for (const [placeholder] of markdown.matchAll(/\{\{[^}]*\}\}/g)) {
      if (!file.startsWith('introduction.') || placeholder !== INTRODUCTION_MINUTES)
        report(
          file,
          placeholder,
          `unknown placeholder: only the introduction has one, ${INTRODUCTION_MINUTES}`,
        );
    }
    for (const image of findImages(markdown))
      await checkImage({ file, image, language, dir, report }, imagesChecked);
  }
  // The case's own images — a spot lock's, the card's cover — in each language.
  const own = [
    ...scenario.locks.flatMap((lock, index) =>
      lock.kind === 'spot' ? [{ image: lock.image, field: `locks.${index}.image` }] : [],
    ),
    ...(scenario.card ? [{ image: scenario.card.cover, field: 'card.cover' }] : []),
  ];
  for (const { image, field } of own) {
    for (const language of LANGUAGES)
      await checkImage(
        {
          file: 'scenario.json',
          image: imageIn(image, language),
          language,
          dir,
          report: (file, at, message) => report(file, field, `${at}: ${message}`),
        },
        imagesChecked,
      );
  }
}

/**
 * Passage n of a document is the same passage in every language (docs/product.md#team-board):
 * a team's pin names it by its number, and each member reads it in their own language. Each
 * language's document has the passages of the first language's, of the same kinds.
 */
function checkPassages(scenario: Scenario, files: ScenarioFiles, report: Report) {
  const [first, ...others] = LANGUAGES;
  for (const doc of scenario.folders.flatMap((folder) => folder.documents)) {
    const fileOf = (language: Language) => `documents/${doc.id}.${language}.md`;
    const reference = files.text.get(fileOf(first));
    if (!reference) continue;
    const expected = documentPassages(reference).map((passage) => passage.kind);
    for (const language of others) {
      const markdown = files.text.get(fileOf(language));
      if (!markdown) continue;
      const kinds = documentPassages(markdown).map((passage) => passage.kind);
      const at = kinds.findIndex((kind, index) => kind !== expected[index]);
      const differs =
        at >= 0 ? at : kinds.length !== expected.length ? Math.min(kinds.length, expected.length) : -1;
      if (differs < 0) continue;
      report(
        fileOf(language),
        `passage ${differs + 1}`,
        `is ${kinds[differs] ? `a ${kinds[differs]}` : 'missing'} where ${fileOf(first)} has ${
          expected[differs] ? `a ${expected[differs]}` : 'none'
        }: every language's document has the same paragraphs, headings, list items and table rows, in the same order`,
      );
    }
  }
}

interface ImageUse {
  file: string;
  image: string;
  language: Language;
  dir: string;
  report: Report;
}

/** An image of the case, in the document's language if it has one; an SVG's words once per language. */
async function checkImage({ file, image, language, dir, report }: ImageUse, svgsChecked: Set<string>) {
  if (!/^images\/[\w.-]+\.(svg|png|jpe?g|webp)$/i.test(image)) {
    report(file, image, 'an image must be a file of the case, under images/');
    return;
  }
  if (!(await fileExists(path.join(dir, image)))) {
    report(file, image, 'image does not exist');
    return;
  }
  const imageLanguage = /\.([a-z]{2})\.\w+$/.exec(image)?.[1];
  if (imageLanguage && imageLanguage !== language && isLanguage(imageLanguage))
    report(file, image, `a ${language} document shows the ${imageLanguage} image`);
  if (image.endsWith('.svg') && !svgsChecked.has(`${image} ${language}`)) {
    svgsChecked.add(`${image} ${language}`);
    const svg = await fs.readFile(path.join(dir, image), 'utf8');
    checkProseTypography(image, svgProse(svg), language, report);
  }
}

async function fileExists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}
