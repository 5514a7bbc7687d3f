import { describe, expect, it } from 'vitest';
import { largestFitting } from './use-fit-font';

describe('the largest type that fits', () => {
  it('is the largest size the room takes, found in a few tries', () => {
    const tried: number[] = [];
    const size = largestFitting(12, 72, (px) => {
      tried.push(px);
      return px <= 31;
    });
    expect(size).toBe(31);
    expect(tried.length).toBeLessThanOrEqual(8);
  });

  it('is the largest allowed when everything fits, the least when nothing does', () => {
    expect(largestFitting(12, 36, () => true)).toBe(36);
    expect(largestFitting(12, 36, () => false)).toBe(12);
    expect(largestFitting(12.4, 35.6, (px) => px <= 13)).toBe(13);
  });
});
