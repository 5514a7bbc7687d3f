import { describe, expect, it } from 'vitest';
import { imageMediaType } from './case-images.js';

describe('the media type of a case image', () => {
  it('follows the extension, whatever its case, and knows no other file', () => {
    expect(imageMediaType('images/plan.svg')).toBe('image/svg+xml');
    expect(imageMediaType('images/poster.fr.JPG')).toBe('image/jpeg');
    expect(imageMediaType('images/notes.txt')).toBeUndefined();
    expect(imageMediaType('images/constructor')).toBeUndefined();
    expect(imageMediaType('images/x.constructor')).toBeUndefined();
  });
});
