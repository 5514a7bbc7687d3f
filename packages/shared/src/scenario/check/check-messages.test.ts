import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../text/message-template.js';
import { smallCaseFiles } from '../../test/small-case-files.js';
import type { CaseProblem } from './case-files.js';
import { checkCase } from './check-case.js';
import { CHECK_MESSAGES, checkMessage, type CheckCode } from './check-messages.js';

// Typed here, as the shared package is typed with neither the browser's library nor Node's.
const { TextEncoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const encoder = new TextEncoder();

const caseFiles = (files: Record<string, unknown>) =>
  new Map(
    Object.entries(files).map(([file, content]) => [
      file,
      encoder.encode(typeof content === 'string' ? content : JSON.stringify(content)),
    ]),
  );

const scoring = {
  lockPoints: 10,
  answerPoints: 10,
  pointsPerMinuteLeft: 1,
  wrongAttempts: { free: 1, penaltySeconds: 60 },
};
const folderText = { title: 'F', summary: 'S' };
const lockText = { title: 'L', prompt: 'P', hints: [] };
const ending = '# Not solved\n\nNobody.\n\n## What happened\n\nAda did it.\n';

/** A case that breaks most rules between its files, in French and English. */
function brokenCase() {
  const scenario = {
    id: 'broken',
    version: 1,
    languages: ['fr', 'en', 'fr'],
    durationMinutes: 30,
    card: { cover: 'images/cover.png', difficulty: 'easy', solo: true },
    startFolders: ['lobby', 'ghost'],
    folders: [
      {
        id: 'lobby',
        documents: [
          { id: 'note', style: 'note' },
          { id: 'note', style: 'log' },
        ],
      },
      { id: 'lobby', documents: [] },
      {
        id: 'cellar',
        documents: [
          { id: 'memo', style: 'note' },
          { id: 'diary', style: 'note' },
        ],
      },
      { id: 'attic', documents: [] },
      { id: 'vault', documents: [] },
    ],
    locks: [
      {
        id: 'door',
        in: 'lobby',
        opens: ['lobby'],
        kind: 'code',
        answer: ' - ',
        lengthShown: true,
        hints: [],
      },
      {
        id: 'door',
        in: 'cellar',
        opens: ['attic'],
        kind: 'choice',
        choices: ['a', 'a', 'b'],
        answer: 'c',
        freeAttempts: 5,
        hints: [],
      },
      { id: 'hatch', in: 'attic', opens: ['cellar'], kind: 'text', hints: [] },
      { id: 'sort', in: 'lobby', opens: ['cellar'], kind: 'order', items: ['x', 'x'], hints: [] },
      {
        id: 'pairs',
        in: 'lobby',
        opens: ['cellar'],
        kind: 'match',
        left: ['a', 'a', 'b', 'd', 'e'],
        right: ['c'],
        answer: { a: 'c', b: 'c', z: 'c', d: 'q' },
        hints: [],
      },
      {
        id: 'pair',
        in: 'lobby',
        opens: ['cellar'],
        kind: 'match',
        left: ['a'],
        right: ['b'],
        answer: { a: 'b' },
        hints: [],
      },
      {
        id: 'map',
        in: 'lobby',
        opens: ['cellar'],
        kind: 'spot',
        image: 'images/map.{lang}.svg',
        regions: [
          { id: 'r', x: 95, y: 95, width: 10, height: 4 },
          { id: 'r', x: 94, y: 94, width: 1, height: 1 },
        ],
        tolerance: 0,
        grid: { columns: 2, rows: 2 },
        hints: [],
      },
      {
        id: 'blank',
        in: 'lobby',
        opens: ['cellar'],
        kind: 'spot',
        image: 'images/map.png',
        regions: [],
        hints: [],
      },
    ],
    people: [{ id: 'ada' }, { id: 'ada' }],
    accusation: { in: 'vault', questions: [{ id: 'who', choices: ['ada', 'ben'] }] },
    scoring,
  };
  const texts = (title: string) => ({
    title,
    tagline: 'Vide ! Un "mot".',
    folders: {
      lobby: folderText,
      cellar: folderText,
      attic: folderText,
      vault: folderText,
      ghost: folderText,
    },
    documents: { note: { title: 'N' }, memo: { title: 'M' }, diary: { title: 'D' }, stray: { title: 'S' } },
    locks: {
      door: { ...lockText, answers: ['x'], items: { x: 'X' }, choices: {}, left: {}, regions: {} },
      hatch: { ...lockText, hints: ['H'], answers: ['***'] },
      sort: { ...lockText, items: { x: 'X', y: 'Y' } },
      map: { ...lockText, regions: { r: 'R', q: 'Q' } },
      gone: lockText,
    },
    people: { ada: { name: 'Ada', role: 'R' }, zed: { name: 'Zed', role: 'R' } },
    accusation: {
      intro: 'I',
      questions: { who: { prompt: 'P', choices: { ada: 'A' } }, why: { prompt: 'P', choices: {} } },
    },
  });
  return caseFiles({
    'scenario.json': scenario,
    'texts.fr.json': texts("L'affaire"),
    'texts.en.json': texts('The case'),
    'introduction.fr.md': 'Vous avez {{hours}} heures.\n',
    'reveal.fr.md': 'Rideau.\n',
    'unsolved.fr.md': 'Non résolu.\n',
    'debrief.fr.md': 'Ada.\n',
    'documents/note.fr.md': '# Titre\n\n![Plan](../plan.png) ![Plan](images/plan.en.svg)\n',
    'documents/memo.fr.md': 'A.\n\nB.\n',
    'documents/diary.fr.md': 'A.\n',
    'introduction.en.md': 'You have {{minutes}} minutes.\n',
    'reveal.en.md': 'Curtain.\n',
    'unsolved.en.md': ending,
    'debrief.en.md': 'Ada.\n',
    'documents/note.en.md': 'A note.\n',
    'documents/memo.en.md': 'A.\n',
    'documents/diary.en.md': 'A.\n\nB.\n',
    'images/plan.en.svg': '<svg><title>Plan</title></svg>',
  });
}

/** Schemas refusing a file: types, bounds, forms, values and keys. */
function refusedCase() {
  const lock = { in: 'lobby', opens: [], hints: [] };
  return caseFiles({
    'scenario.json': {
      id: 'Bad Id',
      version: 1.5,
      languages: ['fr', 'xx'],
      durationMinutes: 1,
      card: { cover: 'images/c.png', difficulty: 'easy', solo: true, teams: { min: 2, max: 9 } },
      startFolders: ['lobby'],
      folders: [],
      locks: [
        { ...lock, id: 'dial', kind: 'dial' },
        {
          ...lock,
          id: 'spot',
          kind: 'spot',
          image: 'maps/m.png',
          regions: [{ id: 'r', x: 0, y: 0, width: 0, height: 1 }],
        },
        {
          ...lock,
          id: 'code',
          in: '',
          kind: 'code',
          answer: '1'.repeat(40),
          hints: Array(4).fill({ penaltySeconds: 0 }),
        },
        { ...lock, id: 'dial-code', kind: 'code', answer: '12/34' },
      ],
      accusation: { in: 'lobby', questions: [{ id: 'who', choices: ['a', 'b'] }] },
      scoring,
      extra: true,
    },
  });
}

/** A case whose texts are not JSON, and a file it declares that is not there. */
function unreadableCase() {
  const files = caseFiles({ 'texts.en.json': '{ "title": ' });
  for (const [file, bytes] of brokenCase()) if (file === 'scenario.json') files.set(file, bytes);
  return files;
}

/**
 * A valid case whose two code locks can be opened by copying from a document open before
 * them, and whose third code and order lock nothing a player reads supports.
 */
function copiedCase() {
  const lock = (id: string, answer: string, opens: string) => ({
    id,
    in: 'lobby',
    opens: [opens],
    kind: 'code',
    answer,
    hints: [],
  });
  const texts = {
    title: 'T',
    tagline: 'T',
    folders: { lobby: folderText, safe: folderText, attic: folderText, cellar: folderText, den: folderText },
    documents: { note: { title: 'N' } },
    locks: {
      safe: lockText,
      box: lockText,
      chest: lockText,
      steps: { ...lockText, items: { a: 'Alpha', b: 'Bravo', c: 'Charlie' } },
    },
    accusation: { intro: 'I', questions: { who: { prompt: 'P', choices: { ada: 'A', ben: 'B' } } } },
  };
  const files: Record<string, unknown> = {
    'scenario.json': {
      id: 'copied',
      version: 1,
      languages: ['fr', 'en'],
      durationMinutes: 30,
      startFolders: ['lobby'],
      folders: [
        { id: 'lobby', documents: [{ id: 'note', style: 'note' }] },
        { id: 'safe', documents: [] },
        { id: 'attic', documents: [] },
        { id: 'cellar', documents: [] },
        { id: 'den', documents: [] },
      ],
      locks: [
        lock('safe', '1847', 'safe'),
        lock('box', '2291', 'attic'),
        lock('chest', '5555', 'cellar'),
        { id: 'steps', in: 'lobby', opens: ['den'], kind: 'order', items: ['a', 'b', 'c'], hints: [] },
      ],
      accusation: { in: 'lobby', questions: [{ id: 'who', choices: ['ada', 'ben'], answer: 'ada' }] },
      scoring,
    },
  };
  for (const language of ['fr', 'en']) {
    Object.assign(files, {
      [`texts.${language}.json`]: texts,
      [`introduction.${language}.md`]: 'Go.\n',
      [`reveal.${language}.md`]: 'Yes.\n',
      [`unsolved.${language}.md`]: ending,
      [`debrief.${language}.md`]: 'Ada.\n',
    });
  }
  files['documents/note.fr.md'] = 'Le code 1847, la boîte 2291.\n';
  files['documents/note.en.md'] = 'The code 1847.\n';
  return caseFiles(files);
}

const reported = (): CaseProblem[] => [
  ...checkCase(brokenCase(), { id: 'other' }).problems,
  ...checkCase(refusedCase()).problems,
  ...checkCase(unreadableCase()).problems,
  ...checkCase(copiedCase()).warnings,
];

describe('the codes of the case checks', () => {
  it('give every code an English message whose placeholders are names', () => {
    for (const [code, template] of Object.entries(CHECK_MESSAGES)) {
      expect(template.trim(), code).not.toBe('');
      expect(template.replace(/{{\w+}}/g, ''), code).not.toMatch(/[{}]{2}/);
    }
  });

  it('report each problem with the values its message names, its message the template filled', () => {
    const problems = reported();
    for (const problem of problems) {
      const code = problem.code as CheckCode;
      expect(Object.keys(CHECK_MESSAGES), problem.message).toContain(code);
      const named = Object.keys(problem.params ?? {});
      for (const name of placeholdersOf(CHECK_MESSAGES[code])) expect(named, problem.message).toContain(name);
      expect(problem.message).toBe(checkMessage(code, problem.params));
    }
    const seen = new Set(problems.map((problem) => problem.code));
    const unseen = Object.keys(CHECK_MESSAGES).filter((code) => !seen.has(code));
    // Those no case here breaks: bounds and forms no schema has (every text asks one character
    // at least, which is "empty"), a text on one line, which a test of its own below breaks, and
    // the typography mistakes the typography rules are tested with.
    expect(unseen.sort()).toEqual(
      [
        'invalid',
        'invalidFormat',
        'oneLine',
        'numberNotBelow',
        'tooShort',
        'straightQuoteEither',
        'noNbspAfter',
        'noNbspBeforeHouseRule',
        'noNbspAfterHouseRule',
        'narrowNbspBefore',
        'narrowNbspAfter',
        'frenchTime',
      ].sort(),
    );
  });

  it('name what a schema refused by its bound, its type, its form or its values', () => {
    const problems = checkCase(refusedCase()).problems.map(({ field, code, params }) => ({
      field,
      code,
      params,
    }));
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'id', code: 'idShape' },
        { field: 'version', code: 'invalidType', params: { type: 'int' } },
        { field: 'languages.1', code: 'invalidValue', params: { values: 'fr, en, es, gr' } },
        { field: 'durationMinutes', code: 'numberBelow', params: { minimum: 5 } },
        { field: 'card.teams.max', code: 'numberAbove', params: { maximum: 6 } },
        { field: 'folders', code: 'tooFew', params: { count: 1 } },
        {
          field: 'locks.0.kind',
          code: 'invalidValue',
          params: { values: 'code, text, choice, order, spot, match' },
        },
        { field: 'locks.1.image', code: 'imagePathShape' },
        { field: 'locks.1.regions.0.width', code: 'numberNotAbove', params: { minimum: 0 } },
        { field: 'locks.2.answer', code: 'tooLong', params: { count: 32 } },
        { field: 'locks.2.in', code: 'emptyText' },
        { field: 'locks.2.hints', code: 'tooMany', params: { count: 3 } },
        { field: 'locks.3.answer', code: 'codeShape' },
        { field: '', code: 'unrecognizedKeys', params: { keys: 'extra' } },
      ]),
    );
  });

  it('say an empty text once, and a line break where one line is wanted', () => {
    const files = smallCaseFiles();
    const texts = JSON.parse(files['texts.en.json']!) as Record<string, unknown> & {
      locks: Record<string, Record<string, unknown>>;
    };
    texts.pitch = 'The clock stopped.\nNobody knows why.';
    texts.locks['safe-door']!.image = { title: '', description: 'A safe' };
    texts.locks['safe-door']!.columns = { left: '', right: 'Hours' };
    files['texts.en.json'] = JSON.stringify(texts);
    const problems = checkCase(caseFiles(files)).problems.map(({ field, code }) => ({ field, code }));
    expect(problems).toEqual([
      { field: 'pitch', code: 'oneLine' },
      { field: 'locks.safe-door.columns.left', code: 'emptyText' },
      { field: 'locks.safe-door.image.title', code: 'emptyText' },
    ]);
  });

  it('say where inside a spot lock’s image its problem is, before the message', () => {
    const problems = checkCase(brokenCase()).problems.filter((problem) => problem.field === 'locks.6.image');
    expect(problems).toContainEqual({
      file: 'scenario.json',
      field: 'locks.6.image',
      code: 'imageMissing',
      params: { at: 'images/map.fr.svg' },
      message: 'images/map.fr.svg: image does not exist',
    });
  });
});
