import { expect, test } from '@playwright/test';
import { LANGUAGES, registrationDialog, t } from '../support/app';

const isTranslationFile = (lang: string) => (address: string) =>
  new URL(address).pathname === `/assets/i18n/${lang}.json`;

/*
 * The language select and switching the interface at once are the registration dialog's
 * component tests' subject, against the translation files served by the mock API
 * (docs/architecture.md, "5. Tests"); here, the built app's files over real HTTP.
 */
test.describe('languages', () => {
  test('the interface starts in French, loaded from /assets/i18n/fr.json', async ({ page }) => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => isTranslationFile('fr')(r.url())),
      page.goto('/register'),
    ]);
    expect(response.status()).toBe(200);
    expect(await response.json()).toHaveProperty('register.title', t('fr', 'register.title'));
    await expect(registrationDialog(page, 'fr')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the translation files are served for the four languages, and no other', async ({ request }) => {
    for (const lang of LANGUAGES) {
      const response = await request.get(`/assets/i18n/${lang}.json`);
      expect(response.status(), lang).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(((await response.json()) as { register: { title: string } }).register.title).toBe(
        t(lang, 'register.title'),
      );
    }
    expect((await request.get('/assets/i18n/de.json')).status()).toBe(404);
  });
});
