import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScenario } from './check-scenario.js';
import { documentPassages } from '@coulisses/shared/scenario/document-passages';
import { CONTENT, copyCase, editJson, ID, removeCopiesAfterEach } from '../../../test/case-copy.js';

removeCopiesAfterEach();

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
      code: 'missingTranslation',
      message: 'missing translation',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'documents/badge-log.es.md',
        code: 'missingFileTranslation',
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
        code: 'answerUnsupported',
        message: 'an answer needs Latin or Greek letters',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'locks.6.lengthShown',
        code: 'lengthShownNotDigits',
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
      expect.objectContaining({
        field: 'locks.6.opens',
        code: 'lockOpensNothing',
        params: { lock: 'cloak-seizure' },
        message: 'lock "cloak-seizure" opens nothing',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'unreachableFolder',
        params: { folder: 'the-cloak' },
        message: expect.stringContaining('"the-cloak" is unreachable'),
      }),
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
      code: 'passageDiffers',
      params: {
        passage: 5,
        passageKind: 'paragraph',
        reference: 'documents/programme.fr.md',
        referenceKind: 'heading',
      },
      message: expect.stringContaining('is a paragraph where documents/programme.fr.md has a heading'),
    });
    expect(problems).toContainEqual({
      file: 'documents/badge-log.gr.md',
      field: `passage ${differs}`,
      code: 'passageDiffers',
      params: {
        passage: differs,
        passageKind: 'paragraph',
        reference: 'documents/badge-log.fr.md',
        referenceKind: 'row',
      },
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
      code: 'missingTranslation',
      message: 'missing translation',
    });
    expect(problems).toContainEqual({
      file: 'texts.fr.json',
      field: 'people.berthier',
      code: 'unknownPersonText',
      message: 'unknown person reference',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'scenario.json',
        field: 'people',
        code: 'accusedNotAmongPeople',
        params: { person: 'lucas' },
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
      code: 'unknownFolder',
      params: { folder: 'attic' },
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
      code: 'questionWithoutAnswer',
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
      code: 'freeAttemptsTooMany',
      params: { count: 3 },
      message: '3 free attempts let a player try every choice for nothing',
    });
  });
});
