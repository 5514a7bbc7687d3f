import { describe, expect, it } from 'vitest';
import { checkCase } from '../scenario/check/check-case.js';
import { smallCaseFiles, type SmallCaseLanguage } from './small-case-files.js';

// Typed here, as the shared package is typed with neither the browser's library nor Node's.
const { TextEncoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const encoder = new TextEncoder();

const problems = (languages?: SmallCaseLanguage[]) => {
  const files = smallCaseFiles('test-case', { languages });
  const bytes = new Map(Object.entries(files).map(([path, text]) => [path, encoder.encode(text)]));
  return checkCase(bytes, { id: 'test-case' }).problems;
};

describe('the small case the tests start from', () => {
  it('passes every check, in English and French or in English alone, so that a test that breaks it sees its own problem', () => {
    expect(problems()).toEqual([]);
    expect(problems(['en'])).toEqual([]);
  });
});
