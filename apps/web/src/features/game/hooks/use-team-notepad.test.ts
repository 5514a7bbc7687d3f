import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lineAuthors } from '../components/notes/line-authors';
import { NOTEPAD_TEXT } from '@coulisses/shared/team/team.schema';
import { writersOf } from './use-team-notepad';

/** Two members' documents, each update of one applied to the other. */
function twoPhones() {
  const [a, b] = [new Y.Doc(), new Y.Doc()];
  a.on('update', (update: Uint8Array) => Y.applyUpdate(b, update));
  b.on('update', (update: Uint8Array) => Y.applyUpdate(a, update));
  return [a, b] as const;
}

describe('who wrote the notepad', () => {
  it('names the client ids an update carries', () => {
    const doc = new Y.Doc();
    let update: Uint8Array | undefined;
    doc.on('update', (bytes: Uint8Array) => (update = bytes));
    doc.getText(NOTEPAD_TEXT).insert(0, 'Badge B-099');
    expect(writersOf(update!)).toEqual([doc.clientID]);
  });

  it('gives each line to the member who wrote most of it, blank lines to nobody', () => {
    const [a, b] = twoPhones();
    const text = a.getText(NOTEPAD_TEXT);
    text.insert(0, 'Irène sort à 20:57\n\n');
    b.getText(NOTEPAD_TEXT).insert(text.length, 'Το ασανσέρ');
    // One character of the first line is the other's: the line stays its writer's.
    b.getText(NOTEPAD_TEXT).insert(5, '!');
    expect(lineAuthors(text)).toEqual([a.clientID, undefined, b.clientID]);
    expect(lineAuthors(b.getText(NOTEPAD_TEXT))).toEqual([a.clientID, undefined, b.clientID]);
  });

  it('forgets what was deleted', () => {
    const [a, b] = twoPhones();
    a.getText(NOTEPAD_TEXT).insert(0, 'abc');
    b.getText(NOTEPAD_TEXT).delete(0, 3);
    b.getText(NOTEPAD_TEXT).insert(0, 'xyz');
    expect(lineAuthors(a.getText(NOTEPAD_TEXT))).toEqual([b.clientID]);
  });
});
