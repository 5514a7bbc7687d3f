import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import en from '../../../../public/assets/i18n/en.json';
import fr from '../../../../public/assets/i18n/fr.json';
import { AppRoutes } from '../../../app/router';
import { SnackbarPageWatcher, SnackbarProvider } from '../../../lib/snackbar';
import { storeRegisteredPlayer } from '../../../lib/storage';
import { api, http, HttpResponse, mockApi, useMockApi } from '../../../test/mock-api';
import { closeLoginDialog, loginDialogStore } from '../login-dialog-store';
import { LoginDialogHost } from './login-dialog-host';
import { forgetAdmission } from './require-admin';
// What the app loads on demand, loaded with the test: its pages then wait for the API only.
import '../../../app/routes/admin';
import '../../../app/routes/admin-sessions';
import '../../../app/routes/game';
import '../../../lib/snackbar-view';
import './login-dialog';

// The game screen has tests of its own; here the root route only has to be reached.
vi.mock('../../../app/routes/game', async () => {
  const { useTranslation } = await import('react-i18next');
  return {
    Component: function Game() {
      return <h1>{useTranslation().t('game.title')}</h1>;
    },
  };
});

// The snackbar's own 4 s never runs out here: when it goes, something closed it.
vi.mock('@coulisses/shared/http/constants', async (actual) => ({
  ...(await actual<object>()),
  SNACKBAR_DURATION_MS: 600_000,
}));

const TEXTS = { fr, en };
type Lang = keyof typeof TEXTS;

const ADMIN = { username: 'gm', password: 'pw' };
const ME: Admin = { id: 'me', username: ADMIN.username, createdAt: '2025-01-01T09:00:00Z', role: 'owner' };

/** The bodies of the sign-ins the app sent, in order. */
let signIns: unknown[] = [];

/** The server's sign-in: the admin's credentials are let in, any other is refused. */
const checkCredentials = http.post(api('login'), async ({ request }) => {
  const body = (await request.json()) as typeof ADMIN;
  signIns.push(body);
  return body.username === ADMIN.username && body.password === ADMIN.password
    ? HttpResponse.json(ME)
    : HttpResponse.json({ key: 'BAD_CREDENTIALS', message: 'Bad credentials' }, { status: 401 });
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The app's routes, the login dialog's host and the snackbar, at `path` in `lang`: the
 * page the browser loads. The app's one i18next speaks `lang` (the refusal is said by it).
 */
async function openApp(path: string, lang: Lang = 'fr') {
  await act(() => i18next.changeLanguage(lang));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
  );
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
        <SnackbarPageWatcher />
        <LoginDialogHost />
      </MemoryRouter>
    </SnackbarProvider>,
    { wrapper },
  );
  return userEvent.setup({ delay: null });
}

/** The login dialog in `lang`, and its parts. */
async function loginDialog(lang: Lang = 'fr') {
  const { login } = TEXTS[lang];
  const dialog = await screen.findByRole('dialog', { name: login.title });
  return {
    dialog,
    username: within(dialog).getByLabelText(login.username, { exact: false }) as HTMLInputElement,
    password: within(dialog).getByLabelText(login.password, { exact: false }) as HTMLInputElement,
    submit: within(dialog).getByRole('button', { name: login.submit }) as HTMLButtonElement,
  };
}

const location = () => screen.getByTestId('location').textContent;
const adminHeading = (lang: Lang = 'fr') =>
  screen.findByRole('heading', { level: 1, name: TEXTS[lang].admin.sessions.title });
/** The error snackbar (not the alert inside the dialog). */
const snackbar = () => screen.queryByTestId('error-snackbar');

beforeAll(async () => {
  // A page waits for its code and the API: give it the time a busy machine takes.
  configure({ asyncUtilTimeout: 5_000 });
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  forgetAdmission();
  if (loginDialogStore.getState().open) closeLoginDialog({ submitted: false });
  signIns = [];
});

