import type { Language } from '@coulisses/shared/languages';

/**
 * The locale each language's numbers and lists follow: the interface's English is
 * British (« A, B and C », no serial comma); `gr` is `el` to the platform.
 */
const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', gr: 'el-GR' };

const numbers = new Map<Language, Intl.NumberFormat>();
const lists = new Map<Language, Intl.ListFormat>();

/**
 * A score or a count grouped as the language writes it (docs/product.md#durations-and-numbers):
 * « 1 450 » (fr, narrow no-break space), 1,450 (en), 1.450 (gr); Spanish groups from five
 * digits only, as the RAE does: 1450, 14.500.
 */
export function formatNumber(value: number, lang: Language): string {
  let format = numbers.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 0 });
    numbers.set(lang, format);
  }
  return format.format(value);
}

/** Items joined as the language joins them: « « A », « B » et « C » », “A”, “B” and “C”. */
export function formatList(items: readonly string[], lang: Language): string {
  let format = lists.get(lang);
  if (!format) {
    format = new Intl.ListFormat(LOCALE[lang], { style: 'long', type: 'conjunction' });
    lists.set(lang, format);
  }
  return format.format(items);
}

const ENGLISH_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
const englishOrdinal = new Intl.PluralRules('en-GB', { type: 'ordinal' });

/**
 * A place as an ordinal, agreeing with the word the language uses for it in
 * `admin.show.revealed`: « 1re place » (fr, feminine), 1st place, « 1.er puesto »
 * (es, masculine, shortened before the noun: primer, tercer), « 1η θέση » (gr, feminine).
 */
export function formatOrdinal(place: number, lang: Language): string {
  switch (lang) {
    case 'fr':
      return place === 1 ? '1re' : `${place}e`;
    case 'en':
      return `${place}${ENGLISH_SUFFIX[englishOrdinal.select(place)] ?? 'th'}`;
    case 'es':
      // Primer, tercer, vigésimo primer… but undécimo: 11 keeps .º, 13 is decimotercer.
      return [1, 3].includes(place % 10) && place % 100 !== 11 ? `${place}.er` : `${place}.º`;
    case 'gr':
      return `${place}η`;
  }
}
