import { expect, test } from '@playwright/test';
import { createSession, registerPlayer, uniqueMail } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { BASE_URL, gameHeading, seedRegisteredPlayer, t } from '../support/app';

// docs/product.md#nicknames: asked once in, on the game's first screen, on a phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('a nickname', () => {
  test('is offered on the first screen, refused when taken, and shown once chosen (gr)', async ({
    page,
    request,
  }) => {
    const session = await createSession({ status: 'running' });
    const first = await registerPlayer({ sessionId: session.id, mail: uniqueMail('phantom') });
    const xsrf = ((await (await request.get(`${BASE_URL}/v1/xsrf`)).json()) as { token: string }).token;
    const named = await request.put(`${BASE_URL}/v1/players/${first.id}/nickname`, {
      data: { nickname: 'Le Fantôme' },
      headers: { 'X-Player-Token': first.token, 'X-XSRF-TOKEN': xsrf },
    });
    expect(named.status()).toBe(200);

    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('bat'), lang: 'gr' });
    await seedRegisteredPlayer(page, player);
    await page.goto('/');
    await expect(gameHeading(page, 'gr')).toBeVisible();
    const card = page.getByTestId('nickname-card');
    await expect(card.getByRole('heading', { name: t('gr', 'game.nickname.title') })).toBeVisible();
    await expectNoSeriousViolations(page, 'nickname card');

    const field = card.getByLabel(t('gr', 'game.nickname.label'));
    await field.fill('  le   FANTÔME ');
    await card.getByRole('button', { name: t('gr', 'game.nickname.save') }).tap();
    await expect(field).toHaveAccessibleDescription(t('gr', 'errors.NICKNAME_TAKEN'));
    await expect(field).toBeFocused();

    await field.fill('Νυχτερίδα');
    await card.getByRole('button', { name: t('gr', 'game.nickname.save') }).tap();
    await expect(page.getByTestId('nickname')).toHaveText(
      t('gr', 'game.nickname.playingAs', { nickname: 'Νυχτερίδα' }),
    );
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(gameHeading(page, 'gr')).toBeVisible();
    await expect(page.getByTestId('nickname')).toBeVisible();
    await expect(page.getByTestId('nickname-card')).toHaveCount(0);
  });

  test('can be put off: "not now" hides it for the tab, and the game goes on without one', async ({
    page,
  }) => {
    const session = await createSession({ status: 'running' });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('shy') });
    await seedRegisteredPlayer(page, player);
    await page.goto('/');
    const card = page.getByTestId('nickname-card');
    await card.getByRole('button', { name: t('fr', 'game.nickname.notNow') }).tap();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(gameHeading(page)).toBeVisible();
    await expect(page.getByTestId('folder-case-file')).toBeVisible();
    await expect(page.getByTestId('nickname-card')).toHaveCount(0);
  });
});