// docs/product.md#login-dialog, docs/product.md#admin-states: the admin area asks for a
// sign-in, says why one is refused, and signing out leads to the root route.
// The whole app's routes are drawn: more than a unit's 5 s on a busy machine.
describe('signing in to the admin area', { timeout: 30_000 }, () => {
  useMockApi(
    checkCredentials,
    http.get(api('sessions'), () => HttpResponse.json([])),
    http.get(api('admins/me'), () => HttpResponse.json(ME)),
    http.get(api('scenarios'), () => HttpResponse.json([])),
  );

  for (const lang of ['fr', 'en'] as const) {
    const { login } = TEXTS[lang];

    it(`says why wrong credentials are refused, in the snackbar and in the dialog opened again, which still signs in (${lang})`, async () => {
      const user = await openApp('/admin', lang);
      const first = await loginDialog(lang);
      // A click beside the dialog neither closes it nor leaves /admin.
      await user.click(document.querySelector('.MuiDialog-container') as HTMLElement);
      expect(screen.getByRole('dialog', { name: login.title })).toBe(first.dialog);
      expect(location()).toBe('/admin');
      await user.type(first.username, 'ana');
      await user.type(first.password, 'nope');
      await user.click(first.submit);

      const refusal = login.failed.BAD_CREDENTIALS;
      await waitFor(() => expect(snackbar()?.textContent).toContain(refusal));
      expect(snackbar()?.getAttribute('role')).toBe('alert');
      const again = await loginDialog(lang);
      expect(within(again.dialog).getByRole('alert').textContent).toBe(refusal);
      // The username stays for a second try; the password does not outlive the attempt.
      expect(again.username.value).toBe('ana');
      expect(again.password.value).toBe('');
      expect(again.submit.disabled).toBe(true);
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(localStorage.getItem('BASIC_TOKEN')).toBeNull();

      await user.clear(again.username);
      await user.type(again.username, ADMIN.username);
      await user.type(again.password, ADMIN.password);
      await user.click(again.submit);
      expect(await adminHeading(lang)).toBeTruthy();
      expect(location()).toBe('/admin');
      expect(signIns).toEqual([{ username: 'ana', password: 'nope' }, ADMIN]);
      expect(localStorage.getItem('BASIC_TOKEN')).toBe(btoa(`${ADMIN.username}:${ADMIN.password}`));
      // The refusal belonged to the sign-in: it does not outlive it.
      await waitFor(() => expect(snackbar()).toBeNull());
    });
  }

  it('says how long a sign-in made to wait has to wait, in the game master’s language', async () => {
    // docs/decisions/0014-sign-in-and-shared-limits.md: the server says how long in Retry-After.
    mockApi.use(
      http.post(api('login'), () =>
        HttpResponse.json(
          { key: 'RATE_LIMITED', message: 'Too many attempts' },
          { status: 429, headers: { 'retry-after': '8' } },
        ),
      ),
    );
    const user = await openApp('/admin', 'fr');
    const first = await loginDialog('fr');
    await user.type(first.username, 'ana');
    await user.type(first.password, 'x');
    await user.click(first.submit);
    const again = await loginDialog('fr');
    expect(within(again.dialog).getByRole('alert').textContent).toBe(
      fr.login.failed.waitSeconds_other.replace('{{count}}', '8'),
    );
  });

  it('signing out goes to the root route, hence to /register when unregistered; /admin then asks again', async () => {
    localStorage.setItem('BASIC_TOKEN', btoa(`${ADMIN.username}:${ADMIN.password}`));
    const user = await openApp('/admin');
    expect(await adminHeading()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fr.admin.logout }));
    expect(await screen.findByRole('dialog', { name: fr.register.title })).toBeTruthy();
    expect(location()).toBe('/register');
    expect(localStorage.getItem('BASIC_TOKEN')).toBeNull();
    // Loaded again, /admin asks for a sign-in.
    cleanup();
    forgetAdmission();
    await openApp('/admin');
    expect((await loginDialog()).dialog).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('signing out goes to the root route: a registered player lands in the game', async () => {
    storeRegisteredPlayer({
      id: 'p',
      sessionId: 'ABCD23',
      mail: 'ana@example.com',
      lang: 'fr',
      createdAt: '2025-01-01T09:00:00Z',
      token: 't',
    });
    localStorage.setItem('BASIC_TOKEN', btoa(`${ADMIN.username}:${ADMIN.password}`));
    const user = await openApp('/admin');
    expect(await adminHeading()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fr.admin.logout }));
    expect(await screen.findByRole('heading', { level: 1, name: fr.game.title })).toBeTruthy();
    expect(location()).toBe('/');
  });
});
