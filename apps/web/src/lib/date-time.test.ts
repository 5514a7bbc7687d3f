import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './date-time';

const evening = new Date(2026, 10, 25, 21, 5, 9);
const morning = new Date(2026, 10, 25, 9, 7, 0);

describe('formatTime', () => {
  it('writes French hours « 21 h 05 » with no-break spaces, on the 24-hour clock', () => {
    expect(formatTime(evening, 'fr')).toBe('21\u00a0h\u00a005');
    expect(formatTime(morning, 'fr')).toBe('09\u00a0h\u00a007');
    expect(formatTime(evening, 'fr', { seconds: true })).toBe('21\u00a0h\u00a005\u00a0min\u00a009\u00a0s');
  });

  it('writes 21:05 in English, Spanish and Greek, never with a.m./p.m.', () => {
    for (const lang of ['en', 'es', 'gr'] as const) {
      expect(formatTime(evening, lang)).toBe('21:05');
      expect(formatTime(evening, lang, { seconds: true })).toBe('21:05:09');
    }
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatTime('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the day, the month, the year and the time in each language', () => {
    expect(formatDateTime(evening, 'fr')).toBe('25 nov. 2026, 21\u00a0h\u00a005');
    expect(formatDateTime(evening, 'en')).toBe('Nov 25, 2026, 21:05');
    expect(formatDateTime(evening, 'gr')).toMatch(/^25 Νοε 2026, 21:05$/);
  });
});
