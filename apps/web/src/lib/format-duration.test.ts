import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimeAmount } from './format-duration';

/** The no-break space of the amounts, shown as a plain one to read the expectations. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('formatDuration', () => {
  it('writes a running clock as m:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('0:00');
  });
});

describe('formatTimeAmount', () => {
  it('writes a fixed amount with French units, the minutes after the hours on two digits', () => {
    expect(plain(formatTimeAmount(30, 'fr'))).toBe('30 s');
    expect(plain(formatTimeAmount(60, 'fr'))).toBe('1 min');
    expect(plain(formatTimeAmount(150, 'fr'))).toBe('2 min 30 s');
    expect(plain(formatTimeAmount(3900, 'fr'))).toBe('1 h 05 min');
    expect(plain(formatTimeAmount(3600, 'fr'))).toBe('1 h');
  });

  it('writes it with English units', () => {
    expect(plain(formatTimeAmount(30, 'en'))).toBe('30 sec');
    expect(plain(formatTimeAmount(120, 'en'))).toBe('2 min');
    expect(plain(formatTimeAmount(150, 'en'))).toBe('2 min 30 sec');
    expect(plain(formatTimeAmount(3900, 'en'))).toBe('1 hr 5 min');
  });

  it('writes it with Spanish units', () => {
    expect(plain(formatTimeAmount(45, 'es'))).toBe('45 s');
    expect(plain(formatTimeAmount(150, 'es'))).toBe('2 min 30 s');
    expect(plain(formatTimeAmount(3900, 'es'))).toBe('1 h 5 min');
  });

  it('writes it with the Greek abbreviations, the hour in the singular or the plural', () => {
    expect(plain(formatTimeAmount(30, 'gr'))).toBe('30 δευτ.');
    expect(plain(formatTimeAmount(75, 'gr'))).toBe('1 λεπ. 15 δευτ.');
    expect(plain(formatTimeAmount(3900, 'gr'))).toBe('1 ώρα 5 λεπ.');
    expect(plain(formatTimeAmount(7200, 'gr'))).toBe('2 ώρες');
  });

  it('keeps the amount on one line, rounds to the second and never goes below nothing', () => {
    expect(formatTimeAmount(150, 'fr')).toBe('2\u00a0min\u00a030\u00a0s');
    expect(formatTimeAmount(89.6, 'en')).toBe(formatTimeAmount(90, 'en'));
    expect(plain(formatTimeAmount(0, 'fr'))).toBe('0 s');
    expect(plain(formatTimeAmount(-20, 'gr'))).toBe('0 δευτ.');
  });
});
