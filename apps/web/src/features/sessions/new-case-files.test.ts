import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coulisses/shared/languages';
import { checkCase } from '@coulisses/shared/scenario/check/check-case';
import { translator } from '../../test/render-translated';
import { newCaseFiles } from './new-case-files';

/** The files as the shared checks read a case: bytes by path. */
const asCase = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, text]) => [path, new TextEncoder().encode(text)]));

describe('a new case’s first files', () => {
  it.each(LANGUAGES)('make a case the checks accept, every word in %s', async (language) => {
    const { t } = await translator(language);
    const files = newCaseFiles('mon-enquete', language, t);
    const scenario = JSON.parse(files['scenario.json']!) as { id: string; languages: string[] };
    expect(scenario.id).toBe('mon-enquete');
    expect(scenario.languages).toEqual([language]);
    expect(Object.keys(files).sort()).toEqual(
      [
        'scenario.json',
        `texts.${language}.json`,
        `introduction.${language}.md`,
        `reveal.${language}.md`,
        `unsolved.${language}.md`,
        `debrief.${language}.md`,
        `documents/first-document.${language}.md`,
      ].sort(),
    );

    const check = checkCase(asCase(files), { id: 'mon-enquete' });
    expect(check.problems.filter((problem) => problem.file === 'scenario.json')).toEqual([]);
    // Typography and translations too: the author starts from a case with nothing to fix.
    expect(check.problems).toEqual([]);
    // Its one warning is true, and the author's first task: no document yet leads to 1234.
    expect(check.warnings.map(({ field, code, params }) => ({ field, code, params }))).toEqual([
      { field: 'locks.0.answer', code: 'answerWithoutClue', params: { lock: 'first-lock' } },
    ]);
    expect(check.valid).toBeDefined();
  });

  it('writes its words from the translation keys, not the keys themselves', async () => {
    const { t } = await translator('en');
    const files = newCaseFiles('a-case', 'en', t);
    const texts = JSON.parse(files['texts.en.json']!) as { title: string };
    expect(texts.title).toBe('New case');
    expect(Object.values(files).join('\n')).not.toContain('cases.skeleton');
    expect(files['unsolved.en.md']).toMatch(/^# Case not solved\n\n.+\n\n## What really happened\n\n.+\n$/);
  });
});
