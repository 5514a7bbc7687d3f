import { htmlLang, type Language } from '@coulisses/shared/languages';

const names = new Map<Language, Intl.DisplayNames>();

/**
 * A player's language as the reader names it (docs/product.md#languages): « grec » to a French
 * reader, Greek to an English one; only a language picker names each language in its own words.
 * `capitalised` starts it with a capital, as a table cell or a list on its own does.
 */
export function languageName(
  language: Language,
  reader: Language,
  { capitalised = false }: { capitalised?: boolean } = {},
): string {
  let format = names.get(reader);
  if (!format) {
    format = new Intl.DisplayNames([htmlLang(reader)], { type: 'language', fallback: 'code' });
    names.set(reader, format);
  }
  const name = format.of(htmlLang(language)) ?? language;
  return capitalised ? capitaliseFirst(name, reader) : name;
}

/** The text with its first letter in capitals, as the reader's language writes it. */
export function capitaliseFirst(text: string, reader: Language): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(htmlLang(reader)) + rest.join('');
}
