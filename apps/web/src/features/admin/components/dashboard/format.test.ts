import { describe, expect, it } from 'vitest';
import { formatSince, mailName } from './format';

describe('dashboard formats', () => {
  it('says how long ago in seconds, then minutes, then hours', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(formatSince('2025-01-01T11:59:48Z', now, 'en')).toMatch(/12\ssec/);
    expect(formatSince('2025-01-01T11:57:00Z', now, 'en')).toMatch(/3\smin/);
    expect(formatSince('2025-01-01T10:00:00Z', now, 'en')).toMatch(/2\shr/);
    expect(formatSince('2025-01-01T11:57:00Z', now, 'fr')).toMatch(/il y a\s3\smin/);
  });

  it('shows the name part of a mail', () => {
    expect(mailName('ana.garcia@example.com')).toBe('ana.garcia');
  });
});
