import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  expectDialogStays,
  openRegisterHeldBack,
  registrationDialog,
  registrationFields,
  t,
  url,
  type Lang,
} from '../support/app';

// docs/decisions/0028-react-renders-what-ships.md: /register is a page of its own, one form in a
// native modal <dialog>, drawn with React and no MUI; the app comes once the player types.

/** Opens /register in `lang`, as a device that chose it before (the language it remembers). */
async function openIn(page: Page, lang: Lang) {
  await page.addInitScript((chosen) => localStorage.setItem('COULISSES_LANGUAGE', chosen), lang);
  await page.goto('/register');
  const dialog = registrationDialog(page, lang);
  await expect(registrationFields(dialog, lang).submit).toBeEnabled();
  return dialog;
}

const NARROW = { name: 'phone 360 × 740', viewport: { width: 360, height: 740 }, touch: true };
const COMMON = { name: 'phone 390 × 844', viewport: { width: 390, height: 844 }, touch: true };
const DESKTOP = { name: 'desktop 1280 × 720', viewport: { width: 1280, height: 720 }, touch: false };
/**
 * Each language at least once, and each size at least once: the longest words (Greek, Spanish)
 * on the narrowest phone, where a page that fits fits wider too; Greek on the desktop as well,
 * whose layout is a desktop's, not a phone's.
 */
const SIZES = [
  { ...NARROW, langs: ['gr', 'es'] },
  { ...COMMON, langs: ['en'] },
  { ...DESKTOP, langs: ['fr', 'gr'] },
] as const;
/**
 * The French page on the desktop is the one the accessibility suite's desktop run checks with
 * axe, before and after its errors: here, its layout alone.
 */
const axeHere = (size: (typeof SIZES)[number], lang: Lang) => !(size.name === DESKTOP.name && lang === 'fr');

test.describe('the registration page at every size, in every language', () => {
  for (const size of SIZES) {
    for (const lang of size.langs) {
      const axe = axeHere(size, lang);
      test(`fits the screen${axe ? ' and passes axe' : ''} (${size.name}, ${lang})`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: size.viewport,
          isMobile: size.touch,
          hasTouch: size.touch,
          locale: 'fr-FR',
        });
        const page = await context.newPage();
        const dialog = await openIn(page, lang);
        const fields = registrationFields(dialog, lang);
        await expect(fields.submit).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.viewport.width,
        );
        // The game master's link and the submit button, both whole inside the dialog, apart.
        const box = (await dialog.boundingBox())!;
        const link = (await dialog
          .getByRole('link', { name: t(lang, 'register.gameMaster') })
          .boundingBox())!;
        const submit = (await fields.submit.boundingBox())!;
        for (const part of [link, submit]) {
          expect(part.x).toBeGreaterThanOrEqual(box.x);
          expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width);
        }
        expect(link.x + link.width <= submit.x || link.y + link.height <= submit.y).toBe(true);
        if (axe) await expectNoSeriousViolations(page, `registration page, ${size.name}, ${lang}`);
        await fields.submit.click();
        await expect(dialog.getByText(t(lang, 'register.errors.mailRequired'))).toBeVisible();
        if (axe)
          await expectNoSeriousViolations(page, `registration page with errors, ${size.name}, ${lang}`);
        await context.close();
      });
    }
  }
});

test.describe('the registration dialog, a native modal', () => {
  test('keeps the keyboard out of the page behind it, and neither Escape nor a click outside closes it', async ({
    page,
  }) => {
    const dialog = await openIn(page, 'fr');
    // Open, modal, at the first key.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('dialog')!.matches(':modal'))).toBe(true);
    // The page behind is inert: past the dialog's last control the focus leaves for the
    // browser's own controls (the document's body here), never for an element behind.
    const focusBehind = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return (
          active !== null && active !== document.body && !document.querySelector('dialog')!.contains(active)
        );
      });
    const reached = new Set<string>();
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusBehind()).toBe(false);
      reached.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
    }
    expect([...reached]).toEqual(expect.arrayContaining(['lang', 'mail', 'sessionId']));
    // Twice: a browser lets the second Escape through a refused one unless the page stops it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('dialog')!.matches(':modal'))).toBe(true);
    // The corner of the backdrop is outside the dialog: a click there leaves it open and modal.
    const box = (await dialog.boundingBox())!;
    expect(box.x > 5 && box.y > 5).toBe(true);
    await expectDialogStays(dialog, () => page.mouse.click(5, 5));
    expect(await page.evaluate(() => document.querySelector('dialog')!.matches(':modal'))).toBe(true);
    await expect(page).toHaveURL(url('/register'));
  });

  test('a field tapped before the app runs keeps the focus as the dialog turns modal, with no error while typing', async ({
    page,
  }) => {
    // The page's script held back (a slow phone's network) until the player has tapped the field.
    const release = await openRegisterHeldBack(page);
    const fields = registrationFields(registrationDialog(page));
    await fields.mail.click();
    release();
    await expect(fields.submit).toBeEnabled();
    await page.keyboard.type('ann@exa');
    expect(await page.evaluate(() => document.querySelector('dialog')!.matches(':modal'))).toBe(true);
    await expect(fields.mail).toBeFocused();
    await expect(fields.mail).toHaveValue('ann@exa');
    await expect(fields.mail).toHaveAttribute('aria-invalid', 'false');
  });

  test('loads none of the app before the player types, and fetches it once they do', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const dialog = await openIn(page, 'fr');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((src) => /\/assets\/register-[\w-]+\.js$/.test(src))).toBe(true);
    expect(scripts.filter((src) => /\/assets\/index-[\w-]+\.js$/.test(src))).toEqual([]);
    const app = page.waitForRequest(/\/assets\/mount-app-[\w-]+\.js$/);
    await registrationFields(dialog).mail.click();
    await app;
  });
});
