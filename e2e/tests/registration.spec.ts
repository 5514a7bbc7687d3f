import { expect, test } from '@playwright/test';
import { createSession, listPlayers, uniqueMail } from '../support/api';
import {
  afterTwoFrames,
  expectDialogStays,
  exposeApiBodies,
  gameHeading,
  introductionEmphasis,
  isPlayersPost,
  recordRequests,
  register,
  registrationDialog,
  registrationFields,
  SCENARIO_TITLE,
  startDialog,
  startDialogParts,
  t,
  url,
  type Lang,
} from '../support/app';

test.describe('registration form dialog', () => {
  test('has a language select, an e-mail input, a session id input and a submit button, with their names', async ({
    page,
  }) => {
    await page.goto('/register');
    const dialog = registrationDialog(page);
    const fields = registrationFields(dialog);
    await expect(fields.lang).toHaveAttribute('name', 'lang');
    await expect(fields.lang).toHaveValue('fr');
    await expect(fields.mail).toHaveAttribute('name', 'mail');
    await expect(fields.mail).toHaveAttribute('type', 'email');
    await expect(fields.mail).toHaveValue('');
    await expect(fields.sessionId).toHaveAttribute('name', 'sessionId');
    await expect(fields.sessionId).toHaveValue('');
    await expect(fields.submit).toBeEnabled();
    await expect(fields.submit).toHaveAttribute('type', 'submit');
  });

  test('cannot be dismissed by clicking outside it nor by Escape', async ({ page }) => {
    await page.goto('/register');
    const dialog = registrationDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    // The corner of the backdrop is outside the dialog.
    expect(box && box.x > 5 && box.y > 5).toBe(true);
    await expectDialogStays(dialog, () => page.mouse.click(5, 5));
    await registrationFields(dialog).mail.click();
    await expectDialogStays(dialog, () => page.keyboard.press('Escape'));
    await expect(page).toHaveURL(url('/register'));
  });

  test('an invalid e-mail shows the English field error in English', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/register');
    await registrationFields(registrationDialog(page)).lang.selectOption('en');
    const dialog = registrationDialog(page, 'en');
    const fields = registrationFields(dialog, 'en');
    await fields.mail.fill('still@not@valid');
    await fields.sessionId.fill('ABCDEF');
    await fields.submit.click();
    await expect(dialog.getByText(t('en', 'register.errors.mailInvalid'))).toBeVisible();
    await expect(dialog.getByText(t('fr', 'register.errors.mailInvalid'))).toHaveCount(0);
    await afterTwoFrames(page);
    expect(requests.filter(isPlayersPost)).toEqual([]);
  });

  test('the join link /register?session=CODE pre-fills the session code', async ({ page }) => {
    const session = await createSession();
    await page.goto(`/register?session=${session.id}`);
    const fields = registrationFields(registrationDialog(page));
    await expect(fields.sessionId).toHaveValue(session.id);
    await expect(fields.mail).toHaveValue('');
    // The pre-filled code is enough to register.
    await fields.mail.fill(uniqueMail('joinlink'));
    await fields.submit.click();
    await expect(startDialog(page)).toBeVisible();
  });
});

test.describe('registration flow', () => {
  test('submitting sends {lang, mail, sessionId} to POST /v1/players, with French by default', async ({
    page,
  }) => {
    const session = await createSession();
    const mail = uniqueMail();
    await exposeApiBodies(page);
    await page.goto('/register');
    const fields = registrationFields(registrationDialog(page));
    await fields.mail.fill(mail);
    await fields.sessionId.fill(session.id);
    const [request] = await Promise.all([page.waitForRequest(isPlayersPost), fields.submit.click()]);
    expect(request.postDataJSON()).toEqual({ lang: 'fr', mail, sessionId: session.id });
    const response = await request.response();
    expect(response?.status()).toBe(201);
    await expect(startDialog(page)).toBeVisible();
    const players = await listPlayers(session.id);
    expect(players.map((player) => [player.mail, player.lang])).toEqual([[mail, 'fr']]);
  });

  for (const lang of ['en', 'es', 'gr'] as const) {
    test(`the language chosen in the dialog (${lang}) is the one sent and stored`, async ({ page }) => {
      const session = await createSession();
      const mail = uniqueMail(lang);
      await exposeApiBodies(page);
      await page.goto('/register');
      await registrationFields(registrationDialog(page)).lang.selectOption(lang);
      const fields = registrationFields(registrationDialog(page, lang), lang);
      await fields.mail.fill(mail);
      await fields.sessionId.fill(session.id);
      const [request] = await Promise.all([page.waitForRequest(isPlayersPost), fields.submit.click()]);
      expect(request.postDataJSON()).toEqual({ lang, mail, sessionId: session.id });
      await expect(startDialog(page, lang)).toBeVisible();
      expect((await listPlayers(session.id))[0]?.lang).toBe(lang);
    });
  }

  const startCases: Lang[] = ['fr', 'en'];
  for (const lang of startCases) {
    test(`after submit the start dialog shows the logo, the markdown introduction and one button (${lang})`, async ({
      page,
    }) => {
      const session = await createSession();
      await page.goto('/register');
      await register(page, { sessionId: session.id, mail: uniqueMail(), lang });
      const start = startDialogParts(page, lang);
      await expect(registrationDialog(page, lang)).toHaveCount(0);
      await expect(start.dialog).toBeVisible();
      await expect(start.logo).toBeVisible();
      await expect(start.title).toBeVisible();
      // GitHub-flavoured markdown: a real table, with its header cells.
      await expect(start.table).toBeVisible();
      expect(await start.columnHeaders.count()).toBeGreaterThan(1);
      // Sanitisation off: the raw <em> of the text is rendered as an element.
      await expect(start.dialog.locator('em').filter({ hasText: introductionEmphasis(lang) })).toHaveCount(1);
      await expect(start.dialog.getByText('<em>')).toHaveCount(0);
      await expect(start.dialog.locator('strong').first()).toBeVisible();
      // Exactly one button, the primary one.
      await expect(start.buttons).toHaveCount(1);
      await expect(start.buttons).toHaveText(t(lang, 'start.begin'));
    });
  }

  test('the start dialog button leads to the root route and the game', async ({ page }) => {
    const session = await createSession();
    const mail = uniqueMail();
    await page.goto('/register');
    await register(page, { sessionId: session.id, mail });
    const start = startDialogParts(page);
    await start.begin.click();
    await expect(start.dialog).toBeHidden();
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
    await expect(page.getByText(t('fr', 'game.welcome'))).toBeVisible();
  });

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
