import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { createSession, listPlayers, uniqueMail } from '../support/api';
import {
  adminHeading,
  gameHeading,
  loginDialog,
  loginFields,
  registrationDialog,
  registrationFields,
  startDialogParts,
  t,
  url,
} from '../support/app';

test.describe('keyboard only (no mouse)', () => {
  test('a player registers with Tab, typing, arrow keys on the select and Enter, then enters the game', async ({
    page,
  }) => {
    const session = await createSession();
    const mail = uniqueMail('keyboard');
    await page.goto('/register');
    const dialog = registrationDialog(page);
    const fields = registrationFields(dialog);
    await expect(dialog).toBeVisible();
    // The page arrives prerendered; the keyboard's path through it is the app's once it runs,
    // which its enabled button shows.
    await expect(fields.submit).toBeEnabled();

    // The screen's skip link comes first (docs/decisions/0012-accessibility-baseline.md).
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: t('fr', 'common.skipToContent') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(fields.lang).toBeFocused();
    await page.keyboard.press('ArrowDown'); // fr → en
    const english = registrationDialog(page, 'en');
    await expect(english).toBeVisible();
    const en = registrationFields(english, 'en');
    await expect(en.lang).toHaveValue('en');
    await expect(en.lang).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(en.mail).toBeFocused();
    await page.keyboard.type(mail);
    await page.keyboard.press('Tab');
    await expect(en.sessionId).toBeFocused();
    await page.keyboard.type(session.id);
    // The prerendered form can be sent once the app runs (its button says so).
    await expect(en.submit).toBeEnabled();
    await page.keyboard.press('Enter');

    const start = startDialogParts(page, 'en');
    await expect(start.table).toBeVisible();
    await expect(start.begin).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page, 'en')).toBeVisible();
    expect((await listPlayers(session.id)).map((player) => [player.mail, player.lang])).toEqual([
      [mail, 'en'],
    ]);
  });

  test('the start dialog button has the focus and Enter leads to the root route (French)', async ({
    page,
  }) => {
    const session = await createSession();
    await page.goto(`/register?session=${session.id}`);
    const fields = registrationFields(registrationDialog(page));
    await expect(fields.sessionId).toHaveValue(session.id);
    await expect(fields.submit).toBeEnabled();
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    await expect(fields.lang).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(fields.mail).toBeFocused();
    await page.keyboard.type(uniqueMail('keyboard-fr'));
    await expect(fields.submit).toBeEnabled();
    await page.keyboard.press('Enter'); // the session code is pre-filled
    const start = startDialogParts(page);
    await expect(start.table).toBeVisible();
    await expect(start.begin).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
  });

  test('the login dialog is usable by keyboard: the username has the focus, Tab, typing and Enter sign in', async ({
    page,
  }) => {
    await page.goto('/admin');
    const fields = loginFields(loginDialog(page));
    await expect(fields.username).toBeFocused();
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    await expect(fields.password).toBeFocused();
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/admin'));
    await expect(adminHeading(page)).toBeVisible();
  });

  test('Tab reaches Cancel and Submit of the login dialog, and the focus stays inside it', async ({
    page,
  }) => {
    await page.goto('/admin');
    const dialog = loginDialog(page);
    const fields = loginFields(dialog);
    await expect(fields.username).toBeFocused();
    await page.keyboard.type('someone');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret');
    await page.keyboard.press('Tab');
    await expect(fields.cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(fields.submit).toBeFocused();
    // Then the language select beside the dialog (docs/decisions/0011-back-leave-and-language.md),
    // and back into the dialog: the focus is trapped in the modal sign-in.
    await page.keyboard.press('Tab');
    await expect(
      page.getByTestId('sign-in-language').getByRole('combobox', { name: t('fr', 'register.lang') }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('Escape cancels the login dialog, which leads to the root route', async ({ page }) => {
    await page.goto('/admin');
    const dialog = loginDialog(page);
    await expect(loginFields(dialog).username).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    await expect(adminHeading(page)).toHaveCount(0);
  });
});
