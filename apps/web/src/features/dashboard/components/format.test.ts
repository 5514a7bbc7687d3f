import { describe, expect, it } from 'vitest';
import { formatSince, formatTimeLeft } from './format';

describe('dashboard formats', () => {
  it('says how long ago in seconds, then minutes, then hours', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(formatSince('2025-01-01T11:59:48Z', now, 'en')).toMatch(/12\ssec/);
    expect(formatSince('2025-01-01T11:57:00Z', now, 'en')).toMatch(/3\smin/);
    expect(formatSince('2025-01-01T10:00:00Z', now, 'en')).toMatch(/2\shr/);
    expect(formatSince('2025-01-01T11:57:00Z', now, 'fr')).toMatch(/il y a\s3\smin/);
  });

  it('says a time left to the minute begun, in seconds in its last minute, in the reader’s language', () => {
    expect(formatTimeLeft(40 * 60, 'en')).toMatch(/^40\smin$/);
    expect(formatTimeLeft(39 * 60 + 1, 'en')).toMatch(/^40\smin$/);
    expect(formatTimeLeft(59, 'en')).toMatch(/^59\ssec$/);
    expect(formatTimeLeft(0, 'en')).toMatch(/^0\ssec$/);
    expect(formatTimeLeft(5 * 60, 'fr')).toMatch(/^5\smin$/);
  });
});
