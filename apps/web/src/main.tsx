import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import { App } from './app/app';
import './app/global.css';
import { setupI18n } from './lib/i18n';
import { offerUpdate } from './lib/app-update';
import { paths } from './lib/paths';
import { rememberedLanguage } from './lib/language-memory';
import { storedPlayerLanguage } from './lib/player-language';

// The language chosen on this device, else the player's (a device from before it was
// remembered), else the default one (docs/decisions/0011-back-leave-and-language.md).
const language = rememberedLanguage() ?? storedPlayerLanguage() ?? DEFAULT_LANGUAGE;
const translated = setupI18n(language);

const container = document.getElementById('root')!;
const app = <App router={BrowserRouter} />;

// /register arrives prerendered in the default language (app/prerender.tsx), so that a
// phone shows the form before the JavaScript has run (docs/product.md#performance-budgets):
// hydrating it keeps it on screen. A player whose language is another gets it rendered anew
// in theirs. Preact renders either (docs/decisions/0024-preact-renders-the-app.md).
const prerendered = container.hasChildNodes() && location.pathname === paths.register;
if (prerendered && language === DEFAULT_LANGUAGE) {
  // Once the translations are in: a hydration that met them missing would stop there, and
  // draw the whole page anew when they came, in one long task on a phone's slow CPU, instead
  // of taking the page over as it is (docs/decisions/0024-preact-renders-the-app.md).
  const hydrate = () => hydrateRoot(container, app);
  void translated.then(hydrate, hydrate);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

// docs/product.md#updates: a new version, once installed, waits for the update prompt. The worker is
// registered once the app is stable: its code need not come with the first page (docs/product.md#performance-budgets).
if (import.meta.env.PROD) {
  void import('./lib/service-worker').then(async ({ registerAppServiceWorker, watchForUpdates }) => {
    const registration = await registerAppServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
    if (registration) watchForUpdates(registration, offerUpdate);
  });
}
