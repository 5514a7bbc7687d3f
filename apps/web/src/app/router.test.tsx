import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@coulisses/shared/languages';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { forgetAdmission, RequireAdmin } from '../features/auth/components/require-admin';
import { closeLoginDialog, loginDialogStore } from '../features/auth/login-dialog-store';
import { paths } from '../lib/paths';
import { storeRegisteredPlayer } from '../lib/storage';
import { notifyUnauthorized } from '../lib/unauthorized';
import { renderTranslated } from '../test/render-translated';
import { textsOf } from '../test/translation-files';
import { RequirePlayer } from './require-player';
import { AppRoutes } from './router';

vi.mock('../features/auth/api/login', () => ({
  login: vi.fn(() => Promise.resolve({ id: 'a', username: 'admin' })),
}));

// The areas behind the guards, each a heading that names it: what they show is their own
// tests' subject.
vi.mock('./routes/game', () => ({ Component: () => <h1>game</h1> }));
vi.mock('./routes/admin', async () => {
  const { Outlet } = await import('react-router');
  return { Component: Outlet };
});
vi.mock('./routes/admin-sessions', () => ({ Component: () => <h1>admin</h1> }));

/**
 * The guards in the routes of app/router.tsx, each page a heading that names it. Rendered
 * in an awaited act: a guard that suspends is then retried once its answer comes.
 */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>pending</p>}>
          <Routes>
            <Route element={<RequirePlayer />}>
              <Route index element={<h1>game</h1>} />
            </Route>
            <Route path={paths.register} element={<h1>register</h1>} />
            <Route path={paths.admin} element={<RequireAdmin />}>
              <Route index element={<h1>admin</h1>} />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

/** Waits for the page named `name`: during a navigation the previous one stays a moment. */
const findPage = (name: string) => screen.findByRole('heading', { name });

afterEach(() => {
  cleanup();
  forgetAdmission();
  if (loginDialogStore.getState().open) closeLoginDialog({ submitted: false });
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('sends an unregistered visitor of the game to /register', async () => {
    await renderAt(paths.game);
    await findPage('register');
  });

  it('lets a registered player into the game', async () => {
    storeRegisteredPlayer({
      id: 'p',
      sessionId: 'ABCD23',
      mail: 'a@b.co',
      lang: 'fr',
      createdAt: 'now',
      token: 't',
    });
    await renderAt(paths.game);
    await findPage('game');
  });

  it('lets a logged-in admin through without asking the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem('BASIC_TOKEN', btoa('a:b'));
    await renderAt(paths.admin);
    await findPage('admin');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(loginDialogStore.getState().open).toBe(false);
  });

  it('opens the login dialog otherwise, and a cancel goes to the root (then /register)', async () => {
    await renderAt(paths.admin);
    await vi.waitFor(() => expect(loginDialogStore.getState().open).toBe(true));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => closeLoginDialog({ submitted: false }));
    await findPage('register');
  });

  it('lets the admin in once the login dialog signs in, and keeps the token', async () => {
    await renderAt(paths.admin);
    await vi.waitFor(() => expect(loginDialogStore.getState().open).toBe(true));
    await act(async () =>
      closeLoginDialog({ submitted: true, credentials: { username: 'admin', password: 'secret' } }),
    );
    await findPage('admin');
    expect(localStorage.getItem('BASIC_TOKEN')).toBe(btoa('admin:secret'));
  });

  it('asks again on a 401 of an admin call: the token is gone', async () => {
    localStorage.setItem('BASIC_TOKEN', btoa('a:b'));
    await renderAt(paths.admin);
    await findPage('admin');
    localStorage.removeItem('BASIC_TOKEN');
    await act(async () => notifyUnauthorized());
    await vi.waitFor(() => expect(loginDialogStore.getState().open).toBe(true));
    await act(async () => closeLoginDialog({ submitted: false }));
    await findPage('register');
  });
});

/** Where the app's router stands: updated at each render of the routes. */
let where = '';
function Where() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

/**
 * The app's own routes (app/router.tsx) and its login dialog at `path`, in `lang`, as the
 * browser opens a page there; the register route is the real one.
 */
async function openApp(path: string, lang: Language = 'fr') {
  await act(async () => {
    await renderTranslated(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LoginDialogHost />
        <Where />
      </MemoryRouter>,
      lang,
    );
  });
  const t = await textsOf(lang);
  // The first opening of each dialog loads its code.
  const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5_000 });
  return { t, registration: () => dialog(t('register.title')), login: () => dialog(t('login.title')) };
}

function registerAPlayer() {
  storeRegisteredPlayer({
    id: 'p',
    sessionId: 'ABCD23',
    mail: 'a@b.co',
    lang: 'fr',
    createdAt: 'now',
    token: 't',
  });
}

/** Where the router ends up, once it has: a redirect takes a render or two. */
const landsAt = (path: string) => waitFor(() => expect(where).toBe(path));

describe('the routes of app/router.tsx', { timeout: 20_000 }, () => {
  it('sends an unregistered visitor of the root route to /register, which is open to anyone', async () => {
    const app = await openApp(paths.game);
    await app.registration();
    await landsAt(paths.register);
    expect(screen.queryByRole('heading', { name: 'game' })).toBeNull();
    cleanup();
    const again = await openApp(paths.register);
    await again.registration();
    expect(where).toBe(paths.register);
  });

  it('shows the game at the root route to a registered player', async () => {
    registerAPlayer();
    const app = await openApp(paths.game);
    await findPage('game');
    expect(where).toBe(paths.game);
    expect(screen.queryByRole('dialog', { name: app.t('register.title') })).toBeNull();
  });

  it('sends any other path to the root route, hence to /register when unregistered', async () => {
    for (const path of ['/nowhere/deep', '/nowhere', '/admin-nope/x?y=1']) {
      const app = await openApp(path);
      await app.registration();
      await landsAt(paths.register);
      cleanup();
    }
  });

  it('sends any other path to the root route, the game, when registered', async () => {
    registerAPlayer();
    await openApp('/nowhere/deep');
    await findPage('game');
    expect(where).toBe(paths.game);
  });

  it('opens the login dialog at /admin when not logged in, instead of the admin area', async () => {
    const app = await openApp(paths.admin);
    await app.login();
    expect(screen.queryByRole('heading', { name: 'admin' })).toBeNull();
  });

  it('sends a cancelled login to the root route, hence to /register when unregistered', async () => {
    const app = await openApp(paths.admin);
    await userEvent.click(within(await app.login()).getByRole('button', { name: app.t('login.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: app.t('login.title') })).toBeNull());
    await app.registration();
    await landsAt(paths.register);
    expect(screen.queryByRole('heading', { name: 'admin' })).toBeNull();
  });

  it('sends a cancelled login to the root route: a registered player lands in the game', async () => {
    registerAPlayer();
    const app = await openApp(paths.admin);
    await userEvent.click(within(await app.login()).getByRole('button', { name: app.t('login.cancel') }));
    await findPage('game');
    await landsAt(paths.game);
  });

  it('leads from the registration dialog’s game-master link to the login dialog and back, in English too', async () => {
    const onRegister = await openApp(paths.register, 'en');
    const link = within(await onRegister.registration()).getByRole('link', {
      name: onRegister.t('register.gameMaster'),
    });
    // A link the browser follows: the page it opens is /admin's.
    expect(link.getAttribute('href')).toBe(paths.admin);
    cleanup();
    const app = await openApp(paths.admin, 'en');
    await userEvent.click(within(await app.login()).getByRole('button', { name: app.t('login.cancel') }));
    await app.registration();
    await landsAt(paths.register);
  });
});
