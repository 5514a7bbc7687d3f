import { htmlLang, type Language } from '@coulisses/shared/languages';

const NBSP = '\u00a0';

/** What follows each part of the time in French typography: « 21 h 05 », « 21 h 05 min 09 s ». */
const FRENCH_TIME: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  hour: `${NBSP}h${NBSP}`,
  minute: `${NBSP}min${NBSP}`,
};

/**
 * Formats with the language's own words and order, on the 24-hour clock everywhere.
 * French typography writes the hour « 21 h 20 » (no-break spaces) where the platform
 * writes 21:20; the other languages keep the platform's 21:20.
 */
function format(date: Date, lang: Language, options: Intl.DateTimeFormatOptions): string {
  const parts = new Intl.DateTimeFormat(htmlLang(lang), { ...options, hourCycle: 'h23' }).formatToParts(date);
  return parts
    .map((part, index) => {
      const previous = parts[index - 1]?.type;
      const inTime = previous === 'hour' || (previous === 'minute' && parts[index + 1]?.type === 'second');
      if (lang === 'fr' && part.type === 'literal' && inTime && previous)
        return FRENCH_TIME[previous] ?? part.value;
      if (lang === 'fr' && part.type === 'second') return `${part.value}${NBSP}s`;
      return part.value;
    })
    .join('');
}

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** The time of day: « 21 h 20 » in French, 21:20 in the other languages; with seconds if asked. */
export function formatTime(at: Date | string, lang: Language, { seconds = false } = {}): string {
  const date = toDate(at);
  if (!valid(date)) return '';
  return format(date, lang, {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  });
}

/** The admin area's one date style: day, short month, year and the time of day. */
export function formatDateTime(at: Date | string, lang: Language): string {
  const date = toDate(at);
  if (!valid(date)) return '';
  return format(date, lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
