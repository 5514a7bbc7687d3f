import { expect, test } from '@playwright/test';
import { HTML_LANG, LANGUAGES, registrationDialog, registrationFields, t } from '../support/app';

const isTranslationFile = (lang: string) => (address: string) =>
  new URL(address).pathname === `/assets/i18n/${lang}.json`;

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

  test('the language select offers fr, en, es and gr, each named in its own language', async ({ page }) => {
    await page.goto('/register');
    const select = registrationFields(registrationDialog(page)).lang;
    const options = select.locator('option');
    await expect(options).toHaveCount(4);
    expect(
      await options.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value)),
    ).toEqual(['fr', 'en', 'es', 'gr']);
    await expect(options).toHaveText(LANGUAGES.map((lang) => t('fr', `languages.${lang}`)));
    await expect(select).toHaveValue('fr');
  });

  for (const lang of ['en', 'es', 'gr'] as const) {
    test(`choosing ${lang} switches the interface at once and fetches /assets/i18n/${lang}.json`, async ({
      page,
    }) => {
      await page.goto('/register');
      const fields = registrationFields(registrationDialog(page));
      await expect(fields.mail).toBeVisible();
      const [request] = await Promise.all([
        page.waitForRequest((r) => isTranslationFile(lang)(r.url())),
        fields.lang.selectOption(lang),
      ]);
      const response = await request.response();
      expect(response?.status()).toBe(200);
      expect(request.method()).toBe('GET');
      const dialog = registrationDialog(page, lang);
      await expect(dialog).toBeVisible();
      await expect(registrationDialog(page, 'fr')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      // Every text of the dialog follows, not only its title.
      const translated = registrationFields(dialog, lang);
      await expect(translated.mail).toBeVisible();
      await expect(translated.sessionId).toBeVisible();
      await expect(translated.submit).toBeVisible();
      await expect(translated.lang).toHaveValue(lang);
      await expect(dialog.getByText(t(lang, 'register.lead'))).toBeVisible();
    });
  }

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
