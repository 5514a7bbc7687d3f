import { expect, test, type Page } from '@playwright/test';
import { createSession, getPlayer, registerPlayer, sendMessage, uniqueMail } from '../support/api';
import {
  chooseGameLanguage,
  gameHeading,
  loginDialog,
  loginFields,
  readLocalStorage,
  readSessionStorage,
  registerAndEnterGame,
  registrationDialog,
  registrationFields,
  seedRegisteredPlayer,
  startDialogParts,
  t,
  url,
  type Lang,
} from '../support/app';

// Played on a phone: its size, and taps (docs/decisions/0011-back-leave-and-language.md).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LANGUAGE_KEY = 'COULISSES_LANGUAGE';

/** A player of a running session, straight into the game, with the page's history as [blank, game]. */
async function playing(page: Page, lang: Lang = 'fr') {
  const session = await createSession({ status: 'running' });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('phone'), lang });
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await expect(gameHeading(page, lang)).toBeVisible();
  await expect(page.getByTestId('folder-backstage-plan')).toBeVisible();
  return { session, player };
}

const folderHeader = (page: Page, id: string) => page.locator(`#folder-${id}-header`);
const documentDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('document-floor-plan') });
const gameMenu = (page: Page, lang: Lang = 'fr') => page.getByRole('button', { name: t(lang, 'game.menu') });
const leaveDialog = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('dialog', { name: t(lang, 'game.leaveDialog.title') });

async function openFloorPlan(page: Page) {
  await folderHeader(page, 'backstage-plan').tap();
  await page.getByTestId('open-floor-plan').tap();
  await expect(page.getByTestId('document-floor-plan')).toBeVisible();
}

