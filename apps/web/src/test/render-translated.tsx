import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';

const folder = path.resolve(__dirname, '../../public/assets/i18n');

/** The real translation file of `lang`, as the server serves it (docs/product.md#translations). */
export const translationOf = (lang: Language) =>
  JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8')) as object;

/** An i18next of its own, with the real translation file of `lang` (no HTTP in tests). */
export async function translator(lang: Language = 'en') {
  const translation = translationOf(lang);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders `ui` as the app would, in `lang`, with the real texts; `rerender` keeps them. */
export async function renderTranslated(ui: ReactElement, lang: Language = 'en') {
  const i18n = await translator(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper }) };
}

/**
 * The app's own i18next (the instance lib/i18n.ts sets up, whose language a language select
 * changes), with the four real translation files, in `lang`: for a screen that switches the
 * interface. Render without renderTranslated, whose i18next is another.
 */
export async function setupAppTranslations(lang: Language = 'fr') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      resources: Object.fromEntries(LANGUAGES.map((each) => [each, { translation: translationOf(each) }])),
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(lang);
  return i18next;
}
