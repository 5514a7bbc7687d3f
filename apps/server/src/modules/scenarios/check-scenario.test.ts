import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkScenario } from './check-scenario.js';
import { documentPassages } from './document-passages.js';
import { loadScenarios } from './scenarios.js';
import { textLockContent } from '../../../test/text-lock-case.js';

const CONTENT = path.resolve(import.meta.dirname, '../../../../../content');
const ID = 'le-dernier-acte';
const temps: string[] = [];

/**
 * A copy of the real case in a content folder of its own, to break at will; its workshop door
 * typed (test/text-lock-case.ts), so that text answers have a lock to break.
 */
function copyCase(): { contentDir: string; dir: string } {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-case-'));
  temps.push(contentDir);
  const dir = path.join(contentDir, 'scenarios', ID);
  fs.cpSync(path.join(textLockContent(), 'scenarios', ID), dir, { recursive: true });
  return { contentDir, dir };
}

function editJson(file: string, edit: (json: any) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the scenario validator', () => {
  it('finds no problem in "Le dernier acte", in all four languages, and no lock to copy', async () => {
    const { problems, warnings, scenario } = await checkScenario(CONTENT, ID);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(scenario?.definition.folders.length).toBeGreaterThanOrEqual(8);
    expect(scenario?.definition.folders.length).toBeLessThanOrEqual(12);
  });

  it('reports a missing translation with its file and field', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'texts.gr.json'), (texts) => delete texts.locks['workshop-door']);
    fs.rmSync(path.join(dir, 'documents', 'badge-log.es.md'));
    const { problems, scenario } = await checkScenario(contentDir, ID);
    expect(scenario).toBeUndefined();
    expect(problems).toContainEqual({
      file: 'texts.gr.json',
      field: 'locks.workshop-door',
      message: 'missing translation',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'documents/badge-log.es.md',
        message: expect.stringContaining('missing'),
      }),
    );
  });

  it('reports an accepted answer no player could type, and a length shown for a code of letters', async () => {
    const { contentDir, dir } = copyCase();
    let added = 0;
    editJson(path.join(dir, 'texts.gr.json'), (texts) => {
      added = texts.locks['workshop-door'].answers.push('莫罗') - 1;
    });
    editJson(path.join(dir, 'scenario.json'), (scenario) => {
      const lock = scenario.locks.find((entry: { id: string }) => entry.id === 'cloak-seizure');
      lock.answer = 'INV3318';
    });
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'texts.gr.json',
        field: `locks.workshop-door.answers.${added}`,
        message: 'an answer needs Latin or Greek letters',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'locks.6.lengthShown',
        message: 'only a code of digits has a length to show',
      }),
    );
  });

  it('reads the reveal of the ending in every language, and reports one that is missing or empty', async () => {
    const { scenario } = await checkScenario(CONTENT, ID);
    expect(scenario?.reveal.fr).toContain('INV-3318');
    expect(scenario?.reveal.gr).toContain('INV-3318');
    const { contentDir, dir } = copyCase();
    fs.rmSync(path.join(dir, 'reveal.es.md'));
    fs.writeFileSync(path.join(dir, 'reveal.en.md'), '  \n');
    const { problems, scenario: broken } = await checkScenario(contentDir, ID);
    expect(broken).toBeUndefined();
    for (const file of ['reveal.es.md', 'reveal.en.md'])
      expect(problems).toContainEqual(
        expect.objectContaining({ file, message: expect.stringContaining('missing') }),
      );
  });

  it('reads the unsolved ending in every language, and reports one missing or without its two parts', async () => {
    const { scenario } = await checkScenario(CONTENT, ID);
    expect(scenario?.unsolved.fr).toMatch(
      /^# Le rideau se relève\n[\s\S]*\n## Ce qui s’est vraiment passé\n/,
    );
    expect(scenario?.unsolved.gr).toContain('B-099');
    const { contentDir, dir } = copyCase();
    fs.rmSync(path.join(dir, 'unsolved.es.md'));
    // The case not solved, and no "what really happened".
    fs.writeFileSync(path.join(dir, 'unsolved.en.md'), '# The curtain rises again\n\nNobody is charged.\n');
    const { problems, scenario: broken } = await checkScenario(contentDir, ID);
    expect(broken).toBeUndefined();
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'unsolved.es.md', message: expect.stringContaining('missing') }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'unsolved.en.md', message: expect.stringContaining('"## " title') }),
    );
  });

  it('reports an unreachable folder and a lock that opens nothing', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'scenario.json'), (scenario) => {
      const lock = scenario.locks.find((entry: { id: string }) => entry.id === 'cloak-seizure');
      lock.opens = [];
    });
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual(
      expect.objectContaining({ field: 'locks.6.opens', message: 'lock "cloak-seizure" opens nothing' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('"the-cloak" is unreachable') }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'accusation.in',
        message: expect.stringContaining('no player can reach'),
      }),
    );
  });

  it('reports a document whose passages differ from one language to another', async () => {
    const { contentDir, dir } = copyCase();
    // The English programme's subtitle in a paragraph of its own: the passages after it move down by one.
    const file = path.join(dir, 'documents', 'programme.en.md');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('*(The Crystal Lady)*\\\n', '*(The Crystal Lady)*\n\n'),
    );
    // A table row dropped from the Greek badge log.
    const log = path.join(dir, 'documents', 'badge-log.gr.md');
    fs.writeFileSync(log, fs.readFileSync(log, 'utf8').replace(/^\| 20:45:12 .*\n/m, ''));
    const { problems } = await checkScenario(contentDir, ID);
    // Where the Greek log's kinds of passage first differ from the French once the row is gone:
    // the rows after it move up, and the table ends one passage early.
    const kinds = documentPassages(
      fs.readFileSync(path.join(dir, 'documents', 'badge-log.fr.md'), 'utf8'),
    ).map((passage) => passage.kind);
    const greekKinds = documentPassages(fs.readFileSync(log, 'utf8')).map((passage) => passage.kind);
    expect(greekKinds).toHaveLength(kinds.length - 1);
    const differs = kinds.findIndex((kind, index) => greekKinds[index] !== kind) + 1;
    expect(problems).toContainEqual({
      file: 'documents/programme.en.md',
      field: 'passage 5',
      message: expect.stringContaining('is a paragraph where documents/programme.fr.md has a heading'),
    });
    expect(problems).toContainEqual({
      file: 'documents/badge-log.gr.md',
      field: `passage ${differs}`,
      message: expect.stringContaining('is a paragraph where documents/badge-log.fr.md has a row'),
    });
  });

  it('reports a person without a name in a language, and one the accusation names who is not among the people', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'texts.es.json'), (texts) => delete texts.people.clara);
    editJson(path.join(dir, 'texts.fr.json'), (texts) => {
      texts.people.berthier = { name: 'Commissaire Berthier', role: 'Police judiciaire' };
    });
    editJson(path.join(dir, 'scenario.json'), (scenario) => {
      scenario.people = scenario.people.filter((person: { id: string }) => person.id !== 'lucas');
    });
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual({
      file: 'texts.es.json',
      field: 'people.clara',
      message: 'missing translation',
    });
    expect(problems).toContainEqual({
      file: 'texts.fr.json',
      field: 'people.berthier',
      message: 'unknown person reference',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'scenario.json',
        field: 'people',
        message: expect.stringContaining('"lucas"'),
      }),
    );
  });

  it('reports a bad folder reference, a cycle and a question without a right answer', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'scenario.json'), (scenario) => {
      scenario.locks[0].in = 'attic';
      // The workshop's lock now opens the stage manager's desk, whose lock opens the workshop.
      scenario.locks.find((entry: { id: string }) => entry.id === 'lab-request').opens = [
        'lab-report',
        'stage-manager-desk',
      ];
      delete scenario.accusation.questions[2].answer;
    });
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: 'locks.0.in',
      message: 'unknown folder reference "attic"',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/cycle: .*stage-manager-desk.*costume-workshop/),
      }),
    );
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: 'accusation.questions.2.answer',
      message: 'the question has no right answer',
    });
  });

  it('reports a choice lock that lets a player try every choice for free', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'scenario.json'), (scenario) => {
      scenario.locks.find((entry: { id: string }) => entry.id === 'lift-route').freeAttempts = 3;
    });
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: 'locks.3.freeAttempts',
      message: '3 free attempts let a player try every choice for nothing',
    });
  });

  it('reports an image that does not exist and one from another host', async () => {
    const { contentDir, dir } = copyCase();
    fs.rmSync(path.join(dir, 'images', 'floor-plan.en.svg'));
    fs.appendFileSync(path.join(dir, 'documents', 'briefing.fr.md'), '\n![x](https://example.com/x.png)\n');
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual({
      file: 'documents/floor-plan.en.md',
      field: 'images/floor-plan.en.svg',
      message: 'image does not exist',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'documents/briefing.fr.md', field: 'https://example.com/x.png' }),
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
        message: expect.stringContaining("straight apostrophe (') instead of ’"),
      },
      {
        file: 'documents/statement-irene.fr.md',
        field: `line ${lines + 2}`,
        message: expect.stringContaining('no no-break space before « : »'),
      },
      {
        file: 'documents/statement-irene.fr.md',
        field: `line ${lines + 2}`,
        message: expect.stringContaining('straight apostrophe'),
      },
      {
        file: 'images/xray-hem.gr.svg',
        field: 'line 2',
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
      quiet.warnings.filter((warning) => warning.message.includes(`"${lock}"`));
    expect(warned('cloak-seizure')).toEqual([]);
    expect(warned('workshop-door')).toEqual([]);

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
      message: expect.stringContaining(
        'copying "73 19" from documents/badge-log.es.md, which is open before it',
      ),
    });
    expect(warnings).toContainEqual({
      file: 'scenario.json',
      field: 'locks.4.answer',
      message: expect.stringContaining('copying "PAMPLEMOUSSE" from documents/programme.gr.md'),
    });
    expect(warnings.filter((warning) => warning.message.includes('search-report'))).toEqual([]);
  });

  it('reports a schema error by its path, and a file that is not JSON', async () => {
    const { contentDir, dir } = copyCase();
    editJson(path.join(dir, 'scenario.json'), (scenario) => (scenario.locks[1].kind = 'riddle'));
    const { problems } = await checkScenario(contentDir, ID);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'scenario.json', field: 'locks.1.kind' }),
    );

    const other = copyCase();
    fs.writeFileSync(path.join(other.dir, 'texts.en.json'), '{ "title": ');
    const again = await checkScenario(other.contentDir, ID);
    expect(again.problems).toContainEqual(
      expect.objectContaining({ file: 'texts.en.json', message: expect.stringContaining('not valid JSON') }),
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
