import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { createSession, uniqueMail, uniqueUsername } from '../support/api';
import {
  ADMIN_TOKEN,
  adminHeading,
  basicToken,
  BASE_URL,
  chooseGameLanguage,
  gameHeading,
  isApiCall,
  isPlayersPost,
  loginAsAdmin,
  signInThroughDialog,
  loginDialog,
  loginFields,
  readLocalStorage,
  readSessionStorage,
  recordRequests,
  registerAndEnterGame,
  seedPlayerInNewSession,
  registrationDialog,
  registrationFields,
  startDialogParts,
  t,
  url,
} from '../support/app';

test.describe('browser storage', () => {
  test('after registration CURENT_PLAYER holds the player as JSON and FOLDERS is []', async ({ page }) => {
    const session = await createSession();
    const mail = uniqueMail();
    await page.goto('/register');
    expect(await readSessionStorage(page, 'CURENT_PLAYER')).toBeNull();
    expect(await readSessionStorage(page, 'FOLDERS')).toBeNull();
    const [request] = await Promise.all([
      page.waitForRequest(isPlayersPost),
      (async () => {
        const fields = registrationFields(registrationDialog(page));
        await fields.mail.fill(mail);
        await fields.sessionId.fill(session.id);
        await fields.submit.click();
      })(),
    ]);
    const answer = await (await request.response())!.json();
    await expect(startDialogParts(page).dialog).toBeVisible();
    const stored = JSON.parse((await readSessionStorage(page, 'CURENT_PLAYER'))!);
    expect(typeof stored.id).toBe('string');
    expect(stored.id.length).toBeGreaterThan(0);
    expect(stored.sessionId).toBe(session.id);
    expect(stored.mail).toBe(mail);
    // The server's answer to creation is what is kept.
    expect(stored).toEqual(answer);
    expect(await readSessionStorage(page, 'FOLDERS')).toBe('[]');
    // Session storage, not local storage.
    expect(await readLocalStorage(page, 'CURENT_PLAYER')).toBeNull();
    expect(await readLocalStorage(page, 'FOLDERS')).toBeNull();
  });

  test('leaving the game removes CURENT_PLAYER and FOLDERS and goes back to registration', async ({
    page,
  }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    await page.goto('/');
    await expect(gameHeading(page)).toBeVisible();
    expect(await readSessionStorage(page, 'CURENT_PLAYER')).not.toBeNull();
    expect(await readSessionStorage(page, 'FOLDERS')).toBe('[]');
    // Leaving is asked first (docs/decisions/0011-back-leave-and-language.md).
    await page.getByRole('button', { name: t('fr', 'game.menu') }).click();
    await page.getByRole('menuitem', { name: t('fr', 'game.leave') }).click();
    await page
      .getByRole('dialog', { name: t('fr', 'game.leaveDialog.title') })
      .getByRole('button', { name: t('fr', 'game.leaveDialog.confirm') })
      .click();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    expect(await readSessionStorage(page, 'CURENT_PLAYER')).toBeNull();
    expect(await readSessionStorage(page, 'FOLDERS')).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(url('/register'));
  });

  test('after login BASIC_TOKEN is base64 of username:password in local storage; after logout it is gone', async ({
    page,
  }) => {
    await page.goto('/admin');
    expect(await readLocalStorage(page, 'BASIC_TOKEN')).toBeNull();
    const fields = loginFields(loginDialog(page));
    await fields.username.fill(ADMIN.username);
    await fields.password.fill(ADMIN.password);
    await fields.submit.click();
    await expect(adminHeading(page)).toBeVisible();
    const token = await readLocalStorage(page, 'BASIC_TOKEN');
    expect(token).toBe(Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64'));
    expect(Buffer.from(token!, 'base64').toString('utf8')).toBe(`${ADMIN.username}:${ADMIN.password}`);
    expect(await readSessionStorage(page, 'BASIC_TOKEN')).toBeNull();
    await page.getByRole('button', { name: t('fr', 'admin.logout') }).click();
    await expect(page).toHaveURL(url('/register'));
    expect(await readLocalStorage(page, 'BASIC_TOKEN')).toBeNull();
  });
});

test.describe('HTTP calls', () => {
  test('every call of a whole visit goes to /v1/… on the same origin, translations aside', async ({
    page,
  }) => {
    const session = await createSession();
    const requests = recordRequests(page);
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail() });
    await chooseGameLanguage(page, 'fr', 'en');
    await expect(gameHeading(page, 'en')).toBeVisible();
    // The player's language (now en) is the interface's on the next load too.
    await signInThroughDialog(page, 'en');
    await page.waitForLoadState('networkidle');
    const calls = requests.filter((request) => ['fetch', 'xhr'].includes(request.resourceType()));
    const paths = calls.map((request) => new URL(request.url()).pathname);
    // The flow did call the API…
    for (const expected of ['/v1/players', '/v1/login', '/v1/sessions']) expect(paths).toContain(expected);
    // …and nothing else than the API and the translation files.
    for (const request of calls) {
      const address = new URL(request.url());
      expect(address.origin, request.url()).toBe(BASE_URL);
      expect(
        address.pathname.startsWith('/v1/') || /^\/assets\/i18n\/(fr|en|es|gr)\.json$/.test(address.pathname),
        request.url(),
      ).toBe(true);
    }
  });

  test('with a stored token, admin calls carry Authorization: Basic <token>', async ({ page }) => {
    const requests = recordRequests(page);
    await loginAsAdmin(page);
    await page.waitForLoadState('networkidle');
    const token = await readLocalStorage(page, 'BASIC_TOKEN');
    expect(token).toBe(ADMIN_TOKEN);
    const sessionsCall = requests.find(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/v1/sessions',
    );
    expect(sessionsCall).toBeDefined();
    expect((await sessionsCall!.allHeaders()).authorization).toBe(`Basic ${token}`);
  });

  test('with a stored token, player calls carry it too; without one, no Authorization is sent', async ({
    page,
    browser,
  }) => {
    const session = await createSession();
    // No token: the registration call carries no Authorization header.
    const anonymous = await browser.newContext();
    const anonymousPage = await anonymous.newPage();
    await anonymousPage.goto('/register');
    const [plain] = await Promise.all([
      anonymousPage.waitForRequest(isPlayersPost),
      (async () => {
        const fields = registrationFields(registrationDialog(anonymousPage));
        await fields.mail.fill(uniqueMail('anonymous'));
        await fields.sessionId.fill(session.id);
        await fields.submit.click();
      })(),
    ]);
    expect((await plain.allHeaders()).authorization).toBeUndefined();
    await anonymous.close();

    // A token is stored: every API call carries it, the registration call included.
    await page.addInitScript((token) => localStorage.setItem('BASIC_TOKEN', token), ADMIN_TOKEN);
    const requests = recordRequests(page);
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('with-token') });
    const calls = requests.filter(isApiCall);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls)
      expect((await call.allHeaders()).authorization, call.url()).toBe(`Basic ${ADMIN_TOKEN}`);
  });

  test('a POST carries X-XSRF-TOKEN equal to the XSRF-TOKEN cookie', async ({ page, context }) => {
    const session = await createSession();
    await page.goto('/register');
    const cookie = (await context.cookies()).find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBeTruthy();
    const [request] = await Promise.all([
      page.waitForRequest(isPlayersPost),
      (async () => {
        const fields = registrationFields(registrationDialog(page));
        await fields.mail.fill(uniqueMail());
        await fields.sessionId.fill(session.id);
        await fields.submit.click();
      })(),
    ]);
    const headers = await request.allHeaders();
    expect(headers['x-xsrf-token']).toBe(cookie!.value);
    // The server accepted it (a missing or wrong header is a 403).
    expect((await request.response())?.status()).toBe(201);
  });

  test('the login POST and the admin POST /v1/sessions carry X-XSRF-TOKEN equal to the cookie too', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(page);
    await signInThroughDialog(page);
    await page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await dialog
      .getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true })
      .fill(`XSRF ${Date.now()}`);
    await dialog.getByRole('button', { name: t('fr', 'common.save') }).click();
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((item) => item.name === 'XSRF-TOKEN')!.value;
    const posts = requests.filter((request) => request.method() === 'POST' && isApiCall(request));
    expect(posts.map((request) => new URL(request.url()).pathname).sort()).toEqual([
      '/v1/login',
      '/v1/sessions',
    ]);
    for (const post of posts) expect((await post.allHeaders())['x-xsrf-token'], post.url()).toBe(cookie);
  });

  test('a 401 on an admin call clears the token and brings the login dialog back', async ({ page }) => {
    const badToken = basicToken(uniqueUsername(), 'wrong-password');
    await page.addInitScript((token) => {
      // Only on the first load: the test then watches what the app does with it.
      if (!sessionStorage.getItem('e2e-token-planted')) {
        sessionStorage.setItem('e2e-token-planted', 'yes');
        localStorage.setItem('BASIC_TOKEN', token);
      }
    }, badToken);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/sessions'),
      page.goto('/admin'),
    ]);
    expect(response.status()).toBe(401);
    expect((await response.request().allHeaders()).authorization).toBe(`Basic ${badToken}`);
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    expect(await readLocalStorage(page, 'BASIC_TOKEN')).toBeNull();
    // Signing in for real from there reaches the admin area.
    const fields = loginFields(dialog);
    await fields.username.fill(ADMIN.username);
    await fields.password.fill(ADMIN.password);
    await fields.submit.click();
    await expect(page).toHaveURL(url('/admin'));
    await expect(adminHeading(page)).toBeVisible();
    expect(await readLocalStorage(page, 'BASIC_TOKEN')).toBe(ADMIN_TOKEN);
  });
});
