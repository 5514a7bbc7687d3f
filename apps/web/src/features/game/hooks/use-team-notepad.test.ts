import { describe, expect, it } from 'vitest';
import { textEdit } from './use-team-notepad';

describe('the notepad’s smallest edit', () => {
  it('finds what was typed, deleted or replaced between a common start and end', () => {
    expect(textEdit('Le badge', 'Le badge B-099')).toEqual({ at: 8, removed: 0, inserted: ' B-099' });
    expect(textEdit('Le badge B-099', 'Le B-099')).toEqual({ at: 3, removed: 6, inserted: '' });
    expect(textEdit('αβγ', 'αδγ')).toEqual({ at: 1, removed: 1, inserted: 'δ' });
  });

  it('never cuts an emoji in half, before or after it', () => {
    // 😃 and 😀 share their first UTF-16 unit: the edit takes the whole character.
    expect(textEdit('😀', '😃😀')).toEqual({ at: 0, removed: 0, inserted: '😃' });
    expect(textEdit('a😀b', 'a😃b')).toEqual({ at: 1, removed: 2, inserted: '😃' });
    const edit = textEdit('x😀', 'x😃');
    expect('x😀'.slice(0, edit.at) + edit.inserted).toBe('x😃');
    expect(edit.inserted).toBe('😃');
  });
});
