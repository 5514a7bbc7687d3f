import { isLanguage, type Language } from '@coulisses/shared/languages';
import type { Scenario, ScenarioTexts } from '@coulisses/shared/scenario/scenario.schema';

/**
 * A case as the editor holds it (docs/product.md#case-editor): its files by path, as the
 * API sends them — text as text, images in base64. The structure and the texts are read from
 * scenario.json and texts.<lang>.json, edited as objects, and written back as those files.
 */
export type CaseFileMap = Readonly<Record<string, string>>;

/** What the sections edit: the structure and each declared language's texts. */
export interface CaseObjects {
  scenario: Scenario;
  texts: Partial<Record<Language, ScenarioTexts>>;
}

const readJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * scenario.json with every container a section walks through present, whatever the file
 * holds (an imported case may lack any of them): the checks say what is wrong with the file;
 * the editor must still draw it, so that the author can fix it there.
 */
export function editableScenario(value: unknown, id: string): Scenario {
  const found = record(value);
  const accusation = record(found.accusation);
  const scoring = record(found.scoring);
  const wrongAttempts = record(scoring.wrongAttempts);
  const declared = list(found.languages).filter(isLanguage);
  return {
    ...found,
    id: typeof found.id === 'string' ? found.id : id,
    version: typeof found.version === 'number' ? found.version : 1,
    languages: declared.length > 0 ? declared : ['fr'],
    durationMinutes: typeof found.durationMinutes === 'number' ? found.durationMinutes : 60,
    startFolders: list(found.startFolders) as string[],
    folders: list(found.folders).map((folder) => {
      const entry = record(folder);
      return {
        ...entry,
        id: String(entry.id ?? ''),
        documents: list(entry.documents),
      } as Scenario['folders'][number];
    }),
    locks: list(found.locks).map((lock) => {
      const entry = record(lock);
      return { ...entry, opens: list(entry.opens), hints: list(entry.hints) } as Scenario['locks'][number];
    }),
    accusation: {
      ...accusation,
      in: String(accusation.in ?? ''),
      questions: list(accusation.questions).map((question) => {
        const entry = record(question);
        return { ...entry, choices: list(entry.choices) } as Scenario['accusation']['questions'][number];
      }),
    },
    scoring: {
      lockPoints: Number(scoring.lockPoints ?? 100),
      answerPoints: Number(scoring.answerPoints ?? 200),
      pointsPerMinuteLeft: Number(scoring.pointsPerMinuteLeft ?? 5),
      wrongAttempts: {
        free: Number(wrongAttempts.free ?? 3),
        penaltySeconds: Number(wrongAttempts.penaltySeconds ?? 30),
      },
    },
  } as Scenario;
}

/** texts.<lang>.json with the maps every section reads present. */
export function editableTexts(value: unknown): ScenarioTexts {
  const found = record(value);
  const accusation = record(found.accusation);
  return {
    ...found,
    title: typeof found.title === 'string' ? found.title : '',
    tagline: typeof found.tagline === 'string' ? found.tagline : '',
    folders: record(found.folders),
    documents: record(found.documents),
    locks: record(found.locks),
    accusation: {
      ...accusation,
      intro: typeof accusation.intro === 'string' ? accusation.intro : '',
      questions: record(accusation.questions),
    },
  } as ScenarioTexts;
}

export const textsFile = (language: Language) => `texts.${language}.json`;

/** The structure and the declared languages' texts of these files. */
export function readCaseObjects(files: CaseFileMap, id: string): CaseObjects {
  const scenario = editableScenario(readJson(files['scenario.json']), id);
  const texts: CaseObjects['texts'] = {};
  for (const language of scenario.languages)
    texts[language] = editableTexts(readJson(files[textsFile(language)]));
  return { scenario, texts };
}

/** A JSON file as the editor writes it: two spaces, a last line break, as the installed cases. */
export const jsonFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The files that change when `next` replaces `previous`: scenario.json, and the texts of
 * each language whose texts changed. A language no longer declared keeps its file (a
 * translation under way is kept, as the checks keep it: docs/product.md#case-editor).
 */
export function changedObjectFiles(previous: CaseObjects, next: CaseObjects): Record<string, string> {
  const changed: Record<string, string> = {};
  const scenario = jsonFile(next.scenario);
  if (scenario !== jsonFile(previous.scenario)) changed['scenario.json'] = scenario;
  for (const language of next.scenario.languages) {
    const texts = jsonFile(next.texts[language] ?? editableTexts(undefined));
    const before = previous.texts[language];
    if (!before || texts !== jsonFile(before)) changed[textsFile(language)] = texts;
  }
  return changed;
}
