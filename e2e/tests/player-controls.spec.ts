import { expect, test, type Page } from '@playwright/test';
import { createSession, registerPlayer, takeHint, uniqueMail } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  gameHeading,
  investigator,
  loginAsAdmin,
  registerAndEnterGame,
  seedRegisteredPlayer,
  snackbar,
  t,
} from '../support/app';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The player's path, opened from their row. */
async function openPath(page: Page, player: { id: string; mail: string }) {
  await page
    .getByTestId(`player-row-${player.id}`)
    .getByRole('button', { name: `${t('fr', 'admin.dashboard.showPath')} — ${player.mail}` })
    .click();
  return page.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: player.mail }) });
}

// docs/product.md#player-controls: the game master's hand on one player, each step in their path.
test('the game master gives a player time, forgives their penalty, releases them to a new phone and removes another', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await createSession({ name: `Aide ${Date.now()}`, status: 'running', pacing: 'selfPaced' });
  const mail = uniqueMail('moving');
  const player = await registerPlayer({ sessionId: session.id, mail, lang: 'es' });
  const leaving = await registerPlayer({ sessionId: session.id, mail: uniqueMail('leaving') });
  // Without nicknames, each by their number in the order they joined (docs/product.md#nicknames).
  const name = investigator('fr', 1);

  const oldPhone = await (await browser.newContext(PHONE)).newPage();
  await seedRegisteredPlayer(oldPhone, player);
  await oldPhone.goto('/');
  await expect(gameHeading(oldPhone, 'es')).toBeVisible();
  await takeHint(player, 'security-computer');

  await loginAsAdmin(page);
  await page.goto(`/admin/sessions/${session.id}`);
  await expect(page.getByTestId('live-status').filter({ hasText: t('fr', 'admin.live.open') })).toBeVisible();
  let path = await openPath(page, player);
  const controls = path.getByRole('region', { name: t('fr', 'admin.playerControls.title') });

  // Five minutes of their own.
  await controls.getByRole('button', { name: t('fr', 'admin.playerControls.addMinutes') }).click();
  const minutes = page.getByRole('dialog', {
    name: t('fr', 'admin.playerControls.addMinutesTitle', { name }),
  });
  await minutes
    .getByRole('button', { name: t('fr', 'admin.controls.plusMinutes_other', { count: '5' }) })
    .click();
  await minutes.getByRole('button', { name: t('fr', 'admin.controls.addMinutesSubmit') }).click();
  await expect(page.getByTestId('notice-snackbar')).toHaveText(
    t('fr', 'admin.playerControls.done.addMinutes_other', { count: '5', name }),
  );
  await expect(path.getByTestId('path-action').last()).toContainText(
    t('fr', 'admin.path.addedTime', { time: '5\u00a0min' }),
  );

  // The hint's two minutes, forgiven.
  await controls
    .getByRole('button', { name: t('fr', 'admin.playerControls.forgive', { time: '2\u00a0min' }) })
    .click();
  const forgive = page.getByRole('dialog', {
    name: t('fr', 'admin.playerControls.forgiveTitle', { name }),
  });
  await expectNoSeriousViolations(page, 'forgive penalties dialog');
  await forgive.getByRole('button', { name: t('fr', 'admin.playerControls.forgiveConfirm') }).click();
  await expect(path.getByTestId('path-action').last()).toContainText(
    t('fr', 'admin.path.forgiven', { time: '2\u00a0min' }),
  );
  await expect(
    controls.getByRole('button', { name: t('fr', 'admin.playerControls.forgive', { time: '2\u00a0min' }) }),
  ).toHaveCount(0);

  // Released: a new phone takes the game over; the old one is told.
  await controls.getByRole('button', { name: t('fr', 'admin.playerControls.release') }).click();
  await page
    .getByRole('dialog', { name: t('fr', 'admin.playerControls.releaseTitle', { name }) })
    .getByRole('button', { name: t('fr', 'admin.playerControls.releaseConfirm') })
    .click();
  await expect(page.getByTestId('notice-snackbar')).toHaveText(
    t('fr', 'admin.playerControls.done.release', { name }),
  );
  const taker = await (await browser.newContext(PHONE)).newPage();
  // The old phone is told as the new one registers, for the snackbar's 4 s: watched meanwhile.
  const told = expect(snackbar(oldPhone, t('es', 'game.playerGone'))).toBeVisible({ timeout: 30_000 });
  await registerAndEnterGame(taker, { sessionId: session.id, mail, lang: 'es' });
  await told;
  await expect(oldPhone).toHaveURL(/\/register/);
  await expect(path.getByTestId('path-action').last()).toContainText(t('fr', 'admin.path.moved'));

  // Removed: gone from the dashboard.
  await path.getByRole('button', { name: t('fr', 'common.close') }).click();
  path = await openPath(page, leaving);
  await path.getByRole('button', { name: t('fr', 'admin.playerControls.remove') }).click();
  const remove = page.getByRole('dialog', {
    name: t('fr', 'admin.playerControls.removeTitle', { name: investigator('fr', 2) }),
  });
  await remove.getByRole('button', { name: t('fr', 'admin.playerControls.removeConfirm') }).click();
  await expect(page.getByTestId('notice-snackbar')).toHaveText(
    t('fr', 'admin.playerControls.done.remove', { name: investigator('fr', 2) }),
  );
  await expect(page.getByTestId(`player-row-${leaving.id}`)).toHaveCount(0);
  await expect(page.getByTestId(`player-row-${player.id}`)).toBeVisible();
});
