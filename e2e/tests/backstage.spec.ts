import { expect, test, type Page } from '@playwright/test';
import { uniqueMail } from '../support/api';
import { gameHeading, registrationDialog, seedPlayerInNewSession } from '../support/app';

const isBackstageImage = (address: string) => new URL(address).pathname === '/images/backstage.svg';

async function expectBlurredBackstage(page: Page) {
  const background = page.getByTestId('backstage-background');
  await expect(background).toHaveCount(1);
  const style = await background.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { filter: computed.filter, image: computed.backgroundImage };
  });
  expect(style.filter).toContain('blur(');
  expect(style.image).toContain('/images/backstage.svg');
  // Decorative: hidden from assistive technology.
  await expect(background).toHaveAttribute('aria-hidden', 'true');
}

test.describe('backstage background', () => {
  test('the root screen (the game) has the blurred backstage background', async ({ page }) => {
    await seedPlayerInNewSession(page, { mail: uniqueMail() });
    const [response] = await Promise.all([
      page.waitForResponse((r) => isBackstageImage(r.url())),
      page.goto('/'),
    ]);
    expect(response.status()).toBe(200);
    await expect(gameHeading(page)).toBeVisible();
    await expectBlurredBackstage(page);
  });

  test('the registration screen shows it too, and /images/backstage.svg loads with 200', async ({ page }) => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => isBackstageImage(r.url())),
      page.goto('/register'),
    ]);
    expect(response.status()).toBe(200);
    await expect(registrationDialog(page)).toBeVisible();
    await expectBlurredBackstage(page);
  });
});
