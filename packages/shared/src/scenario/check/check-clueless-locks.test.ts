import { describe, expect, it } from 'vitest';
import type { CaseFiles } from './case-files.js';
import { checkCase } from './check-case.js';

// Typed here, as the shared package is typed with neither the browser's library nor Node's.
const { TextEncoder, process } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  process: {
    cwd(): string;
    getBuiltinModule(id: 'node:fs'): {
      readdirSync(path: string, options: { recursive: true }): string[];
      readFileSync(path: string): Uint8Array;
      statSync(path: string): { isFile(): boolean };
    };
  };
};
const encoder = new TextEncoder();

const scoring = {
  lockPoints: 10,
  answerPoints: 10,
  pointsPerMinuteLeft: 1,
  wrongAttempts: { free: 1, penaltySeconds: 60 },
};
const ending = '# Not solved\n\nNobody is charged.\n\n## What happened\n\nAda did it.\n';

interface LockCase {
  /** The lock's fields of its kind in scenario.json: its kind, answer, choices, items or lists. */
  lock: Record<string, unknown>;
  /** Its texts of its kind in texts.en.json: answers, or the labels of its choices, items or lists. */
  texts?: Record<string, unknown>;
  /** The document open before the lock. */
  note: string;
  /** The document of the folder it opens. */
  inside?: string;
  prompt?: string;
  hints?: string[];
}

/**
 * A case in English of one lock, "safe", found in the lobby with the note, that opens the
 * vault and its document.
 */
function lockCase({
  lock,
  texts = {},
  note,
  inside = 'Nothing else.',
  prompt = 'What opens it?',
  hints = [],
}: LockCase) {
  const scenario = {
    id: 'clues',
    version: 1,
    languages: ['en'],
    durationMinutes: 30,
    startFolders: ['lobby'],
    folders: [
      { id: 'lobby', documents: [{ id: 'note', style: 'note' }] },
      { id: 'vault', documents: [{ id: 'inside', style: 'note' }] },
    ],
    locks: [
      {
        id: 'safe',
        in: 'lobby',
        opens: ['vault'],
        hints: hints.map(() => ({ penaltySeconds: 60 })),
        ...lock,
      },
    ],
    accusation: { in: 'lobby', questions: [{ id: 'who', choices: ['ada', 'ben'], answer: 'ada' }] },
    scoring,
  };
  const caseTexts = {
    title: 'Clues',
    tagline: 'A small case',
    folders: {
      lobby: { title: 'Lobby', summary: 'Where it starts' },
      vault: { title: 'Vault', summary: 'Behind the safe' },
    },
    documents: { note: { title: 'A note' }, inside: { title: 'Inside' } },
    locks: { safe: { title: 'The safe', prompt, hints, ...texts } },
    accusation: {
      intro: 'Who did it',
      questions: { who: { prompt: 'Who', choices: { ada: 'Ada', ben: 'Ben' } } },
    },
  };
  const files: [string, string][] = [
    ['scenario.json', JSON.stringify(scenario)],
    ['texts.en.json', JSON.stringify(caseTexts)],
    ['introduction.en.md', 'You have {{minutes}} minutes.\n'],
    ['reveal.en.md', 'The curtain falls.\n'],
    ['unsolved.en.md', ending],
    ['debrief.en.md', 'Ada did it.\n'],
    ['documents/note.en.md', `${note}\n`],
    ['documents/inside.en.md', `${inside}\n`],
  ];
  return new Map(files.map(([file, text]) => [file, encoder.encode(text)]));
}

const NEW_CODES = ['answerWithoutClue', 'itemWithoutClue'];

/** The warnings of this check, once the case is known to have no problem. */
function clueless(files: CaseFiles) {
  const { problems, warnings } = checkCase(files);
  expect(problems).toEqual([]);
  return warnings.filter((warning) => NEW_CODES.includes(warning.code));
}

const code = (answer: string) => ({ kind: 'code', answer });

const unsupported = {
  file: 'scenario.json',
  field: 'locks.0.answer',
  code: 'answerWithoutClue',
  params: { lock: 'safe' },
  message:
    'no document open before lock "safe", nor its prompt, holds its answer or a part of it: put what it is deduced from in a document',
};

