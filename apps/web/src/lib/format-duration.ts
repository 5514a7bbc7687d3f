import type { Language } from '@coulisses/shared/languages';

/**
 * 75 → "1:15", 3725 → "1:02:05": a running clock (the game's, the big screen's, the
 * dashboard's time left) and a time taken in a table, where the ticking or the column
 * says what the figures are.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const NBSP = '\u00a0';

/**
 * Each language's units for an amount of time. Written here rather than asked of
 * Intl.NumberFormat: the platform's Greek minute (« λ. ») reads poorly, French wants
 * « 1 h 05 min », and an amount must read the same in every browser and in the tests
 * whatever their ICU (Intl.DurationFormat is missing from Node 20).
 */
const UNITS: Record<Language, { hour: (n: number) => string; minute: string; second: string }> = {
  fr: { hour: () => 'h', minute: 'min', second: 's' },
  en: { hour: () => 'hr', minute: 'min', second: 'sec' },
  es: { hour: () => 'h', minute: 'min', second: 's' },
  gr: { hour: (n) => (n === 1 ? 'ώρα' : 'ώρες'), minute: 'λεπ.', second: 'δευτ.' },
};

/**
 * A fixed amount of time in words, as the language writes it: « 30 s », « 1 min »,
 * « 2 min 30 s », « 1 h 05 min » — a penalty, a hint's cost, a wait, minutes added. In a
 * sentence a clock's « 0:30 » reads as half an hour (docs/product.md#durations-and-numbers).
 * No-break spaces keep the amount on one line.
 */
export function formatTimeAmount(totalSeconds: number, lang: Language): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const units = UNITS[lang];
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}${NBSP}${units.hour(hours)}`);
  if (minutes > 0) {
    // French writes the minutes after the hours on two digits: « 1 h 05 min ».
    const figure = hours > 0 && lang === 'fr' ? String(minutes).padStart(2, '0') : String(minutes);
    parts.push(`${figure}${NBSP}${units.minute}`);
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}${NBSP}${units.second}`);
  return parts.join(NBSP);
}
