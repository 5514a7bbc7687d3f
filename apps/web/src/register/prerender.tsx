import i18next from 'i18next';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import translations from '../../public/assets/i18n/fr.json';
import { RegisterPage } from '../app/register-page';

/**
 * /register as HTML, rendered at build time (scripts/prerender-register.mjs) in the default
 * language: a phone on a slow network shows the registration form as soon as the page
 * arrives, and React hydrates it once its JavaScript has run
 * (docs/product.md#performance-budgets). The same tree as src/register/main.tsx hydrates.
 */
export async function renderRegisterPage(): Promise<string> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: translations } },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <StrictMode>
      <Suspense fallback={null}>
        <RegisterPage joinCode="" invitedTeam={null} onRegistered={() => undefined} />
      </Suspense>
    </StrictMode>,
  );
}
