import { expect, test } from '@playwright/test';
import {
  accuse,
  createSession,
  lookAtGame,
  registerPlayer,
  transitionSession,
  tryLock,
  uniqueMail,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { investigator, loginAsAdmin, readLocalStorage, t, WAY_THROUGH } from '../support/app';

// docs/product.md#alerts: the game master hears of a player held back or finished, if they chose to.
test('a player held back by wrong answers and one who finished raise a desktop notification; the filter keeps who needs the game master', async ({
  page,
}) => {
  // The browser's notifications, recorded: the permission is asked once, and granted for the site.
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission: NotificationPermission = localStorage.getItem('e2e-granted') ? 'granted' : 'default';
      static requestPermission() {
        localStorage.setItem('e2e-granted', 'yes');
        RecordedNotification.permission = 'granted';
        return Promise.resolve<NotificationPermission>('granted');
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
  });
  const shown = () =>
    page.evaluate(
      () => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications,
    );

  const session = await createSession({ name: `Alertes ${Date.now()}` });
  const held = await registerPlayer({ sessionId: session.id, mail: uniqueMail('held') });
  const done = await registerPlayer({ sessionId: session.id, mail: uniqueMail('done') });
  await transitionSession(session.id, 'start');
  await Promise.all([lookAtGame(held), lookAtGame(done)]);

  // The game master's clock stands still while timers run: a wait of a few seconds stays running.
  await page.clock.setFixedTime(new Date());
  await loginAsAdmin(page);
  await page.goto(`/admin/sessions/${session.id}`);
  await expect(page.getByTestId('live-status').filter({ hasText: t('fr', 'admin.live.open') })).toBeVisible();
  const alerts = page.getByRole('group', { name: t('fr', 'admin.alerts.legend') });
  await alerts.getByLabel(t('fr', 'admin.alerts.notify')).check();
  await alerts.getByLabel(t('fr', 'admin.alerts.sound')).check();
  await expect(alerts.getByLabel(t('fr', 'admin.alerts.notify'))).toBeChecked();
  expect(JSON.parse((await readLocalStorage(page, 'COULISSES_ALERTS'))!)).toEqual({
    sound: true,
    notify: true,
  });

  // Five wrong answers on one lock: the throttle makes the player wait.
  for (const answer of ['1001', '1002', '1003', '1004', '1005']) {
    expect(await tryLock(held, 'security-computer', answer)).toBe(false);
  }
  const heldRow = page.getByTestId(`player-row-${held.id}`);
  await expect(heldRow.getByTestId('throttled')).toContainText(t('fr', 'admin.dashboard.throttled'));
  await expect.poll(shown).toContainEqual(
    expect.objectContaining({
      title: t('fr', 'admin.alerts.title.throttled', { name: investigator('fr', 1) }),
    }),
  );

  // The other one plays to the end and accuses.
  for (const [lock, answer] of WAY_THROUGH) expect(await tryLock(done, lock, answer)).toBe(true);
  await accuse(done, { who: 'solene', how: 'service-lift', why: 'own-atelier' });
  await expect.poll(shown).toContainEqual(
    expect.objectContaining({
      title: t('fr', 'admin.alerts.title.finished', { name: investigator('fr', 2) }),
    }),
  );
  // Each once.
  expect((await shown()).length).toBe(2);

  // Who needs the game master now: the player held back, not the one who finished.
  const doneRow = page.getByTestId(`player-row-${done.id}`);
  await expect(doneRow).toBeVisible();
  await page.getByLabel(t('fr', 'admin.dashboard.attentionOnly', { total: '1' })).check();
  await expect(heldRow).toBeVisible();
  await expect(doneRow).toHaveCount(0);
  await expectNoSeriousViolations(page, 'dashboard with alerts and the attention filter');

  // The choice stays with the device.
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: t('fr', 'admin.alerts.legend') })
      .getByLabel(t('fr', 'admin.alerts.notify')),
  ).toBeChecked();
});
