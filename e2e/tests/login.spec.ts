import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { adminHeading, exposeApiBodies, loginDialog, loginFields, url } from '../support/app';

// The dialog's form, its refusals and the way out are the auth feature's component tests'
// (docs/architecture.md, "5. Tests"); here, the built app signs in against the real server.
test.describe('login dialog', () => {
  test('correct credentials lead to /admin and the admin area; login sends username and password', async ({
    page,
  }) => {
    await exposeApiBodies(page);
    await page.goto('/admin');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    const login = loginFields(dialog);
    await login.username.fill(ADMIN.username);
    await login.password.fill(ADMIN.password);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/login'),
      login.submit.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ username: ADMIN.username, password: ADMIN.password });
    expect((await request.response())?.status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(url('/admin'));
    await expect(adminHeading(page)).toBeVisible();
  });
});
