import { describe, expect, it } from 'vitest';
import { addLock, changeKind } from './lock-model';
import { readCaseObjects } from '../../editor/case-content';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';

describe('a new lock’s texts', () => {
  it('hold every field its kind asks for, empty, in every language, so that each is flagged where it stands', () => {
    const objects = readCaseObjects(smallCaseFiles(), 'test-case');
    const spot = addLock(objects, 'spot');
    const match = addLock(objects, 'match');
    const text = addLock(objects, 'text');
    for (const language of ['en', 'fr'] as const) {
      const locks = objects.texts[language]!.locks;
      expect(locks[spot.id]).toEqual({
        title: '',
        prompt: '',
        hints: [],
        image: { title: '', description: '' },
      });
      expect(locks[match.id]).toEqual({ title: '', prompt: '', hints: [], columns: { left: '', right: '' } });
      expect(locks[text.id]).toEqual({ title: '', prompt: '', hints: [], answers: [''] });
    }
  });

  it('follow a change of kind: the old kind’s texts go, the new kind’s come empty', () => {
    const objects = readCaseObjects(smallCaseFiles(), 'test-case');
    const lock = addLock(objects, 'spot');
    const index = objects.scenario.locks.indexOf(lock);
    changeKind(objects, index, 'match');
    expect(objects.texts.en!.locks[lock.id]).toEqual({
      title: '',
      prompt: '',
      hints: [],
      columns: { left: '', right: '' },
    });
  });
});
