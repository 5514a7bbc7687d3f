import type * as z from 'zod/mini';
import type { Language } from '../../languages.js';
import {
  scenarioSchema,
  scenarioTextsSchema,
  type Scenario,
  type ScenarioTexts,
} from '../scenario.schema.js';
import type { MessageParams } from '../../text/message-template.js';
import { caseText, type CaseFiles, type CaseProblem, type Report } from './case-files.js';
import { checkMessage, type CheckCode } from './check-messages.js';
import { checkCluelessLocks } from './check-clueless-locks.js';
import { checkCopyLocks } from './check-copy-locks.js';
import { checkMarkdown } from './check-markdown.js';
import { checkPassages } from './check-passages.js';
import { checkStructure } from './check-structure.js';
import { checkTexts } from './check-texts.js';
import { checkTextsTypography } from './check-typography.js';
import { placeField, type TextPlace } from './problem-params.js';
import { issueProblem } from './schema-issues.js';
import { documentReader } from './readable-before-lock.js';

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
  /** What a case may ship with but should not: a lock whose answer can be copied, or only guessed. */
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
  const report = collect(problems);

  const scenario = parseFile(files, 'scenario.json', scenarioSchema, problems);
  if (!scenario) return { problems, warnings: [] };
  if (options.id !== undefined && scenario.id !== options.id)
    report('scenario.json', 'id', 'folderMismatch', { id: scenario.id, directory: options.id });
  checkStructure(scenario, report);

  const languages = [...new Set(scenario.languages)] as unknown as ValidCase['languages'];
  const texts: Partial<Record<Language, ScenarioTexts>> = {};
  for (const language of languages) {
    const file = `texts.${language}.json`;
    const parsed = parseFile(files, file, scenarioTextsSchema, problems);
    if (!parsed) continue;
    texts[language] = parsed;
    checkTexts(scenario, parsed, file, report);
    checkTextsTypography(file, parsed, language, report);
  }
  checkMarkdown(scenario, files, languages, report);
  checkPassages(scenario, files, languages, report);

  if (problems.length > 0) return { problems, warnings: [] };
  const warnings: CaseProblem[] = [];
  const read = documentReader(files);
  checkCopyLocks(scenario, texts, read, languages, collect(warnings));
  checkCluelessLocks(scenario, texts, read, languages, collect(warnings));
  return { problems, warnings, valid: { scenario, languages, texts } };
}

/**
 * A problem by its code and values, with its English message; a numbered place is its field,
 * and its number one of its values.
 */
function caseProblem(
  file: string,
  at: string | TextPlace,
  code: CheckCode,
  params?: MessageParams,
): CaseProblem {
  const [field, values] = typeof at === 'string' ? [at, params] : [placeField(at), { ...params, ...at }];
  return { file, field, code, ...(values && { params: values }), message: checkMessage(code, values) };
}

const collect =
  (into: CaseProblem[]): Report =>
  (file, field, code, ...params) =>
    into.push(caseProblem(file, field, code, params[0]));

function parseJson(files: CaseFiles, file: string, problems: CaseProblem[]): unknown {
  const raw = caseText(files, file);
  const report = collect(problems);
  if (raw === undefined) {
    report(file, '', 'fileMissing');
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    report(file, '', 'invalidJson', { detail: (error as Error).message });
    return undefined;
  }
}

const issuePath = (issuePathParts: readonly PropertyKey[]) => issuePathParts.map(String).join('.');

/** The file parsed by its schema; each issue the schema finds is a problem at its field. */
function parseFile<T>(
  files: CaseFiles,
  file: string,
  schema: z.ZodMiniType<T>,
  problems: CaseProblem[],
): T | undefined {
  const json = parseJson(files, file, problems);
  if (json === undefined) return undefined;
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const { code, params } = issueProblem(issue);
    problems.push(caseProblem(file, issuePath(issue.path), code, params));
  }
  return undefined;
}
