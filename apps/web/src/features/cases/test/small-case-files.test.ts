import { describe, expect, it } from 'vitest';
import { runCaseCheck } from '../editor/run-case-check';
import { smallCaseFiles } from './small-case-files';

describe('the small case the editor tests start from', () => {
  it('passes every check, so that a test that breaks it sees its own problem', () => {
    expect(runCaseCheck({ sequence: 1, id: 'test-case', files: smallCaseFiles() }).problems).toEqual([]);
  });
});
