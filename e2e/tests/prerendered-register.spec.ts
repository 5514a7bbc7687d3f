import { expect, test, type Page } from '@playwright/test';
import { createSession, listPlayers, uniqueMail } from '../support/api';
import { openRegisterHeldBack, registrationDialog, registrationFields, startDialog, t } from '../support/app';

/** What React and the page said was wrong while loading: hydration mismatches come this way. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

// docs/product.md#performance-budgets: /register arrives as HTML rendered at build time (apps/web/src/register/prerender.tsx),
// and React hydrates it rather than drawing it again.
test.describe('the prerendered registration page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the registration form, labelled, in French', async ({ page }) => {
      await page.goto('/register');
      const dialog = registrationDialog(page);
      await expect(dialog).toBeVisible();
      const fields = registrationFields(dialog);
      await expect(fields.lang).toHaveValue('fr');
      await expect(fields.mail).toBeVisible();
      await expect(fields.sessionId).toBeVisible();
      // A native submit would put the e-mail in the URL: sending waits for the app.
      await expect(fields.submit).toBeDisabled();
      await expect(dialog).toContainText(t('fr', 'register.sessionIdHint'));
    });

    test('is sent for /register only: another path gets the empty shell', async ({ page }) => {
      await page.goto('/somewhere-else');
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

  test('hydrates without an error, and registers a player', async ({ page }) => {
    const errors = collectErrors(page);
    const session = await createSession();
    const mail = uniqueMail('hydrated');
    await page.goto('/register');
    const fields = registrationFields(registrationDialog(page));
    await fields.mail.fill(mail);
    await fields.sessionId.fill(session.id);
    await fields.submit.click();
    await expect(startDialog(page)).toBeVisible();
    expect((await listPlayers(session.id)).map((player) => player.mail)).toEqual([mail]);
    expect(errors).toEqual([]);
  });

  test('takes the join link’s code once hydrated, with the label out of its way', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/register?session=ABC-D23');
    const fields = registrationFields(registrationDialog(page));
    await expect(fields.sessionId).toHaveValue('ABC-D23');
    // The label stands above the field, clear of the code.
    const label = (await page
      .locator(`label[for="${await fields.sessionId.getAttribute('id')}"]`)
      .boundingBox())!;
    const field = (await fields.sessionId.boundingBox())!;
    expect(label.y + label.height).toBeLessThanOrEqual(field.y);
    expect(errors).toEqual([]);
  });

  test('is drawn anew in a returning player’s language', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() =>
      localStorage.setItem(
        'COULISSES_LAST_PLAYER',
        JSON.stringify({ id: 'x', sessionId: 'ABCDEF', lang: 'en' }),
      ),
    );
    await page.goto('/register');
    await expect(registrationDialog(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });
});

test('a language picked before the app runs is taken up once it does', async ({ page }) => {
  // The app's script held back (a slow phone's network) until the player has chosen.
  const release = await openRegisterHeldBack(page);
  const fields = registrationFields(registrationDialog(page));
  await fields.lang.selectOption('es');
  release();
  await expect(registrationDialog(page, 'es')).toBeVisible();
  await expect(registrationFields(registrationDialog(page, 'es'), 'es').lang).toHaveValue('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

// docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md: until the web fonts arrive
// the text is set in local fonts sized like them, so that their arrival moves nothing.
test('the form takes the same room before the web fonts arrive as after', async ({ browser }) => {
  /** Where the form's parts are on a phone's screen, with or without the web fonts. */
  const layout = async (webFonts: boolean) => {
    // No service worker: the fonts it fetches would bypass the route that holds them back.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    if (!webFonts) await page.route(/\.woff2?$/, (route) => route.abort());
    await page.goto('/register');
    const dialog = registrationDialog(page);
    await expect(dialog).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const fields = registrationFields(dialog);
    const usesWebFont = await page.evaluate(() =>
      Array.from(document.fonts as unknown as Iterable<FontFace>).some(
        (face) => face.family.replace(/["']/g, '') === 'Source Sans 3' && face.status === 'loaded',
      ),
    );
    const boxes = await Promise.all(
      [dialog, fields.lang, fields.mail, fields.sessionId, fields.submit].map(async (part) => {
        const box = (await part.boundingBox())!;
        return { left: box.x, top: box.y, width: box.width, height: box.height };
      }),
    );
    await page.close();
    return { usesWebFont, boxes };
  };
  const withFonts = await layout(true);
  const without = await layout(false);
  expect(withFonts.usesWebFont).toBe(true);
  expect(without.usesWebFont).toBe(false);
  without.boxes.forEach((box, part) => {
    for (const side of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(box[side] - withFonts.boxes[part]![side])).toBeLessThanOrEqual(2);
    }
  });
});
