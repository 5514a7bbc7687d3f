import { expect, test } from '@playwright/test';
import { createSession, uniqueMail } from '../support/api';
import {
  fileName,
  gameHeading,
  loginAsAdmin,
  recordRequests,
  registrationDialog,
  registrationFields,
  t,
} from '../support/app';

const isChunk = (prefix: string) => (name: string) => name.startsWith(prefix) && name.endsWith('.js');

/*
 * Where each route leads (the guards, the redirects, the login dialog's answer) is the
 * router's component test's subject (docs/architecture.md, "5. Tests"); here, what only the
 * built app on a real network shows: which code each screen loads, and when.
 */
test.describe('routes', () => {
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
