import { describe, expect, it } from 'vitest';
import type { Language } from '../../languages.js';
import { checkCase } from './check-case.js';

// Typed here, as the shared package is typed with neither the browser's library nor Node's.
const { TextDecoder, TextEncoder } = globalThis as unknown as {
  TextDecoder: new () => { decode(bytes?: Uint8Array): string };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const encoder = new TextEncoder();

/** The texts of the smallest case there is, in one language. */
const texts = (title: string) => ({
  title,
  tagline: 'A small case',
  folders: { lobby: { title: 'Lobby', summary: 'Where it starts' } },
  documents: { note: { title: 'A note' } },
  locks: {},
  accusation: {
    intro: 'Who did it',
    questions: { who: { prompt: 'Who', choices: { ada: 'Ada', ben: 'Ben' } } },
  },
});

const ending = '# Not solved\n\nNobody is charged.\n\n## What happened\n\nAda did it.\n';

/**
 * The smallest valid case, as an editor holds it: a map of its files, in the languages
 * given (content/README.md), all of whose files are written.
 */
function smallCase(languages: Language[], written: Language[] = languages): Map<string, Uint8Array> {
  const scenario = {
    id: 'small',
    version: 1,
    languages,
    durationMinutes: 30,
    startFolders: ['lobby'],
    folders: [{ id: 'lobby', documents: [{ id: 'note', style: 'note' }] }],
    locks: [],
    accusation: { in: 'lobby', questions: [{ id: 'who', choices: ['ada', 'ben'], answer: 'ada' }] },
    scoring: {
      lockPoints: 10,
      answerPoints: 10,
      pointsPerMinuteLeft: 1,
      wrongAttempts: { free: 1, penaltySeconds: 60 },
    },
  };
  const files: [string, string][] = [['scenario.json', JSON.stringify(scenario)]];
  for (const language of written) {
    files.push(
      [`texts.${language}.json`, JSON.stringify(texts(`Small ${language}`))],
      [`introduction.${language}.md`, 'You have {{minutes}} minutes.\n'],
      [`reveal.${language}.md`, 'The curtain falls.\n'],
      [`unsolved.${language}.md`, ending],
      [`debrief.${language}.md`, 'Ada did it.\n'],
      [`documents/note.${language}.md`, 'A note.\n\nSigned A.\n'],
    );
  }
  return new Map(files.map(([file, text]) => [file, encoder.encode(text)]));
}

const edit = (files: Map<string, Uint8Array>, file: string, change: (json: any) => void) => {
  const json = JSON.parse(new TextDecoder().decode(files.get(file)));
  change(json);
  files.set(file, encoder.encode(JSON.stringify(json)));
};

describe('the check of a case held as a map of its files', () => {
  it('passes a case in one language, and gives what compiling it needs', () => {
    const { problems, warnings, valid } = checkCase(smallCase(['en']), { id: 'small' });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(valid?.languages).toEqual(['en']);
    expect(valid?.texts.en?.title).toBe('Small en');
    expect(valid?.texts.fr).toBeUndefined();
  });

  it('names a text missing in the second declared language, by its file and field, and nothing else', () => {
    const files = smallCase(['en', 'es']);
    edit(files, 'texts.es.json', (json) => delete json.documents.note);
    const { problems, valid } = checkCase(files);
    expect(valid).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'texts.es.json',
        field: 'documents.note',
        code: 'missingTranslation',
        message: 'missing translation',
      },
    ]);
  });

  it('requires no file of a language the case does not declare, and ignores one there is', () => {
    const files = smallCase(['en', 'es'], ['en', 'es']);
    // A French translation under way: not declared, so not held to the rules.
    files.set('texts.fr.json', encoder.encode('{ "title": '));
    files.set('documents/note.fr.md', encoder.encode('Une note sans espace insécable : ici.\n'));
    const { problems, valid } = checkCase(files);
    expect(problems).toEqual([]);
    expect(valid?.languages).toEqual(['en', 'es']);
  });

  it('names a file missing in a declared language', () => {
    const files = smallCase(['en', 'es']);
    files.delete('documents/note.es.md');
    expect(checkCase(files).problems).toEqual([
      {
        file: 'documents/note.es.md',
        field: '',
        code: 'missingFileTranslation',
        message: 'missing translation: the file is missing or empty',
      },
    ]);
  });

  it('names a language declared twice, and more languages than there are', () => {
    expect(checkCase(smallCase(['en', 'es', 'en'])).problems).toEqual([
      {
        file: 'scenario.json',
        field: 'languages.2',
        code: 'duplicateLanguage',
        params: { language: 'en' },
        message: 'duplicate language "en"',
      },
    ]);
    const five = checkCase(smallCase(['en', 'es', 'fr', 'gr', 'en'] as Language[]));
    expect(five.problems).toContainEqual({
      file: 'scenario.json',
      field: 'languages',
      code: 'tooMany',
      params: { count: 4 },
      message: 'too many items: the maximum is 4',
    });
  });

  it('holds the case to the folder it is in, when the folder is named', () => {
    expect(checkCase(smallCase(['en']), { id: 'other' }).problems).toEqual([
      {
        file: 'scenario.json',
        field: 'id',
        code: 'folderMismatch',
        params: { id: 'small', directory: 'other' },
        message: 'is "small", but the folder is "other"',
      },
    ]);
  });

  it('reads an image from the map: there or not, and in the document’s language', () => {
    const files = smallCase(['en', 'es']);
    files.set('documents/note.en.md', encoder.encode('![A plan](images/plan.en.svg)\n'));
    files.set('documents/note.es.md', encoder.encode('![Un plano](images/plan.en.svg)\n'));
    const missing = { field: 'images/plan.en.svg', code: 'imageMissing', message: 'image does not exist' };
    expect(checkCase(files).problems).toEqual([
      { file: 'documents/note.en.md', ...missing },
      { file: 'documents/note.es.md', ...missing },
    ]);
    files.set('images/plan.en.svg', encoder.encode('<svg><title>A plan</title></svg>'));
    expect(checkCase(files).problems).toEqual([
      {
        file: 'documents/note.es.md',
        field: 'images/plan.en.svg',
        code: 'imageOfOtherLanguage',
        params: { language: 'es', imageLanguage: 'en' },
        message: 'a es document shows the en image',
      },
    ]);
  });
});
