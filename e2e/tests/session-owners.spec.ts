import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { createAdmin, createSession, getSession, uniqueUsername } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { loginAsAdmin, rowButtonName, sessionRow, t } from '../support/app';

// docs/product.md#session-owners: a session is run by the game master who created it, and by
// those they share it with; the others follow it read only.

test.describe("a session's owner", () => {
  test('an admin who does not own a session cannot start it; its owner can', async ({ browser }) => {
    // Two browsers and two accessibility checks of lists that have grown all run long.
    test.setTimeout(120_000);
    const guest = { username: uniqueUsername('guest'), password: `guest-${Date.now()}` };
    await createAdmin(guest.username, guest.password);
    // Created by the e2e admin: theirs.
    const session = await createSession({ name: `Owned ${Date.now()}`, status: 'open' });

    const guestPage = await (await browser.newContext()).newPage();
    await loginAsAdmin(guestPage, 'fr', guest);
    const row = sessionRow(guestPage, session.name);
    await expect(row.getByTestId(`read-only-${session.id}`)).toHaveText(
      t('fr', 'admin.sessions.readOnly', { owner: ADMIN.username }),
    );
    await expect(
      row.getByRole('button', { name: rowButtonName(t('fr', 'admin.controls.start'), session.name) }),
    ).toHaveCount(0);
    // Its dashboard, read only: no life-cycle button, no message form.
    await row.getByRole('link', { name: session.name }).click();
    await expect(guestPage.getByRole('heading', { level: 1, name: session.name })).toBeVisible();
    await expect(guestPage.getByTestId('session-read-only')).toHaveText(
      t('fr', 'admin.dashboard.readOnly', { owner: ADMIN.username }),
    );
    await expect(
      guestPage.getByRole('button', { name: t('fr', 'admin.controls.start'), exact: true }),
    ).toHaveCount(0);
    await expectNoSeriousViolations(guestPage, 'read-only dashboard');
    // Nor through the API with the same credentials.
    const refused = await guestPage.evaluate(async (sessionId) => {
      const token = localStorage.getItem('BASIC_TOKEN');
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const response = await fetch(`/v1/sessions/${sessionId}/transitions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${token}`,
          'X-XSRF-TOKEN': xsrf,
        },
        body: JSON.stringify({ action: 'start' }),
      });
      return { status: response.status, body: (await response.json()) as { key: string } };
    }, session.id);
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ key: 'SESSION_NOT_YOURS' }) });
    expect((await getSession(session.id)).status).toBe('open');

    // Its owner starts it from the same list.
    const ownerPage = await (await browser.newContext()).newPage();
    await loginAsAdmin(ownerPage);
    await sessionRow(ownerPage, session.name)
      .getByRole('button', { name: rowButtonName(t('fr', 'admin.controls.start'), session.name) })
      .click();
    await ownerPage
      .getByRole('dialog', { name: t('fr', 'admin.controls.startTitle', { name: session.name }) })
      .getByRole('button', { name: t('fr', 'admin.controls.startConfirm') })
      .click();
    await expect.poll(async () => (await getSession(session.id)).status).toBe('running');

    // Shared with the guest, it is theirs to run too: the guest's dashboard follows live.
    await sessionRow(ownerPage, session.name)
      .getByRole('button', { name: t('fr', 'admin.sessions.moreActions', { name: session.name }) })
      .click();
    await ownerPage.getByRole('menuitem', { name: t('fr', 'admin.sessions.share') }).click();
    const share = ownerPage.getByRole('dialog', {
      name: t('fr', 'admin.sessions.shareTitle', { name: session.name }),
    });
    await expectNoSeriousViolations(ownerPage, 'share dialog');
    await share.getByRole('checkbox', { name: guest.username }).check();
    await share.getByRole('button', { name: t('fr', 'common.save') }).click();
    await expect(share).toBeHidden();
    await guestPage.reload();
    await expect(guestPage.getByTestId('session-read-only')).toHaveCount(0);
    await expect(
      guestPage.getByRole('button', { name: t('fr', 'admin.controls.pause'), exact: true }),
    ).toBeVisible();
    await guestPage.context().close();
    await ownerPage.context().close();
  });
});
