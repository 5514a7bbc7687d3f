import { expect, test } from '@playwright/test';
import {
  accuse,
  createSession,
  lookAtGame,
  registerPlayer,
  setNickname,
  tryLock,
  uniqueMail,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  BASE_URL,
  gameHeading,
  investigator,
  loginAsAdmin,
  seedRegisteredPlayer,
  t,
  WAY_THROUGH,
} from '../support/app';

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

// docs/product.md#nicknames: one name for a player on every screen.
test('a player without one reads the same on the leaderboard, the show screen, the dashboard and the results', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await createSession({ status: 'running' });
  // The first to join never plays: counted all the same. The third has no nickname.
  await registerPlayer({ sessionId: session.id, mail: uniqueMail('first') });
  const named = await registerPlayer({ sessionId: session.id, mail: uniqueMail('named') });
  const anon = await registerPlayer({ sessionId: session.id, mail: uniqueMail('anon') });
  await setNickname(named, 'Le Fantôme');
  for (const player of [anon, named]) {
    await lookAtGame(player);
    for (const [lock, answer] of WAY_THROUGH) expect(await tryLock(player, lock, answer)).toBe(true);
    await accuse(player, { who: 'clara', how: 'connecting-door', why: 'jealousy' });
  }
  const third = investigator('fr', 3);

  // The leaderboard on the named player's phone.
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await seedRegisteredPlayer(phone, named);
  await phone.goto('/');
  const board = phone.getByTestId('leaderboard');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await expect(board.getByRole('row').filter({ hasText: third })).toHaveCount(1);
  await expect(board).toContainText(`Le Fantôme (${t('fr', 'game.leaderboard.you')})`);
  await expect(board).not.toContainText('@');

  // The show screen, on the room's projector.
  const desk = await browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await loginAsAdmin(desk);
  await desk.goto(`/admin/sessions/${session.id}/join`);
  const top = desk.getByTestId('show-top').getByRole('listitem');
  await expect(top.filter({ hasText: third })).toHaveCount(1);
  await expect(top.filter({ hasText: 'Le Fantôme' })).toHaveCount(1);
  await expect(desk.getByTestId('show-top')).not.toContainText('@');

  // The dashboard's row and the results: the same name, the mail under it.
  await desk.goto(`/admin/sessions/${session.id}`);
  const row = desk.getByTestId(`player-row-${anon.id}`);
  await expect(row.getByTestId('player-name')).toHaveText(third);
  await expect(row.getByRole('rowheader')).toContainText(anon.mail);
  await desk.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.results') }).click();
  const result = desk.getByTestId(`result-row-${anon.id}`);
  await expect(result.getByTestId('result-name')).toHaveText(third);
  await expect(result.getByRole('rowheader')).toContainText(anon.mail);
  await expect(desk.getByTestId(`result-row-${named.id}`).getByTestId('result-name')).toHaveText(
    'Le Fantôme',
  );
  for (const page of [phone, desk]) await page.context().close();
});
