import { expect, test, type Page } from '@playwright/test';
import { uniqueMail } from '../support/api';
import { registrationDialog, registrationFields, snackbar, t, url } from '../support/app';

/*
 * Here, what only a browser shows of the errors: the snackbar's colour, its place in the
 * accessibility tree beside a modal dialog, and a screen whose code the network did not
 * bring. What each error says, in which language, its close action and its 4 seconds are
 * the registration dialog's component tests' subject (docs/architecture.md, "5. Tests").
 */

/** The theme's gold accent (apps/web/src/app/theme.ts, palette.gold #e0b24a). */
const GOLD = 'rgb(224, 178, 74)';

/** Submits the registration dialog with a session code no session has. */
async function submitUnknownCode(page: Page) {
  await page.goto('/register');
  const fields = registrationFields(registrationDialog(page));
  await fields.mail.fill(uniqueMail());
  await fields.sessionId.fill('ZZZ-Z99');
  await fields.submit.click();
}

test.describe('the error snackbar', () => {
  // A modal dialog hides the rest of the page from assistive technology and makes it inert;
  // the snackbar must not be part of what it hides, since every registration error of
  // docs/product.md#error-catalogue occurs while the registration dialog is open.
  test('is exposed to assistive technology while the dialog is open, in the accent colour, and closes', async ({
    page,
  }) => {
    await submitUnknownCode(page);
    const alert = snackbar(page, t('fr', 'register.badSessionId'));
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('background-color', GOLD);
    const close = alert.getByRole('button', { name: t('fr', 'common.close') });
    await expect(close).toBeVisible();
    await close.click();
    await expect(alert).toBeHidden();
    await expect(registrationDialog(page)).toBeVisible();
  });
});

test.describe('a screen whose code cannot be loaded', () => {
  test('says so and offers a reload, instead of a blank page', async ({ page }) => {
    // The game's guard is loaded on demand (docs/product.md#routes): as if the network dropped it.
    await page.route(/\/assets\/require-player-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: t('fr', 'crash.title') })).toBeVisible();
    await expect(alert).toContainText(t('fr', 'crash.body'));
    await page.unroute(/\/assets\/require-player-[\w-]+\.js$/);
    await alert.getByRole('button', { name: t('fr', 'crash.reload') }).click();
    // Reloaded with its code back: the guard sends the unregistered visitor to register.
    await expect(page).toHaveURL(url('/register'));
  });
});
