import { expect, test } from '@playwright/test';
import { createSession, uniqueMail } from '../support/api';
import {
  adminHeading,
  fileName,
  gameHeading,
  loginAsAdmin,
  loginDialog,
  loginFields,
  recordRequests,
  seedPlayerInNewSession,
  registrationDialog,
  registrationFields,
  t,
  url,
} from '../support/app';

const isChunk = (prefix: string) => (name: string) => name.startsWith(prefix) && name.endsWith('.js');

test.describe('routes', () => {
  test('the root route sends an unregistered visitor to /register, which is open to anyone', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    await expect(gameHeading(page)).toHaveCount(0);
    await page.goto('/register');
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
  });

  test('the root route shows the game to a registered player', async ({ page }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    await page.goto('/');
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
    await expect(registrationDialog(page)).toHaveCount(0);
  });

  test('any other path goes to the root route, hence to /register when unregistered', async ({ page }) => {
    for (const path of ['/nowhere/deep', '/nowhere', '/admin-nope/x?y=1']) {
      await page.goto(path);
      await expect(page).toHaveURL(url('/register'));
      await expect(registrationDialog(page)).toBeVisible();
    }
  });

  test('any other path goes to the root route, the game, when registered', async ({ page }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    await page.goto('/nowhere/deep');
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
  });

  test('/admin when not logged in opens the login dialog instead of the admin area', async ({ page }) => {
    await page.goto('/admin');
    await expect(loginDialog(page)).toBeVisible();
    await expect(adminHeading(page)).toHaveCount(0);
  });

  test('cancelling the login dialog goes to the root route, hence to /register when unregistered', async ({
    page,
  }) => {
    await page.goto('/admin');
    await loginFields(loginDialog(page)).cancel.click();
    await expect(loginDialog(page)).toBeHidden();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    await expect(adminHeading(page)).toHaveCount(0);
  });

  test('cancelling the login dialog goes to the root route: a registered player lands in the game', async ({
    page,
  }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    await page.goto('/admin');
    await loginFields(loginDialog(page)).cancel.click();
    await expect(page).toHaveURL(url('/'));
    await expect(gameHeading(page)).toBeVisible();
  });

  test('the game-master link of the registration dialog leads to the login dialog, in English too', async ({
    page,
  }) => {
    await page.goto('/register');
    await registrationFields(registrationDialog(page)).lang.selectOption('en');
    await registrationDialog(page, 'en')
      .getByRole('link', { name: t('en', 'register.gameMaster') })
      .click();
    const dialog = loginDialog(page, 'en');
    await expect(dialog).toBeVisible();
    await loginFields(dialog, 'en').cancel.click();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page, 'en')).toBeVisible();
  });

  test('the registration screen loads neither the app, nor its admin or game chunk', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/register');
    await expect(registrationDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = requests.map(fileName).filter((name) => name.endsWith('.js'));
    // The listener does see the page's own scripts…
    expect(scripts.some(isChunk('register-'))).toBe(true);
    // …and none of the app, nor of the areas it loads on demand.
    expect(scripts.filter(isChunk('index-'))).toEqual([]);
    expect(scripts.filter(isChunk('admin-'))).toEqual([]);
    expect(scripts.filter(isChunk('game-'))).toEqual([]);
  });

  test('the admin chunk is loaded on demand, once the admin area is opened after login', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/register');
    await expect(registrationDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.map(fileName).filter(isChunk('admin-'))).toEqual([]);
    await loginAsAdmin(page);
    // The admin area comes in chunks of its own (its frame, then each page), only now.
    expect(requests.map(fileName).filter(isChunk('admin-')).length).toBeGreaterThanOrEqual(1);
    expect(requests.map(fileName).filter(isChunk('game-'))).toEqual([]);
  });

  test('the game chunk is loaded on demand, when a registered player reaches the root route', async ({
    page,
  }) => {
    const session = await createSession();
    const requests = recordRequests(page);
    await page.goto('/register');
    await expect(registrationDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.map(fileName).filter(isChunk('game-'))).toEqual([]);
    const dialog = registrationDialog(page);
    await registrationFields(dialog).mail.fill(uniqueMail());
    await registrationFields(dialog).sessionId.fill(session.id);
    await registrationFields(dialog).submit.click();
    await page.getByRole('button', { name: t('fr', 'start.begin') }).click();
    await expect(gameHeading(page)).toBeVisible();
    expect(requests.map(fileName).filter(isChunk('game-'))).toHaveLength(1);
    expect(requests.map(fileName).filter(isChunk('admin-'))).toEqual([]);
  });
});
