import i18next, { type TFunction } from 'i18next';
import { http, HttpResponse } from 'msw';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import { translationOf } from './render-translated';

/** The requests for translation files the mock API has answered, in order. */
export const translationRequests: Request[] = [];

/**
 * The translation files as the server serves them (docs/product.md#translations), for a test
 * that runs the app's own i18next (lib/i18n.ts) against the mock API: one JSON file per
 * language under /assets/i18n/, a 404 for any other name.
 */
export const translationFiles = http.get('*/assets/i18n/:file', ({ params, request }) => {
  translationRequests.push(request);
  const lang = /^([a-z]{2})\.json$/.exec(String(params.file))?.[1];
  return lang && isLanguage(lang)
    ? HttpResponse.json(translationOf(lang))
    : new HttpResponse(null, { status: 404 });
});

/**
 * The texts of `lang`'s file, to compare the screen with. An i18next of their own that
 * React does not see, so that the app's stays the one its components use.
 */
export async function textsOf(lang: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    resources: { [lang]: { translation: translationOf(lang) } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
