import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAdmission, RequireAdmin } from '../features/auth/components/require-admin';
import { closeLoginDialog, loginDialogStore } from '../features/auth/login-dialog-store';
import { paths } from '../lib/paths';
import { storeRegisteredPlayer } from '../lib/storage';
import { notifyUnauthorized } from '../lib/unauthorized';
import { RequirePlayer } from './require-player';

vi.mock('../features/auth/api/login', () => ({
  login: vi.fn(() => Promise.resolve({ id: 'a', username: 'admin' })),
}));

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
