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

  it('keeps the last size in two tries while it is still the largest, and looks again when it is not', () => {
    const tried: number[] = [];
    const fitsUpTo = (largest: number) => (px: number) => {
      tried.push(px);
      return px <= largest;
    };
    expect(largestFitting(12, 72, fitsUpTo(31), 31)).toBe(31);
    expect(tried).toEqual([31, 32]);
    expect(largestFitting(12, 72, fitsUpTo(40), 31)).toBe(40);
    expect(largestFitting(12, 72, fitsUpTo(20), 31)).toBe(20);
  });
});
