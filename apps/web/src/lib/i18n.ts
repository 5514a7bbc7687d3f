import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  htmlLang,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@coulisses/shared/languages';

/** docs/product.md#translations: fr first; one JSON file per language, loaded over HTTP. */
export const TRANSLATIONS_PATH = `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json`;

/**
 * The translations' backend: fetch the language's file. i18next-http-backend did the same
 * with 3 KB more of gzipped JavaScript on /register (docs/product.md#performance-budgets). A server error (5xx)
 * or a network failure asks i18next to try again, as that backend did.
 */
const jsonFileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    let retry = true;
    fetch(TRANSLATIONS_PATH.replace('{{lng}}', language))
      .then((response) => {
        if (response.ok) return response.json() as Promise<Record<string, unknown>>;
        retry = response.status >= 500;
        throw new Error(`${response.status} loading ${response.url}`);
      })
      .then(
        (translations) => callback(null, translations),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), retry),
      );
  },
};

/** The interface language as one of ours: fr until i18next knows better. */
const languageOrDefault = (code: string | undefined): Language =>
  isLanguage(code) ? code : DEFAULT_LANGUAGE;

export function currentLanguage(): Language {
  return languageOrDefault(i18next.language);
}

/** The interface language, for a component that renders again when it changes. */
export function useCurrentLanguage(): Language {
  return languageOrDefault(useTranslation().i18n.language);
}

export async function setupI18n(initial: Language = DEFAULT_LANGUAGE): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) document.documentElement.lang = htmlLang(language);
  });
  await i18next
    .use(jsonFileBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // `gr` is not a BCP 47 code; keep it as the product spells it.
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = htmlLang(currentLanguage());
  return i18next;
}
