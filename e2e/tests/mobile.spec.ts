import { expect, test } from '@playwright/test';
import { createSession, listPlayers, uniqueMail } from '../support/api';
import { registerAndEnterGame } from '../support/app';
import {
  gameHeading,
  registrationDialog,
  registrationFields,
  startDialogParts,
  t,
  url,
} from '../support/app';

// The config runs this file in the phone project (Pixel 7) only.
test.describe('on a phone', () => {
  test('the registration dialog fits the screen: its submit button is visible without horizontal scrolling', async ({
    page,
  }) => {
    await page.goto('/register');
    const viewport = page.viewportSize()!;
    expect(viewport.width).toBeLessThan(500);
    const dialog = registrationDialog(page);
    const fields = registrationFields(dialog);
    await expect(fields.submit).toBeInViewport({ ratio: 1 });
    const box = (await fields.submit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('registration, start dialog and game work end to end with taps', async ({ page }) => {
    const session = await createSession();
    const mail = uniqueMail('phone');
    await page.goto('/register');
    const fields = registrationFields(registrationDialog(page));
    await fields.mail.tap();
    await fields.mail.fill(mail);
    await fields.sessionId.tap();
    await fields.sessionId.fill(session.id);
    await fields.submit.tap();

    const start = startDialogParts(page);
    await expect(start.table).toBeVisible();
    await expect(start.logo).toBeVisible();
    await start.begin.scrollIntoViewIfNeeded();
    await expect(start.begin).toBeInViewport();
    await start.begin.tap();

    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
    await expect(page.getByText(t('fr', 'game.welcome'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('fr', 'game.menu') })).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect((await listPlayers(session.id)).map((player) => player.mail)).toEqual([mail]);
  });

  test('a code typed with the phone set to Greek joins: its keys read as the Latin letters they carry', async ({
    page,
  }) => {
    // docs/product.md#join-codes. The Greek keyboard's letter on each Latin key (ELOT 928).
    const GREEK_KEYS: Record<string, string> = {
      ...{ Q: ';', W: 'ς', E: 'ε', R: 'ρ', T: 'τ', Y: 'υ', U: 'θ', P: 'π' },
      ...{ A: 'α', S: 'σ', D: 'δ', F: 'φ', G: 'γ', H: 'η', J: 'ξ', K: 'κ' },
      ...{ Z: 'ζ', X: 'χ', C: 'ψ', V: 'ω', B: 'β', N: 'ν', M: 'μ' },
    };
    // Codes are drawn at random: one with a letter whose Greek key looks like no Latin letter.
    let session = await createSession();
    while (![...session.id].some((letter) => 'QWRUPSDFGJCV'.includes(letter)))
      session = await createSession();
    const keys = [...session.id].map((letter) => GREEK_KEYS[letter] ?? letter).join('');
    // Half in capitals, as Shift types them (ς, on the W key, has none of its own).
    const capitals = [...keys.slice(0, 3)].map((key) => (key === 'ς' ? key : key.toUpperCase()));
    const typed = `${capitals.join('')}-${keys.slice(3)}`;

    const mail = uniqueMail('greek-keys');
    await page.goto('/register');
    const fields = registrationFields(registrationDialog(page));
    await fields.mail.tap();
    await fields.mail.fill(mail);
    await fields.sessionId.tap();
    await fields.sessionId.fill(typed);
    await fields.submit.tap();
    const start = startDialogParts(page);
    await expect(start.table).toBeVisible();
    await start.begin.tap();
    await expect(gameHeading(page)).toBeVisible();
    // The game names the session by its code, in Latin letters.
    await expect(
      page.getByText(
        t('fr', 'game.sessionCode', { code: `${session.id.slice(0, 3)}-${session.id.slice(3)}` }),
      ),
    ).toBeVisible();
    expect((await listPlayers(session.id)).map((player) => player.mail)).toEqual([mail]);
  });

  test('in English too, the phone flow reaches the game', async ({ page }) => {
    const session = await createSession();
    await page.goto('/register');
    await registrationFields(registrationDialog(page)).lang.selectOption('en');
    const fields = registrationFields(registrationDialog(page, 'en'), 'en');
    await fields.mail.fill(uniqueMail('phone-en'));
    await fields.sessionId.fill(session.id);
    await expect(fields.submit).toBeInViewport({ ratio: 1 });
    await fields.submit.tap();
    const start = startDialogParts(page, 'en');
    await expect(start.table).toBeVisible();
    await start.begin.tap();
    await expect(gameHeading(page, 'en')).toBeVisible();
  });

  test('a document opens full screen, its table scrolls inside it, its image zooms, and a lock opens with taps', async ({
    page,
  }) => {
    const session = await createSession({ status: 'running' });
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('phone-play'), lang: 'gr' });
    const viewport = page.viewportSize()!;
    await page.getByTestId('folder-backstage-plan').getByRole('button').first().tap();
    await page.getByTestId('open-floor-plan').tap();
    const documentBox = (await page.getByRole('dialog').boundingBox())!;
    expect(documentBox.width).toBe(viewport.width);
    await expect(page.getByTestId('document-floor-plan').locator('table').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.getByTestId('document-floor-plan').locator('.markdown-image-button').first().tap();
    const zoomIn = page.getByRole('button', { name: t('gr', 'game.documents.zoomIn') });
    await zoomIn.tap();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: t('gr', 'game.documents.close') })
      .tap();
    await page.getByRole('button', { name: t('gr', 'game.documents.close') }).tap();

    await page.getByTestId('folder-security-office').getByRole('button').first().tap();
    const lock = page.getByTestId('lock-security-computer');
    await lock.getByTestId('answer-security-computer').fill('1887');
    await lock.getByRole('button', { name: t('gr', 'game.lock.submit') }).tap();
    await expect(page.getByTestId('folder-security-office')).toHaveAttribute('data-status', 'open');
    await expect(page.getByTestId('time-left')).toBeInViewport();
  });
});
