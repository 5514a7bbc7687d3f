import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  htmlLang,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@coulisses/shared/languages';

/** Spec §1 and §9: fr first; one JSON file per language, loaded over HTTP. */
export const TRANSLATIONS_PATH = `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json`;

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export async function setupI18n(initial: Language = DEFAULT_LANGUAGE): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) document.documentElement.lang = htmlLang(language);
  });
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // `gr` is not a BCP 47 code; keep it as the spec spells it.
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      backend: { loadPath: TRANSLATIONS_PATH },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = htmlLang(currentLanguage());
  return i18next;
}
