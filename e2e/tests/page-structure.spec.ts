import { expect, test, type Page } from '@playwright/test';
import { createSession, registerPlayer, uniqueMail } from '../support/api';
import {
  chooseGameLanguage,
  gameHeading,
  loginAsAdmin,
  loginDialog,
  registrationDialog,
  registrationFields,
  SCENARIO_TITLE,
  seedRegisteredPlayer,
  startDialogParts,
  t,
  type Lang,
} from '../support/app';

/**
 * What every screen has (docs/decisions/0012-accessibility-baseline.md): a title of its
 * own in the page's language, a skip link that is the keyboard's first stop and takes the
 * focus to the main content, and exactly one h1.
 */

const uniqueName = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const h1 = (page: Page) => page.locator('h1');

/** From the top of the page: Tab shows the skip link; Enter moves the focus to the main content. */
async function expectSkipLink(page: Page, lang: Lang = 'fr') {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: t(lang, 'common.skipToContent') });
  await expect(link).toBeFocused();
  // Shown once focused: inside the window, not pushed off it. (Asked for less motion, as the
  // tests are, every style change takes one frame: the link comes down in the next.)
  await expect.poll(async () => (await link.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((await link.boundingBox())!.width).toBeGreaterThan(50);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
}

test.describe('titles, skip link and one h1 on every screen', () => {
  test('/register: its title (prerendered too), the skip link inside the form, the form’s title as h1; then the start dialog', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/register')).text();
    expect(html).toContain(`<title>${t('fr', 'register.title')} — ${t('fr', 'app.name')}</title>`);

    const session = await createSession({ status: 'running' });
    await page.goto('/register');
    const dialog = registrationDialog(page);
    const fields = registrationFields(dialog);
    await expect(fields.submit).toBeEnabled();
    await expect(page).toHaveTitle(`${t('fr', 'register.title')} — ${t('fr', 'app.name')}`);
    await expect(h1(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: t('fr', 'register.title') })).toBeVisible();
    await expectSkipLink(page);
    await page.keyboard.press('Tab');
    await expect(fields.lang).toBeFocused();

    await fields.lang.selectOption('en');
    await expect(page).toHaveTitle(`${t('en', 'register.title')} — ${t('en', 'app.name')}`);
    const en = registrationFields(registrationDialog(page, 'en'), 'en');
    await en.mail.fill(uniqueMail('structure'));
    await en.sessionId.fill(session.id);
    await en.submit.click();
    await expect(startDialogParts(page, 'en').table).toBeVisible();
    await expect(h1(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: SCENARIO_TITLE.en })).toBeVisible();
  });

  test('the game: its title names the case and follows the language, the skip link, one h1', async ({
    page,
  }) => {
    const session = await createSession({ status: 'running' });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('structure') });
    await seedRegisteredPlayer(page, player);
    await page.goto('/');
    await expect(gameHeading(page)).toBeVisible();
    const title = (lang: Lang) =>
      `${t(lang, 'game.folders')} — ${SCENARIO_TITLE[lang]} — ${t(lang, 'app.name')}`;
    await expect(page).toHaveTitle(title('fr'));
    await expect(h1(page)).toHaveCount(1);
    await expectSkipLink(page);

    await chooseGameLanguage(page, 'fr', 'gr');
    await expect(gameHeading(page, 'gr')).toBeVisible();
    await expect(page).toHaveTitle(title('gr'));
    await expect(h1(page)).toHaveCount(1);
  });

  test('the admin area: a title per page that follows the language, the skip link, one h1 each', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('Structure') });
    await page.goto('/admin');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveTitle(`${t('fr', 'login.title')} — ${t('fr', 'app.name')}`);
    await loginAsAdmin(page);
    const admin = (lang: Lang, page: string) => `${page} — ${t(lang, 'admin.title')}`;
    await expect(page).toHaveTitle(admin('fr', t('fr', 'admin.sessions.title')));
    await expect(h1(page)).toHaveCount(1);
    await expectSkipLink(page);

    const nav = page.getByRole('navigation', { name: t('fr', 'admin.nav.label') });
    await nav.getByRole('link', { name: t('fr', 'admin.nav.scenarios') }).click();
    await expect(page).toHaveTitle(admin('fr', t('fr', 'admin.scenarios.title')));
    await expect(h1(page)).toHaveCount(1);

    await nav.getByRole('link', { name: t('fr', 'admin.nav.account') }).click();
    await expect(page).toHaveTitle(admin('fr', t('fr', 'account.title')));
    await expect(h1(page)).toHaveCount(1);
    await page.getByLabel(t('fr', 'register.lang')).selectOption('es');
    await expect(page).toHaveTitle(admin('es', t('es', 'account.title')));
    await page.getByLabel(t('es', 'register.lang')).selectOption('fr');

    await page.goto(`/admin/sessions/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: session.name })).toBeVisible();
    await expect(page).toHaveTitle(admin('fr', session.name));
    await expect(h1(page)).toHaveCount(1);
    await expectSkipLink(page);

    await page.goto(`/admin/sessions/${session.id}/join`);
    await expect(page.getByTestId('join-code')).toBeVisible();
    await expect(page).toHaveTitle(admin('fr', t('fr', 'admin.join.pageTitle', { name: session.name })));
    await expect(h1(page)).toHaveCount(1);
    await expectSkipLink(page);
  });
});
