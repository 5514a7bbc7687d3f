import type { Language } from '../../languages.js';
import {
  scenarioSchema,
  scenarioTextsSchema,
  type Scenario,
  type ScenarioTexts,
} from '../scenario.schema.js';
import { caseText, type CaseFiles, type CaseProblem, type Report } from './case-files.js';
import { checkCopyLocks } from './check-copy-locks.js';
import { checkMarkdown } from './check-markdown.js';
import { checkPassages } from './check-passages.js';
import { checkStructure } from './check-structure.js';
import { checkTexts } from './check-texts.js';
import { checkTextsTypography } from './check-typography.js';

/** A valid case, as read: everything a server needs, with the case's files, to compile it. */
export interface ValidCase {
  scenario: Scenario;
  /** The languages the case declares, each once, in its order: the first is its own. */
  languages: readonly [Language, ...Language[]];
  /** The texts of each declared language; an undeclared language has none. */
  texts: Partial<Record<Language, ScenarioTexts>>;
}

export interface CaseCheck {
  problems: CaseProblem[];
  /** What a case may ship with but should not: a lock whose answer can be copied. */
  warnings: CaseProblem[];
  /** Present exactly when there is no problem. */
  valid?: ValidCase;
}

/**
 * Checks a case as a whole (content/README.md): the schema of each file, then the references
 * between them, reachability, translations, images. Every problem is reported, not only the
 * first, so an author fixes them in one pass. A case declares its languages, one to four: the
 * files of those languages are required, and those of a language it does not declare are not
 * read at all — an author may keep a translation under way beside the case without it being
 * held to the rules, or served. `id`, the folder's name, is held to scenario.json's id.
 * Synchronous and without a file system, so that an editor runs it at each keystroke.
 */
export function checkCase(files: CaseFiles, options: { id?: string } = {}): CaseCheck {
  const problems: CaseProblem[] = [];
  const report: Report = (file, field, message) => problems.push({ file, field, message });

  const scenario = parseScenario(files, report);
  if (!scenario) return { problems, warnings: [] };
  if (options.id !== undefined && scenario.id !== options.id)
    report('scenario.json', 'id', `is "${scenario.id}", but the folder is "${options.id}"`);
  checkStructure(scenario, report);

  const languages = [...new Set(scenario.languages)] as unknown as ValidCase['languages'];
  const texts: Partial<Record<Language, ScenarioTexts>> = {};
  for (const language of languages) {
    const file = `texts.${language}.json`;
    const parsed = parseTexts(files, file, report);
    if (!parsed) continue;
    texts[language] = parsed;
    checkTexts(scenario, parsed, file, report);
    checkTextsTypography(file, parsed, language, report);
  }
  checkMarkdown(scenario, files, languages, report);
  checkPassages(scenario, files, languages, report);

  if (problems.length > 0) return { problems, warnings: [] };
  const warnings: CaseProblem[] = [];
  checkCopyLocks(scenario, texts, files, languages, (file, field, message) =>
    warnings.push({ file, field, message }),
  );
  return { problems, warnings, valid: { scenario, languages, texts } };
}

function parseJson(files: CaseFiles, file: string, report: Report): unknown {
  const raw = caseText(files, file);
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

function parseScenario(files: CaseFiles, report: Report): Scenario | undefined {
  const json = parseJson(files, 'scenario.json', report);
  if (json === undefined) return undefined;
  const parsed = scenarioSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) report('scenario.json', issuePath(issue.path), issue.message);
  return undefined;
}

function parseTexts(files: CaseFiles, file: string, report: Report): ScenarioTexts | undefined {
  const json = parseJson(files, file, report);
  if (json === undefined) return undefined;
  const parsed = scenarioTextsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) report(file, issuePath(issue.path), issue.message);
  return undefined;
}
