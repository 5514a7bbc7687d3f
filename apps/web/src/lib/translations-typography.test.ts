import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES, type Language } from '@coulisses/shared/languages';
import { typographyProblems } from '@coulisses/shared/typography/typography';

const folder = path.resolve(__dirname, '../../public/assets/i18n');

function leaves(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object'
      ? leaves(value as Record<string, unknown>, name)
      : [[name, String(value)] as [string, string]];
  });
}

/**
 * The language a string is written in: its file's, except the language suggestion, which
 * offers each language in its own words (`languageSuggestion.<lang>.…`) in every file.
 */
function writtenIn(key: string, file: Language): Language {
  const [group, language] = key.split('.');
  return group === 'languageSuggestion' && language && isLanguage(language) ? language : file;
}

/**
 * Every interface string has its language's typography (typographic apostrophes and
 * quotes; in French, the house rule's no-break space U+00A0 — not the narrow U+202F —
 * before « : ; ? ! » and inside « »), so a key added in any branch is held to it; a
 * failure names the file, the key and the mistake.
 */
describe('the typography of the translation files', () => {
  it.each(LANGUAGES)('%s.json has typographic apostrophes, quotes and spaces', (language) => {
    const tree = JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    const problems = leaves(tree).flatMap(([key, text]) =>
      typographyProblems(text, writtenIn(key, language), { nbspOnly: true }).map(
        (problem) => `${language}.json › ${key}: ${problem.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
