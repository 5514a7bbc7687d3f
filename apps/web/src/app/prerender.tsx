import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import translations from '../../public/assets/i18n/fr.json';
import { paths } from '../lib/paths';
import { App } from './app';

/**
 * /register as HTML, rendered at build time (scripts/prerender-register.mjs) in the default
 * language: a phone on a slow network shows the registration form as soon as the page
 * and its stylesheet arrive, and the app hydrates it once its JavaScript has run
 * (docs/product.md#performance-budgets: Lighthouse's Largest Contentful Paint was the form's text, painted after all of it).
 * The styles are MUI's own, taken from the render by emotion's server tools.
 */
export async function renderRegisterPage(): Promise<{ html: string; styles: string }> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: translations } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  // Emotion's default key, so that the browser's cache finds these styles and does not
  // insert them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={paths.register}>{children}</StaticRouter>
  );
  const html = renderToString(
    <CacheProvider value={cache}>
      <App router={Router} />
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}
