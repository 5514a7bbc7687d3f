import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkScenario } from './check-scenario.js';
import { loadScenarios } from './scenarios.js';
import { CONTENT, copyCase, editJson, ID, removeCopiesAfterEach } from '../../../test/case-copy.js';

removeCopiesAfterEach();

describe('the scenario validator, on images, typography and its command', () => {
  it('reports an image that does not exist and one from another host', async () => {
    const { contentDir, dir } = copyCase();
    fs.rmSync(path.join(dir, 'images', 'floor-plan.en.svg'));
    fs.appendFileSync(path.join(dir, 'documents', 'briefing.fr.md'), '\n![x](https://example.com/x.png)\n');
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual({
      file: 'documents/floor-plan.en.md',
      field: 'images/floor-plan.en.svg',
      code: 'imageMissing',
      message: 'image does not exist',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'documents/briefing.fr.md',
        field: 'https://example.com/x.png',
        code: 'imageOutsideCase',
      }),
    );
  });

  it('reports a document showing an image of another language', async () => {
    const { contentDir, dir } = copyCase();
    const file = path.join(dir, 'documents', 'xray.en.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('xray-hem.en.svg', 'xray-hem.fr.svg'));
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual({
      file: 'documents/xray.en.md',
      field: 'images/xray-hem.fr.svg',
      code: 'imageOfOtherLanguage',
      params: { language: 'en', imageLanguage: 'fr' },
      message: 'a en document shows the fr image',
    });
  });

  it('names a straight apostrophe or a missing French no-break space, in prose, texts and images', async () => {
    const { contentDir, dir } = copyCase();
    const statement = path.join(dir, 'documents', 'statement-irene.fr.md');
    // The split counts the statement's lines plus one (it ends with a line break); the
    // appended blank line and <p> follow, then the sentence on `lines + 2`.
    const lines = fs.readFileSync(statement, 'utf8').split('\n').length;
    fs.appendFileSync(
      statement,
      '\n<p align="center"><a href="https://example.com/l\'acte">lien</a></p>\nIl a dit : l\'écrin.\n',
    );
    editJson(
      path.join(dir, 'texts.en.json'),
      (texts) => (texts.folders['lab-report'].title = "The lab's report"),
    );
    const svg = path.join(dir, 'images', 'xray-hem.gr.svg');
    fs.writeFileSync(svg, fs.readFileSync(svg, 'utf8').replace('<title id="t">', '<title id="t">Don\'t '));
    const { problems } = await checkScenario(contentDir, ID);
    const typography = problems.filter((problem) => /straight|no-break/.test(problem.message));
    expect(typography).toEqual([
      {
        file: 'texts.en.json',
        field: 'folders.lab-report.title',
        code: 'straightApostrophe',
        params: { excerpt: "The lab's report" },
        message: "straight apostrophe (') instead of ’, in “The lab's report”",
      },
      {
        file: 'documents/statement-irene.fr.md',
        field: `line ${lines + 2}`,
        code: 'noNbspBefore',
        params: { mark: ':', excerpt: expect.stringContaining('Il a dit'), line: lines + 2 },
        message: expect.stringContaining('no no-break space before « : »'),
      },
      {
        file: 'documents/statement-irene.fr.md',
        field: `line ${lines + 2}`,
        code: 'straightApostrophe',
        params: { excerpt: expect.stringContaining("l'écrin"), line: lines + 2 },
        message: expect.stringContaining('straight apostrophe'),
      },
      {
        file: 'images/xray-hem.gr.svg',
        field: 'line 2',
        code: 'straightApostrophe',
        params: { excerpt: expect.stringContaining("Don't"), line: 2 },
        message: expect.stringContaining('straight apostrophe'),
      },
    ]);
  });

  it('warns of a lock whose answer a document open before it prints, whatever its form', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'scenario.json'), (scenario) => {
      scenario.locks.find((entry: { id: string }) => entry.id === 'cloak-seizure').answer = '7319';
    });
    for (const language of ['fr', 'en', 'es', 'gr'])
      editJson(path.join(dir, `texts.${language}.json`), (texts) => {
        texts.locks['workshop-door'].answers = ['Pamplemousse'];
      });
    const quiet = await checkScenario(contentDir, ID);
    expect(quiet.problems).toEqual([]);
    const warned = (lock: string) =>
      quiet.warnings
        .filter((warning) => warning.message.includes(`"${lock}"`))
        .map((warning) => warning.code);
    // No document holds the new code or word yet: each lock can only be guessed, not copied.
    expect(warned('cloak-seizure')).toEqual(['answerWithoutClue']);
    expect(warned('workshop-door')).toEqual(['answerWithoutClue']);

    // A code spread over a dash, and a word in capitals, in one language only; every language
    // gets its paragraph, as the passages' check asks.
    const append = (doc: string, byLanguage: Record<string, string>) => {
      for (const language of ['fr', 'en', 'es', 'gr'])
        fs.appendFileSync(
          path.join(dir, 'documents', `${doc}.${language}.md`),
          `\n${byLanguage[language] ?? 'Fin.'}\n`,
        );
    };
    append('badge-log', { es: 'Ref. 73-19.' });
    append('programme', { gr: 'ΣΤΟ ΦΟΥΑΓΙΕ: PAMPLEMOUSSE.' });
    // In the folder that the lock itself opens, a printed answer gives nothing away.
    append('search-report', { fr: 'Scellé 7319.' });
    const { problems, warnings } = await checkScenario(contentDir, ID);
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual({
      file: 'scenario.json',
      field: 'locks.6.answer',
      code: 'answerCopied',
      params: { lock: 'cloak-seizure', run: '73 19', document: 'documents/badge-log.es.md' },
      message: expect.stringContaining(
        'copying "73 19" from documents/badge-log.es.md, which is open before it',
      ),
    });
    expect(warnings).toContainEqual({
      file: 'scenario.json',
      field: 'locks.4.answer',
      code: 'answerCopied',
      params: { lock: 'workshop-door', run: 'PAMPLEMOUSSE', document: 'documents/programme.gr.md' },
      message: expect.stringContaining('copying "PAMPLEMOUSSE" from documents/programme.gr.md'),
    });
    expect(warnings.filter((warning) => warning.message.includes('search-report'))).toEqual([]);
    expect(warnings.filter((warning) => warning.code === 'answerWithoutClue')).toEqual([]);
  });

  it('reports a schema error by its path, and a file that is not JSON', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'scenario.json'), (scenario) => (scenario.locks[1].kind = 'riddle'));
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'scenario.json',
        field: 'locks.1.kind',
        code: 'invalidValue',
        params: { values: 'code, text, choice, order, spot, match' },
      }),
    );

    const other = copyCase();
    fs.writeFileSync(path.join(other.dir, 'texts.en.json'), '{ "title": ');
    const again = await checkScenario(other.contentDir, ID);
    expect(again.problems).toContainEqual(
      expect.objectContaining({
        file: 'texts.en.json',
        code: 'invalidJson',
        message: expect.stringContaining('not valid JSON'),
      }),
    );
  });

  it('is refused at start with its problems, while a valid case loads', async () => {
    const { contentDir, dir } = copyCase();
    fs.cpSync(dir, path.join(contentDir, 'scenarios', 'broken-copy'), { recursive: true });
    editJson(
      path.join(contentDir, 'scenarios', 'broken-copy', 'scenario.json'),
      (s) => (s.id = 'broken-copy'),
    );
    fs.rmSync(path.join(contentDir, 'scenarios', 'broken-copy', 'texts.es.json'));
    const warnings: string[] = [];
    const registry = await loadScenarios(contentDir, (message) => warnings.push(message));
    expect(registry.get(ID)?.scenario).toBeDefined();
    expect(registry.get('broken-copy')?.scenario).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Scenario "broken-copy" is invalid and is not loaded');
    expect(warnings[0]).toContain('texts.es.json: file is missing');
  });

  it('`npm run scenario:check` exits 0 on the case and 1 on a broken copy, naming the problem', async () => {
    const run = promisify(execFile);
    const root = path.resolve(CONTENT, '..');
    const cli = ['--conditions=coulisses-source', path.join(root, 'apps/server/src/cli/check-scenarios.ts')];
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const good = await run(tsx, [...cli, ID], { cwd: root });
    expect(good.stdout).toContain('✓ le-dernier-acte');

    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'texts.fr.json'), (texts) => delete texts.folders['lab-report']);
    const failed = await run(tsx, [...cli, ID], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir },
    }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain('texts.fr.json › folders.lab-report: missing translation');
  }, 30_000);
});
