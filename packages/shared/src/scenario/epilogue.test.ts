import { describe, expect, it } from 'vitest';
import { splitEpilogue } from './epilogue.js';

describe('an unsolved case’s ending', () => {
  it('reads the case not solved, then what really happened, each with its title', () => {
    expect(
      splitEpilogue(
        '# The curtain rises again\n\nNobody is charged.\n\n## What really happened\n\nThe lift, at 21:07.\n',
      ),
    ).toEqual({
      notSolved: { title: 'The curtain rises again', body: 'Nobody is charged.' },
      truth: { title: 'What really happened', body: 'The lift, at 21:07.' },
    });
  });

  it('keeps a third-level heading inside a part', () => {
    expect(splitEpilogue('# A\n\nText.\n\n## B\n\nText.\n\n### C\n\nMore.')?.truth.body).toBe(
      'Text.\n\n### C\n\nMore.',
    );
  });

  it.each([
    ['no second part', '# A\n\nText.'],
    ['no title', 'Text.\n\n## B\n\nText.'],
    ['an empty part', '# A\n\n## B\n\nText.'],
    ['an empty truth', '# A\n\nText.\n\n## B\n\n'],
    ['a third part', '# A\n\nText.\n\n## B\n\nText.\n\n## C\n\nText.'],
    ['a second title', '# A\n\nText.\n\n# A again\n\n## B\n\nText.'],
  ])('refuses %s', (_, markdown) => {
    expect(splitEpilogue(markdown)).toBeUndefined();
  });
});
