import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';

const scenarios = path.resolve(__dirname, '../../../../../content/scenarios');

/** One short text of an installed case, in every language, as its files have it. */
function texts(id: string, field: 'title' | 'pitch' | 'cover'): Record<Language, string> {
  const read = (language: Language) =>
    (
      JSON.parse(fs.readFileSync(path.join(scenarios, id, `texts.${language}.json`), 'utf8')) as Record<
        string,
        string
      >
    )[field]!;
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<
    Language,
    string
  >;
}

const card = (id: string) => ({
  title: texts(id, 'title'),
  pitch: texts(id, 'pitch'),
  cover: texts(id, 'cover'),
});

/** The two installed cases as GET /v1/scenarios answers them (test/scenarios.test.ts on the server). */
export const THE_FINAL_ACT: ScenarioSummary = {
  id: 'le-dernier-acte',
  valid: true,
  ...card('le-dernier-acte'),
  difficulty: 'medium',
  solo: true,
  teams: { min: 2, max: 6 },
  kinds: ['code', 'choice'],
  languages: ['fr', 'en', 'es', 'gr'],
  folderCount: 10,
  lockCount: 7,
  durationMinutes: 60,
  problems: [],
};

export const THE_QUEEN_OF_THE_NIGHT: ScenarioSummary = {
  id: 'la-reine-de-la-nuit',
  valid: true,
  ...card('la-reine-de-la-nuit'),
  difficulty: 'easy',
  solo: true,
  teams: { min: 2, max: 6 },
  kinds: ['code', 'choice', 'order', 'spot', 'match'],
  languages: ['fr', 'en', 'es', 'gr'],
  folderCount: 6,
  lockCount: 5,
  durationMinutes: 30,
  problems: [],
};

/** A case whose files are broken: listed, with its problems, and nothing else. */
export const BROKEN_CASE: ScenarioSummary = {
  id: 'la-piece-cassee',
  valid: false,
  kinds: [],
  languages: [],
  folderCount: 0,
  lockCount: 0,
  problems: [
    {
      file: 'scenario.json',
      field: 'locks[2].answer',
      code: 'invalidType',
      params: { type: 'string' },
      message: 'expected string',
    },
    {
      file: 'texts.gr.json',
      field: 'folders.f03.title',
      code: 'missingTranslation',
      message: 'missing translation',
    },
  ],
};
