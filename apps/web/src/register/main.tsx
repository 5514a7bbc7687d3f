import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import '../app/base-styles';
import { RegisterPage } from '../app/register-page';
import { handOverRegisteredPlayer } from '../features/register/handed-over';
import { setupI18n } from '../lib/i18n';
import { rememberedLanguage } from '../lib/language-memory';
import { storedPlayerLanguage } from '../lib/player-language';
import { startServiceWorker } from '../lib/start-service-worker';

/*
 * /register's own page (docs/decisions/0028-react-renders-what-ships.md): the registration
 * form and nothing else, with React and without MUI, Emotion or the router. The app, which
 * the start dialog and the game need, is fetched once the player begins to fill the form in,
 * and takes the page over once they have registered.
 */

// The language chosen on this device, else the player's (a device from before it was
// remembered), else the default one (docs/decisions/0011-back-leave-and-language.md).
const language = rememberedLanguage() ?? storedPlayerLanguage() ?? DEFAULT_LANGUAGE;
void setupI18n(language);

const loadApp = () => import('../app/mount-app');
/** The app's code fetched ahead; a failure here is met again, and said, at the handover. */
const prefetchApp = () => void loadApp().catch(() => undefined);
const container = document.getElementById('root')!;
const query = new URLSearchParams(location.search);
let root: Root | undefined;

/**
 * The app takes the page over, with the player just registered: its register route goes on
 * with the start dialog. Should its code not load (offline before it was cached), the dialog
 * says so and the next submit tries again (the stored player resumes).
 */
async function handOver(player: RegisteredPlayer) {
  const { mountApp } = await loadApp();
  handOverRegisteredPlayer(player);
  root?.unmount();
  root = undefined;
  mountApp(container);
}

const page = (
  <StrictMode>
    {/* Until the translations are in: while hydrating, React keeps the prerendered form as it is. */}
    <Suspense fallback={null}>
      <RegisterPage
        joinCode={query.get('session') ?? ''}
        invitedTeam={query.get('team')}
        onSubmitting={prefetchApp}
        onRegistered={handOver}
      />
    </Suspense>
  </StrictMode>
);

// The page arrives prerendered in the default language (src/register/prerender.tsx), so that a
// phone shows the form before the JavaScript has run: hydrating it keeps it on screen. A
// player whose language is another gets it drawn anew in theirs.
if (container.hasChildNodes() && language === DEFAULT_LANGUAGE) {
  root = hydrateRoot(container, page);
} else {
  container.replaceChildren();
  root = createRoot(container);
  root.render(page);
}

// The app's code, fetched in an idle moment once the player begins to fill the form in (their
// first tap or key), so that the start dialog opens at once after the registration. Safari has
// no requestIdleCallback: there, the next task.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1);
const fetchApp = () => {
  removeEventListener('pointerdown', fetchApp);
  removeEventListener('keydown', fetchApp);
  whenIdle(prefetchApp);
};
addEventListener('pointerdown', fetchApp, { passive: true });
addEventListener('keydown', fetchApp);
startServiceWorker();