describe('the check of a lock whose answer nothing read before it supports', () => {
  it('warns of a code of which no document open before it holds a digit, as a new case’s first lock', () => {
    const files = lockCase({ lock: code('1234'), note: 'Write here what the players read first.' });
    expect(clueless(files)).toEqual([unsupported]);
  });

  it('takes numbers of one text that make up 2157 as a clue to it, not one piece of it alone', () => {
    const warned = (note: string, prompt?: string) =>
      clueless(lockCase({ lock: code('2157'), note, prompt }));
    expect(warned('The last call came at 21 h 57.')).toEqual([]);
    expect(warned('The last call came at 21:57.')).toEqual([]);
    expect(warned('Her train was the 21 from Lyon, on platform 57.')).toEqual([]);
    expect(warned('Her train was the 21 from Lyon.')).toEqual([unsupported]);
    expect(warned('Her train was the 2157 from Lyon.')).toEqual([]);
    // Pieces in two texts are not read together: any case holds many numbers of two digits.
    expect(warned('Her train was the 21 from Lyon.', 'Which platform? It was 57.')).toEqual([unsupported]);
  });

  it('takes two numbers near each other that the code is the sum or difference of as clues', () => {
    const season = 'The 2025-2026 season is the theatre’s 139th.';
    expect(clueless(lockCase({ lock: code('1887'), note: season }))).toEqual([]);
    const apart = `The 2025-2026 season opens in October. ${'The house is full every night. '.repeat(3)}It is the theatre’s 139th.`;
    expect(clueless(lockCase({ lock: code('1887'), note: apart }))).toEqual([unsupported]);
  });

  it('takes a time and a length of time that bring the code there, each written as such, as clues', () => {
    const clock = 'The hall clock, 4 minutes fast, read 22:01.';
    expect(clueless(lockCase({ lock: code('2157'), note: clock }))).toEqual([]);
    // The time in one text, the clock's error in another, and in words.
    const summer = {
      note: 'The controller runs an hour behind our watches.',
      prompt: 'It was set for 21:00.',
    };
    expect(clueless(lockCase({ lock: code('2200'), ...summer }))).toEqual([]);
    expect(clueless(lockCase({ lock: code('2200'), note: 'The show starts at 22 h.' }))).toEqual([]);
    // A bare number beside a time is no length of time.
    const log = 'At 22:01 on the 14th, room 4 was empty.';
    expect(clueless(lockCase({ lock: code('2157'), note: log }))).toEqual([unsupported]);
  });

  it('reads the lock’s prompt, but neither its hints nor the folder it opens', () => {
    const riddle = { lock: code('2157'), note: 'A quiet night.' };
    expect(clueless(lockCase({ ...riddle, prompt: 'Add 957 to 1200.' }))).toEqual([]);
    expect(clueless(lockCase({ ...riddle, hints: ['The code is 2157.'] }))).toEqual([unsupported]);
    expect(clueless(lockCase({ ...riddle, inside: 'The code was 2157.' }))).toEqual([unsupported]);
  });

  it('finds a text answer whatever its case and accents, whole or by one of its words', () => {
    const text = (note: string) =>
      lockCase({ lock: { kind: 'text' }, texts: { answers: ['Hélène Marceau', 'Marceau'] }, note });
    expect(clueless(text('Nobody saw anything.'))).toEqual([unsupported]);
    expect(clueless(text('HELENE was there.'))).toEqual([]);
    expect(clueless(text('The marceau family left early.'))).toEqual([]);
  });

  it('takes no article or preposition for a clue to a text answer', () => {
    const files = lockCase({
      lock: { kind: 'text' },
      texts: { answers: ['The cellar'] },
      note: 'The door was shut for the night.',
    });
    expect(clueless(files)).toEqual([unsupported]);
  });

  it('wants a word of the right choice that the other choices lack', () => {
    const choice = (note: string) =>
      lockCase({
        lock: { kind: 'choice', choices: ['red', 'blue', 'old'], answer: 'blue' },
        texts: { choices: { red: 'The red key', blue: 'The blue key', old: 'The old key' } },
        note,
      });
    expect(clueless(choice('A key was missing from the board.'))).toEqual([unsupported]);
    expect(clueless(choice('A BLUE tag hung on the board.'))).toEqual([]);
  });

  it('names each item of an order that no document mentions', () => {
    const files = lockCase({
      lock: { kind: 'order', items: ['guests', 'lights', 'pot'] },
      texts: { items: { guests: 'The guests arrive', lights: 'The lights go out', pot: 'The pot falls' } },
      note: 'The guests came at eight; the lights died soon after.',
    });
    expect(clueless(files)).toEqual([
      {
        file: 'scenario.json',
        field: 'locks.0.items.2',
        code: 'itemWithoutClue',
        params: { lock: 'safe', item: 'pot' },
        message:
          'no document open before lock "safe", nor its prompt, mentions "pot": players can only guess its place',
      },
    ]);
  });

  it('lets one item of a match that no document mentions pair with what is left, not two', () => {
    const match = (note: string) =>
      lockCase({
        lock: {
          kind: 'match',
          left: ['z1', 'z2', 'z3'],
          right: ['ferns', 'cacti', 'palms'],
          answer: { z1: 'ferns', z2: 'palms', z3: 'cacti' },
        },
        texts: {
          left: { z1: 'Zone Z1', z2: 'Zone Z2', z3: 'Zone Z3' },
          right: { ferns: 'The ferns', cacti: 'The cacti', palms: 'The palms' },
          columns: { left: 'Zone', right: 'Glasshouse' },
        },
        note,
      });
    expect(clueless(match('Z1 is damp, Z2 warm and Z3 dry. Ferns like it damp, cacti dry.'))).toEqual([]);
    const fields = clueless(match('Z1 is damp, Z2 warm and Z3 dry. Ferns like it damp.')).map(
      ({ field, params }) => ({ field, params }),
    );
    expect(fields).toEqual([
      { field: 'locks.0.right.1', params: { lock: 'safe', item: 'cacti' } },
      { field: 'locks.0.right.2', params: { lock: 'safe', item: 'palms' } },
    ]);
  });

  it.each(['le-dernier-acte', 'la-reine-de-la-nuit'])(
    'finds every lock of the installed case %s supported',
    (id) => {
      const fs = process.getBuiltinModule('node:fs');
      const dir = `${process.cwd()}/../../content/scenarios/${id}`;
      const files = new Map(
        fs
          .readdirSync(dir, { recursive: true })
          .filter((file) => fs.statSync(`${dir}/${file}`).isFile())
          .map((file) => [file, fs.readFileSync(`${dir}/${file}`)] as const),
      );
      const { problems, warnings } = checkCase(files, { id });
      expect(problems).toEqual([]);
      expect(warnings.filter((warning) => NEW_CODES.includes(warning.code))).toEqual([]);
    },
    // A whole case, read cold: parsing its markdown is most of it.
    20_000,
  );
});
