import { expect, test } from '@playwright/test';
import { registrationDialog, url } from '../support/app';

interface RegistrationInfo {
  scope: string;
  scriptURL: string | undefined;
}

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the built app registers /sw.js with the default scope once it is stable', async ({ page }) => {
    await page.goto('/register');
    await expect(registrationDialog(page)).toBeVisible();
    // The app registers when stable (loaded and idle), at the latest 30 s after start.
    await expect
      .poll(
        () =>
          page.evaluate(async (): Promise<RegistrationInfo | null> => {
            const registration = await navigator.serviceWorker.getRegistration();
            if (!registration) return null;
            const worker = registration.active ?? registration.waiting ?? registration.installing;
            return { scope: registration.scope, scriptURL: worker?.scriptURL };
          }),
        { timeout: 20_000 },
      )
      .toEqual({ scope: url('/'), scriptURL: url('/sw.js') });
  });

  test('the service worker becomes active and controls the next page load', async ({ page }) => {
    await page.goto('/register');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), {
        timeout: 20_000,
      })
      .toBe('activated');
    await page.reload();
    await expect(registrationDialog(page)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('/sw.js'));
  });

  test('under the worker, /register is its own page online and the app offline, the form in both', async ({
    page,
    context,
  }) => {
    await page.goto('/register');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), {
        timeout: 20_000,
      })
      .toBe('activated');
    const pageOf = async () => {
      await page.reload();
      await expect(registrationDialog(page)).toBeVisible();
      return page.evaluate(() =>
        Array.from(document.scripts)
          .map((script) => new URL(script.src, location.href).pathname)
          .find((src) => src),
      );
    };
    expect(await pageOf()).toMatch(/^\/assets\/register-[\w-]+\.js$/);
    await context.setOffline(true);
    expect(await pageOf()).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    await context.setOffline(false);
  });

  test('/sw.js is served as JavaScript', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
  });
});
