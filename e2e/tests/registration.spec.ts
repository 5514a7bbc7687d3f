import { expect, test } from '@playwright/test';
import { createSession, uniqueMail } from '../support/api';
import { registrationDialog, registrationFields, SCENARIO_TITLE, startDialogParts, t } from '../support/app';

// What only the built page shows: the app taking /register's own page over once the player
// has registered, with the start dialog (docs/decisions/0028-react-renders-what-ships.md).
test.describe('the hand-over from the registration page to the app', () => {
  // Two modals crossing (the registration dialog closing while the start dialog opens)
  // could leave the new one aria-hidden; a slowed CPU makes such a race show.
  test('the start dialog is always exposed to assistive technology (never aria-hidden)', async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 3 });
    const session = await createSession();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await page.goto('/register');
      await page.evaluate(() => sessionStorage.clear());
      const fields = registrationFields(registrationDialog(page));
      await fields.mail.fill(uniqueMail(`a11y-${attempt}`));
      await fields.sessionId.fill(session.id);
      await fields.submit.click();
      await expect(startDialogParts(page).table).toBeVisible({ timeout: 20_000 });
      await expect(registrationDialog(page)).toHaveCount(0);
      const start = page.getByRole('dialog', { name: SCENARIO_TITLE.fr });
      await expect(start).toBeVisible();
      await expect(start.getByRole('button', { name: t('fr', 'start.begin') })).toBeVisible();
      await expect(
        page.locator('[aria-hidden="true"]').filter({ has: page.getByTestId('start-introduction') }),
      ).toHaveCount(0);
    }
  });
});