test.describe('Back on a phone', () => {
  test('closes the document, then its image, one at a time, and stays in the game', async ({ page }) => {
    await playing(page);
    await openFloorPlan(page);
    await page.getByTestId('document-floor-plan').locator('.markdown-image-button').first().tap();
    const zoomIn = page.getByRole('button', { name: t('fr', 'game.documents.zoomIn'), exact: true });
    await expect(zoomIn).toBeVisible();

    await page.goBack();
    await expect(zoomIn).toBeHidden();
    await expect(page.getByTestId('document-floor-plan')).toBeVisible();

    await page.goBack();
    await expect(page.getByTestId('document-floor-plan')).toBeHidden();
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();

    // Nothing open: Back does what a browser does, it leaves for the page before.
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('a document closed with its button leaves no step behind in the history', async ({ page }) => {
    await playing(page);
    await openFloorPlan(page);
    await documentDialog(page)
      .getByRole('button', { name: t('fr', 'game.documents.close') })
      .tap();
    await expect(page.getByTestId('document-floor-plan')).toBeHidden();
    // Its entry was taken back: the next Back leaves the game, as it would have before.
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('closes the notepad too, and the game stays', async ({ page }) => {
    await playing(page);
    await page.getByRole('button', { name: t('fr', 'game.notes.open') }).tap();
    const notes = page.getByRole('dialog', { name: t('fr', 'game.notes.title') });
    await expect(notes).toBeVisible();
    await page.goBack();
    await expect(notes).toBeHidden();
    await expect(gameHeading(page)).toBeVisible();
  });
});

test.describe('a tap', () => {
  // Headless Chromium sets :active for a pointer held down, not for a synthetic finger.
  test('tints what it presses while it is held down, and opens the document once it lifts', async ({
    page,
  }) => {
    await playing(page);
    await folderHeader(page, 'backstage-plan').tap();
    const open = page.getByTestId('open-floor-plan');
    await expect(open).toBeVisible();
    const tint = () => open.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(await tint()).toBe('none');

    await open.scrollIntoViewIfNeeded();
    const box = await open.boundingBox();
    if (!box) throw new Error('the document’s button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(tint).toContain('linear-gradient');
    // The tint, not MUI's ripple, which measured and drew itself inside the tap.
    await expect(open.locator('.MuiTouchRipple-root')).toHaveCount(0);

    await page.mouse.up();
    await expect(page.getByTestId('document-floor-plan')).toBeVisible();
    await expect.poll(tint).toBe('none');
  });
});

test.describe('leaving the game', () => {
  test('asks first, says how to come back, and Cancel keeps the game', async ({ page }) => {
    await playing(page);
    await gameMenu(page).tap();
    await page.getByRole('menuitem', { name: t('fr', 'game.leave') }).tap();
    const dialog = leaveDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t('fr', 'game.leaveDialog.body'));
    // The focus is in the dialog, on staying.
    const stay = dialog.getByRole('button', { name: t('fr', 'game.leaveDialog.cancel') });
    await expect(stay).toBeFocused();
    await stay.tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
    expect(await readSessionStorage(page, 'CURENT_PLAYER')).not.toBeNull();
    // And back where it came from.
    await expect(gameMenu(page)).toBeFocused();
  });

  test('Confirm leaves: the stored player and folders are removed, registration opens', async ({ page }) => {
    await playing(page);
    expect(await readSessionStorage(page, 'FOLDERS')).not.toBeNull();
    await gameMenu(page).tap();
    await page.getByRole('menuitem', { name: t('fr', 'game.leave') }).tap();
    await leaveDialog(page)
      .getByRole('button', { name: t('fr', 'game.leaveDialog.confirm') })
      .tap();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    expect(await readSessionStorage(page, 'CURENT_PLAYER')).toBeNull();
    expect(await readSessionStorage(page, 'FOLDERS')).toBeNull();
  });
});

test.describe('the game bar on a 360-pixel phone', () => {
  /** The rows the bar's parts sit on: their tops, a few pixels apart at most within a row. */
  async function barRows(page: Page): Promise<number> {
    const bar = page.getByRole('banner');
    const parts = [
      bar.getByRole('button'),
      bar.getByRole('switch'),
      bar.getByRole('timer'),
      bar.locator('p'),
    ];
    const centres: number[] = [];
    for (const part of parts)
      for (const each of await part.all()) {
        const box = await each.boundingBox();
        if (box && box.height > 0) centres.push(box.y + box.height / 2);
      }
    centres.sort((a, b) => a - b);
    return centres.filter((centre, index) => index === 0 || centre - centres[index - 1]! > 12).length;
  }

  test('keeps two rows in every language, the language in its menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await playing(page, 'gr');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: t('gr', 'game.notes.open') })).toBeVisible();
    expect(await barRows(page)).toBeLessThanOrEqual(2);
    // At most two rows of its height too: a sixth of the screen or less.
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(740 / 6);
    for (const [from, to] of [
      ['gr', 'es'],
      ['es', 'en'],
      ['en', 'fr'],
    ] as const) {
      await chooseGameLanguage(page, from, to);
      await expect(gameHeading(page, to)).toBeVisible();
      expect(await barRows(page), to).toBeLessThanOrEqual(2);
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(740 / 6);
    }
  });
});

test.describe('a message of the game master', () => {
  test('shows under the game bar, does not block a tap on a folder, and waits to be read', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { session, player } = await playing(page);
    const toast = page.getByTestId('message-notice');
    await sendMessage(session.id, { body: 'Look at the floor plan again.', playerId: player.id });
    await expect(toast).toContainText('Look at the floor plan again.');

    // Under the game bar: the clock stays in sight.
    const bar = (await page.getByRole('banner').boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    const viewport = page.viewportSize()!;
    // The folder lowest on screen, tapped where a finger would.
    const headers = page.locator('[id^="folder-"][id$="-header"]');
    let target: { id: string; x: number; y: number } | undefined;
    for (const header of await headers.all()) {
      const box = await header.boundingBox();
      if (box && box.y + box.height / 2 < viewport.height - 8)
        target = {
          id: (await header.getAttribute('id'))!,
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        };
    }
    expect(target).toBeDefined();
    expect(target!.y).toBeGreaterThan(toastBox.y + toastBox.height);
    await page.touchscreen.tap(target!.x, target!.y);
    await expect(page.locator(`#${target!.id}`)).toHaveAttribute('aria-expanded', 'true');

    // Still there after the tap, and still unread: it waits for "Read" or "Got it".
    await expect(toast).toContainText('Look at the floor plan again.');
    const messages = page.getByRole('button', {
      name: t('fr', 'game.messages.openUnread_one', { count: '1' }),
    });
    await expect(messages).toBeVisible();
    await messages.tap();
    const inbox = page.getByRole('dialog', { name: t('fr', 'game.messages.title') });
    await expect(inbox.getByRole('listitem')).toContainText('Look at the floor plan again.');
    await expect(inbox.getByRole('listitem')).toContainText(t('fr', 'game.messages.new'));
  });
});

test.describe('the language of the device', () => {
  test('the admin sign-in has a language select beside its dialog, remembered across a reload', async ({
    page,
  }) => {
    await page.goto('/admin');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    // Beside the dialog, not in it: the dialog keeps the product's fields only (docs/product.md#login-dialog).
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    const select = page
      .getByTestId('sign-in-language')
      .getByRole('combobox', { name: t('fr', 'register.lang') });
    await select.selectOption('en');
    await expect(loginDialog(page, 'en')).toBeVisible();
    expect(await readLocalStorage(page, LANGUAGE_KEY)).toBe('en');

    await page.reload();
    const english = loginDialog(page, 'en');
    await expect(english).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(loginFields(english, 'en').username).toBeVisible();
  });

  test('the player’s language survives leaving the game and joining again', async ({ page }) => {
    const session = await createSession({ status: 'running' });
    const mail = uniqueMail('stays-es');
    await registerAndEnterGame(page, { sessionId: session.id, mail });
    await chooseGameLanguage(page, 'fr', 'es');
    await expect(gameHeading(page, 'es')).toBeVisible();

    await gameMenu(page, 'es').tap();
    await page.getByRole('menuitem', { name: t('es', 'game.leave') }).tap();
    await leaveDialog(page, 'es')
      .getByRole('button', { name: t('es', 'game.leaveDialog.confirm') })
      .tap();
    const dialog = registrationDialog(page, 'es');
    await expect(dialog).toBeVisible();
    await expect(registrationFields(dialog, 'es').lang).toHaveValue('es');

    // A new day, the same phone: still Spanish.
    await page.reload();
    await expect(registrationDialog(page, 'es')).toBeVisible();
    await expect(registrationFields(registrationDialog(page, 'es'), 'es').lang).toHaveValue('es');
    const fields = registrationFields(registrationDialog(page, 'es'), 'es');
    await fields.mail.fill(mail);
    await fields.sessionId.fill(session.id);
    await fields.submit.tap();
    const start = startDialogParts(page, 'es');
    await expect(start.table).toBeVisible();
    await start.begin.tap();
    await expect(gameHeading(page, 'es')).toBeVisible();
    const stored = JSON.parse((await readSessionStorage(page, 'CURENT_PLAYER'))!) as {
      id: string;
      lang: string;
    };
    expect(stored.lang).toBe('es');
    expect((await getPlayer(stored.id)).lang).toBe('es');
  });
});

/** What React and the page said was wrong while loading: a hydration mismatch comes this way. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('is offered English on the first screen, which stays French until it says yes', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/register');
    const suggestion = page.getByTestId('language-suggestion');
    // Written in English, the first screen itself still in French (spec: fr by default).
    await expect(suggestion).toContainText(t('en', 'languageSuggestion.en.question'));
    await expect(suggestion).toHaveAttribute('lang', 'en');
    await expect(registrationDialog(page, 'fr')).toBeVisible();
    await suggestion.getByRole('button', { name: t('en', 'languageSuggestion.en.accept') }).tap();
    const dialog = registrationDialog(page, 'en');
    await expect(dialog).toBeVisible();
    await expect(registrationFields(dialog, 'en').lang).toHaveValue('en');
    await expect(suggestion).toBeHidden();
    expect(await readLocalStorage(page, LANGUAGE_KEY)).toBe('en');

    await page.reload();
    await expect(registrationDialog(page, 'en')).toBeVisible();
    await expect(registrationFields(registrationDialog(page, 'en'), 'en').submit).toBeEnabled();
    await expect(suggestion).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('declining keeps French, and is remembered', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/register');
    const suggestion = page.getByTestId('language-suggestion');
    await suggestion.getByRole('button', { name: t('en', 'languageSuggestion.en.dismiss') }).tap();
    await expect(suggestion).toBeHidden();
    await expect(registrationDialog(page, 'fr')).toBeVisible();
    expect(await readLocalStorage(page, LANGUAGE_KEY)).toBe('fr');
    await page.reload();
    await expect(registrationFields(registrationDialog(page)).submit).toBeEnabled();
    await expect(suggestion).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered nothing', async ({ page }) => {
    await page.goto('/register');
    await expect(registrationFields(registrationDialog(page)).submit).toBeEnabled();
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    expect(await readLocalStorage(page, LANGUAGE_KEY)).toBeNull();
  });
});
