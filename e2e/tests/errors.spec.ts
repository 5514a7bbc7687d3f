import { expect, test, type Page } from '@playwright/test';
import { createSession, listPlayers, uniqueMail } from '../support/api';
import { registrationDialog, registrationFields, snackbar, t, url, type Lang } from '../support/app';

/** The theme's gold accent (apps/web/src/app/theme.ts, palette.gold #e0b24a). */
const GOLD = 'rgb(224, 178, 74)';

/** Submits the registration dialog and answers the POST /v1/players response. */
async function submitRegistration(
  page: Page,
  { sessionId, mail, lang = 'fr' }: { sessionId: string; mail: string; lang?: Lang },
) {
  await page.goto('/register');
  if (lang !== 'fr') await registrationFields(registrationDialog(page)).lang.selectOption(lang);
  const fields = registrationFields(registrationDialog(page, lang), lang);
  await fields.mail.fill(mail);
  await fields.sessionId.fill(sessionId);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/players',
    ),
    fields.submit.click(),
  ]);
  return response;
}

test.describe('error catalogue', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`an unknown session code shows the bad-session-id snackbar (${lang})`, async ({ page }) => {
      const response = await submitRegistration(page, { sessionId: 'ZZZ-Z99', mail: uniqueMail(), lang });
      expect(response.status()).toBe(404);
      expect((await response.json()).key).toBe('BAD_SESSION_ID');
      await expect(snackbar(page, t(lang, 'register.badSessionId'))).toBeVisible();
      await expect(snackbar(page, t(lang, 'register.error'))).toHaveCount(0);
      // Said once: the code's field is marked and focused, not given the same words.
      await expect(page.getByText(t(lang, 'register.badSessionId'))).toHaveCount(1);
      const { sessionId } = registrationFields(registrationDialog(page, lang), lang);
      await expect(sessionId).toHaveAttribute('aria-invalid', 'true');
      await expect(sessionId).toBeFocused();
      // The player stays on the registration dialog, unregistered.
      await expect(registrationDialog(page, lang)).toBeVisible();
      await expect(page).toHaveURL(url('/register'));
      expect(await page.evaluate(() => sessionStorage.getItem('CURENT_PLAYER'))).toBeNull();
      // Its close action is translated too.
      await snackbar(page, t(lang, 'register.badSessionId'))
        .getByRole('button', { name: t(lang, 'common.close') })
        .click();
      await expect(snackbar(page, t(lang, 'register.badSessionId'))).toBeHidden();
    });
  }

  test('a draft session code shows the bad-session-id snackbar too', async ({ page }) => {
    const draft = await createSession({ status: 'draft' });
    const response = await submitRegistration(page, { sessionId: draft.id, mail: uniqueMail() });
    expect(response.status()).toBe(409);
    expect((await response.json()).key).toBe('BAD_SESSION_ID');
    await expect(snackbar(page, t('fr', 'register.badSessionId'))).toBeVisible();
    await expect(registrationDialog(page)).toBeVisible();
    expect(await listPlayers(draft.id)).toEqual([]);
  });

  for (const lang of ['fr', 'en'] as const) {
    test(`any other registration error (the same mail twice in a session) shows the default error snackbar (${lang})`, async ({
      page,
      browser,
    }) => {
      const session = await createSession();
      const mail = uniqueMail('twice');
      // First registration, from another browser (its own storage, so no resume token here).
      const other = await browser.newContext();
      const first = await submitRegistration(await other.newPage(), { sessionId: session.id, mail });
      expect(first.status()).toBe(201);
      await other.close();

      const response = await submitRegistration(page, { sessionId: session.id, mail, lang });
      expect(response.status()).toBe(409);
      expect((await response.json()).key).toBe('PLAYER_EXISTS');
      await expect(snackbar(page, t(lang, 'register.error'))).toBeVisible();
      await expect(snackbar(page, t(lang, 'register.badSessionId'))).toHaveCount(0);
      await expect(page.getByText(t(lang, 'register.error'))).toHaveCount(1);
      await expect(registrationDialog(page, lang)).toBeVisible();
      expect((await listPlayers(session.id)).map((player) => player.mail)).toEqual([mail]);
    });
  }

  test('a server failure (500 without an error key) shows the default error snackbar', async ({ page }) => {
    const session = await createSession();
    await page.route('**/v1/players', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
        : route.continue(),
    );
    const response = await submitRegistration(page, { sessionId: session.id, mail: uniqueMail() });
    expect(response.status()).toBe(500);
    await expect(snackbar(page, t('fr', 'register.error'))).toBeVisible();
    await expect(registrationDialog(page)).toBeVisible();
  });
});

test.describe('the error snackbar', () => {
  test('uses the accent colour (the theme gold) and has a close action that closes it', async ({ page }) => {
    await submitRegistration(page, { sessionId: 'ZZZ-Z99', mail: uniqueMail() });
    const alert = snackbar(page, t('fr', 'register.badSessionId'));
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('background-color', GOLD);
    await alert.getByRole('button', { name: t('fr', 'common.close') }).click();
    await expect(alert).toBeHidden();
    await expect(registrationDialog(page)).toBeVisible();
  });

  test('disappears on its own after about 4 seconds', async ({ page }) => {
    await submitRegistration(page, { sessionId: 'ZZZ-Z99', mail: uniqueMail() });
    const alert = snackbar(page, t('fr', 'register.badSessionId'));
    await expect(alert).toBeVisible();
    const shownAt = Date.now();
    // Keep the pointer away from it: hovering pauses the timer.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(2_000 - (Date.now() - shownAt));
    await expect(alert).toBeVisible();
    await page.waitForTimeout(Math.max(0, 5_000 - (Date.now() - shownAt)));
    await expect(alert).toBeHidden({ timeout: 1_000 });
  });

  // A dialog hides the rest of the page from assistive technology; the snackbar must not
  // be part of what it hides, since every registration error of docs/product.md#error-catalogue occurs while the
  // registration dialog is open.
  test('the error snackbar is exposed to assistive technology while the dialog is open', async ({ page }) => {
    const session = await createSession();
    await page.route('**/v1/players', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
        : route.continue(),
    );
    await submitRegistration(page, { sessionId: session.id, mail: uniqueMail() });
    await expect(snackbar(page, t('fr', 'register.error'))).toBeVisible();
    const alert = snackbar(page, t('fr', 'register.error'));
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: t('fr', 'common.close') })).toBeVisible();
  });
});

test.describe('a screen whose code cannot be loaded', () => {
  for (const lang of ['fr', 'gr'] as const) {
    test(`says so and offers a reload, instead of a blank page (${lang})`, async ({ page }) => {
      // The game's guard is loaded on demand (docs/product.md#routes): as if the network dropped it.
      await page.route(/\/assets\/require-player-[\w-]+\.js$/, (route) => route.abort());
      if (lang !== 'fr') {
        await page.addInitScript(() =>
          localStorage.setItem('COULISSES_LAST_PLAYER', JSON.stringify({ lang: 'gr' })),
        );
      }
      await page.goto('/');
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: t(lang, 'crash.title') })).toBeVisible();
      await expect(alert).toContainText(t(lang, 'crash.body'));
      await page.unroute(/\/assets\/require-player-[\w-]+\.js$/);
      await alert.getByRole('button', { name: t(lang, 'crash.reload') }).click();
      // Reloaded with its code back: the guard sends the unregistered visitor to register.
      await expect(page).toHaveURL(url('/register'));
    });
  }
});
