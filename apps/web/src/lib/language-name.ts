import { htmlLang, type Language } from '@coulisses/shared/languages';

const names = new Map<Language, Intl.DisplayNames>();

/**
 * A language's name in the reader's language, as the platform words it (Intl.DisplayNames):
 * Greek is « grec » to a French reader, “Greek” to an English one, «Ελληνικά» to a Greek one.
 */
export function languageName(language: Language, reader: Language): string {
  let display = names.get(reader);
  if (!display) {
    display = new Intl.DisplayNames([htmlLang(reader)], { type: 'language' });
    names.set(reader, display);
  }
  return display.of(htmlLang(language)) ?? language;
}
