import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { uniqueMail, uniqueUsername } from '../support/api';
import {
  adminHeading,
  expectDialogStays,
  exposeApiBodies,
  gameHeading,
  loginAsAdmin,
  loginDialog,
  loginFields,
  seedPlayerInNewSession,
  registrationDialog,
  registrationFields,
  snackbar,
  t,
  url,
  type Lang,
} from '../support/app';

/** Opens the login dialog in `lang`: fr straight at /admin, en through the registration dialog's link. */
async function openLoginDialog(page: Page, lang: Lang) {
  if (lang === 'fr') {
    await page.goto('/admin');
  } else {
    await page.goto('/register');
    await registrationFields(registrationDialog(page)).lang.selectOption(lang);
    await registrationDialog(page, lang)
      .getByRole('link', { name: t(lang, 'register.gameMaster') })
      .click();
  }
  const dialog = loginDialog(page, lang);
  await expect(dialog).toBeVisible();
  return { dialog, ...loginFields(dialog, lang) };
}

test.describe('login dialog', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`has a title, a username, a masked password, Cancel, and a Submit disabled while invalid (${lang})`, async ({
      page,
    }) => {
      const login = await openLoginDialog(page, lang);
      await expect(login.dialog.getByRole('heading', { name: t(lang, 'login.title') })).toBeVisible();
      await expect(login.username).toBeVisible();
      await expect(login.username).toHaveAttribute('name', 'username');
      await expect(login.username).toHaveAttribute('type', 'text');
      await expect(login.password).toBeVisible();
      await expect(login.password).toHaveAttribute('name', 'password');
      await expect(login.password).toHaveAttribute('type', 'password');
      await expect(login.cancel).toBeVisible();
      await expect(login.submit).toBeVisible();
      await expect(login.submit).toHaveAttribute('type', 'submit');
      // Submit is disabled while the form is invalid, enabled once both fields are filled.
      await expect(login.submit).toBeDisabled();
      await login.username.fill('someone');
      await expect(login.submit).toBeDisabled();
      await login.password.fill('secret');
      await expect(login.submit).toBeEnabled();
      await login.username.fill('');
      await expect(login.submit).toBeDisabled();
      await login.username.fill('   ');
      await expect(login.submit).toBeDisabled();
      await login.username.fill('someone');
      await login.password.fill('');
      await expect(login.submit).toBeDisabled();
    });

    test(`a field typed in, emptied and left shows its translated error; one passed through says nothing (${lang})`, async ({
      page,
    }) => {
      const login = await openLoginDialog(page, lang);
      const usernameError = login.dialog.getByText(t(lang, 'login.errors.username'));
      const passwordError = login.dialog.getByText(t(lang, 'login.errors.password'));
      // Untouched: no error yet.
      await expect(usernameError).toHaveCount(0);
      await expect(passwordError).toHaveCount(0);
      // Passed through before a word is typed: the username has the focus as the dialog opens,
      // the password is tapped, then the page beside the dialog.
      await expect(login.username).toBeFocused();
      await login.password.focus();
      await page.mouse.click(5, 5);
      await expect(login.dialog).toBeVisible();
      await expect(usernameError).toHaveCount(0);
      await expect(passwordError).toHaveCount(0);
      await expect(login.username).toHaveAttribute('aria-invalid', 'false');
      // Typed in, emptied, left: now it says why.
      await login.username.pressSequentially('a');
      await login.username.press('Backspace');
      await login.password.focus();
      await expect(usernameError).toBeVisible();
      await expect(login.username).toHaveAttribute('aria-invalid', 'true');
      await expect(passwordError).toHaveCount(0);
      await login.password.pressSequentially('x');
      await login.password.press('Backspace');
      await login.username.focus();
      await expect(passwordError).toBeVisible();
      await expect(login.password).toHaveAttribute('aria-invalid', 'true');
      // Filling a field clears its message.
      await login.username.fill(ADMIN.username);
      await expect(usernameError).toHaveCount(0);
      await expect(login.username).toHaveAttribute('aria-invalid', 'false');
    });
  }

  test('clicking outside does not close it', async ({ page }) => {
    const login = await openLoginDialog(page, 'fr');
    const box = await login.dialog.boundingBox();
    expect(box && box.x > 5 && box.y > 5).toBe(true);
    await expectDialogStays(login.dialog, () => page.mouse.click(5, 5));
    await expect(page).toHaveURL(url('/admin'));
  });

  for (const lang of ['fr', 'en'] as const) {
    test(`wrong credentials show the failed-login message and open the dialog again, which still signs in (${lang})`, async ({
      page,
    }) => {
      const login = await openLoginDialog(page, lang);
      const username = uniqueUsername();
      await login.username.fill(username);
      await login.password.fill('not-the-password');
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/login'),
        login.submit.click(),
      ]);
      expect(response.status()).toBe(401);
      const refusal = t(lang, 'login.failed.BAD_CREDENTIALS');
      // The error snackbar…
      await expect(snackbar(page, refusal)).toBeVisible();
      // …and, inside the dialog opened again, the same message where the focus is.
      const again = loginDialog(page, lang);
      await expect(again).toBeVisible();
      await expect(again.getByRole('alert')).toHaveText(refusal);
      const fields = loginFields(again, lang);
      // The username stays for a second try; the password does not outlive the attempt.
      await expect(fields.username).toHaveValue(username);
      await expect(fields.password).toHaveValue('');
      await expect(fields.submit).toBeDisabled();
      await expect(adminHeading(page, lang)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('BASIC_TOKEN'))).toBeNull();
      // The dialog opened again still signs in with the right credentials.
      await fields.username.fill(ADMIN.username);
      await fields.password.fill(ADMIN.password);
      await fields.submit.click();
      await expect(page).toHaveURL(url('/admin'));
      await expect(adminHeading(page, lang)).toBeVisible();
      // The refusal belonged to the sign-in: the admin area does not open under it (it
      // would otherwise stay its 4 s).
      await expect(snackbar(page, refusal)).toBeHidden({ timeout: 2_000 });
    });
  }

  test('a sign-in made to wait says for how long, in the game master’s language', async ({ page }) => {
    // docs/decisions/0014-sign-in-and-shared-limits.md: six checks at once, then growing waits.
    let login = await openLoginDialog(page, 'fr');
    const username = uniqueUsername();
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i += 1) {
      await login.username.fill(username);
      await login.password.fill(`guess-${i}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/login'),
        login.submit.click(),
      ]);
      status = response.status();
      login = { ...login, ...loginFields(loginDialog(page)) };
    }
    expect(status).toBe(429);
    const alert = loginDialog(page).getByRole('alert');
    await expect(alert).toHaveText(/\d/);
    const seconds = Number((await alert.textContent())?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(0);
    const key = seconds === 1 ? 'login.failed.waitSeconds_one' : 'login.failed.waitSeconds_other';
    await expect(alert).toHaveText(t('fr', key, { count: String(seconds) }));
  });

  test('correct credentials lead to /admin and the admin area; login sends username and password', async ({
    page,
  }) => {
    await exposeApiBodies(page);
    const login = await openLoginDialog(page, 'fr');
    await login.username.fill(ADMIN.username);
    await login.password.fill(ADMIN.password);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/login'),
      login.submit.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ username: ADMIN.username, password: ADMIN.password });
    expect((await request.response())?.status()).toBe(200);
    await expect(login.dialog).toBeHidden();
    await expect(page).toHaveURL(url('/admin'));
    await expect(adminHeading(page)).toBeVisible();
  });

  test('logout goes to the root route, hence to /register when unregistered', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.logout') }).click();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    // Logged out for real: /admin asks again.
    await page.goto('/admin');
    await expect(loginDialog(page)).toBeVisible();
  });

  test('logout goes to the root route: a registered player lands in the game', async ({ page }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.logout') }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
  });
});
