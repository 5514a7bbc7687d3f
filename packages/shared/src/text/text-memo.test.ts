import { describe, expect, it } from 'vitest';
import { textMemo } from './text-memo.js';

describe('a memo of whole texts', () => {
  it('keeps texts up to its bound in characters, dropping the one read least recently', () => {
    const memo = textMemo<number>(10);
    memo.set('aaaa', 1);
    memo.set('bbbb', 2);
    expect(memo.get('aaaa')).toBe(1);
    memo.set('cccc', 3);
    expect(memo.get('bbbb')).toBeUndefined();
    expect(memo.get('aaaa')).toBe(1);
    expect(memo.get('cccc')).toBe(3);
  });

  it('drops as many short texts as one long text needs', () => {
    const memo = textMemo<string>(10);
    for (const text of ['a', 'b', 'c', 'd', 'e']) memo.set(text, text);
    memo.set('long text', 'long');
    expect(['a', 'b', 'c', 'd', 'e'].map((text) => memo.get(text))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'e',
    ]);
    expect(memo.get('long text')).toBe('long');
  });

  it('counts a text set again once, and keeps no text longer than its bound', () => {
    const memo = textMemo<number>(8);
    memo.set('abcd', 1);
    memo.set('abcd', 2);
    memo.set('efgh', 3);
    expect(memo.get('abcd')).toBe(2);
    memo.set('far too long', 4);
    expect(memo.get('far too long')).toBeUndefined();
    expect(memo.get('efgh')).toBe(3);
  });

  it('bounds a stream of drafts of a long document, as an editor sends them', () => {
    const memo = textMemo<number>(1_000);
    const draft = (length: number) => 'x'.repeat(length);
    for (let length = 300; length < 400; length += 1) memo.set(draft(length), length);
    const kept = Array.from({ length: 100 }, (_, index) => memo.get(draft(300 + index))).filter(
      (value) => value !== undefined,
    );
    expect(kept).toEqual([398, 399]);
  });
});
