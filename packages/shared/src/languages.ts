/** docs/product.md#languages: the four interface languages, fr first and by default. */
export const LANGUAGES = ['fr', 'en', 'es', 'gr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** `gr` is the product's code for Greek; the HTML and BCP 47 code is `el`. */
export function htmlLang(language: Language): string {
  return language === 'gr' ? 'el' : language;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
