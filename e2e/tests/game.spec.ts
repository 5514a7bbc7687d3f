import { expect, test, type Page } from '@playwright/test';
import { getPlayer, uniqueMail } from '../support/api';
import {
  chooseGameLanguage,
  gameHeading,
  HTML_LANG,
  readSessionStorage,
  seedPlayerInNewSession,
  t,
} from '../support/app';

const currentPlayer = async (page: Page) =>
  JSON.parse((await readSessionStorage(page, 'CURENT_PLAYER'))!) as {
    id: string;
    lang: string;
    sessionId: string;
  };

const chooseLanguage = chooseGameLanguage;

test.describe('the game area (root route)', () => {
  test('shows the player, the session code, the empty folders and a way out', async ({ page }) => {
    const mail = uniqueMail();
    const player = await seedPlayerInNewSession(page, { mail });
    // On entering, the game reads the player's own record: GET /v1/players/{id}.
    const [own] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/v1/players/${player.id}`,
      ),
      page.goto('/'),
    ]);
    expect(own.status()).toBe(200);
    expect(await own.json()).toMatchObject({ id: player.id, sessionId: player.sessionId, mail, lang: 'fr' });
    const code = `${player.sessionId.slice(0, 3)}-${player.sessionId.slice(3)}`;
    await expect(page.getByText(t('fr', 'game.welcome'))).toBeVisible();
    await expect(page.getByText(t('fr', 'game.sessionCode', { code }))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('fr', 'game.folders') })).toBeVisible();
    await expect(page.getByText(t('fr', 'game.noFolders'))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: t('fr', 'app.name') })).toBeVisible();
    // The welcome greets without the e-mail; the way out is in the game menu.
    await expect(page.getByText(mail)).toHaveCount(0);
    await page.getByRole('button', { name: t('fr', 'game.menu') }).click();
    await expect(page.getByRole('menuitem', { name: t('fr', 'game.leave') })).toBeVisible();
  });

  for (const lang of ['en', 'gr'] as const) {
    test(`the top bar language select switches the interface to ${lang} and the server stores it`, async ({
      page,
    }) => {
      const { id } = await seedPlayerInNewSession(page, { mail: uniqueMail(`game-${lang}`) });
      await page.goto('/');
      await expect(gameHeading(page)).toBeVisible();
      expect((await getPlayer(id)).lang).toBe('fr');

      await chooseLanguage(page, 'fr', lang);
      await expect(gameHeading(page, lang)).toBeVisible();
      await expect(gameHeading(page, 'fr')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t(lang, 'game.menu') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);

      // Stored: the server's record and the current player both say so.
      expect((await getPlayer(id)).lang).toBe(lang);
      expect((await currentPlayer(page)).lang).toBe(lang);
    });
  }

  test('the stored language is the interface language after a reload', async ({ page }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    await page.goto('/');
    await chooseLanguage(page, 'fr', 'en');
    await page.reload();
    await expect(gameHeading(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'en', 'es');
    await expect(gameHeading(page, 'es')).toBeVisible();
    expect((await getPlayer((await currentPlayer(page)).id)).lang).toBe('es');
  });
});
