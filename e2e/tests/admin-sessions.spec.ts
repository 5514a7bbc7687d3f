import { expect, test, type Page } from '@playwright/test';
import {
  createSession,
  getSession,
  registerPlayer,
  sessionStatusCode,
  transitionSession,
  uniqueMail,
} from '../support/api';
import {
  adminHeading,
  chooseSessionAction,
  loginAsAdmin,
  rowButtonName,
  sessionRow,
  snackbar,
  t,
} from '../support/app';

const uniqueName = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const formatCode = (id: string) => `${id.slice(0, 3)}-${id.slice(3)}`;

/** A life-cycle button of a session's row, named "<label> — <session name>". */
const control = (page: Page, name: string, action: string) =>
  sessionRow(page, name).getByRole('button', {
    name: rowButtonName(t('fr', `admin.controls.${action}`), name),
  });
const statusChip = (page: Page, name: string) => sessionRow(page, name).getByTestId('session-status');
const notice = (page: Page, text: string) => page.getByTestId('notice-snackbar').filter({ hasText: text });

// A draft's buttons and a session deleted elsewhere: sessions-page.test.tsx, against a mock API.
test.describe('admin sessions: life cycle and deletion', () => {
  test('start, pause, resume, add minutes and finish move the session along, each button in its turn', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('Life cycle') });
    await loginAsAdmin(page);
    await expect(statusChip(page, session.name)).toHaveText(t('fr', 'admin.status.open'));
    await expect(control(page, session.name, 'pause')).toHaveCount(0);

    // From the list, starting and pausing ask first: each moves every player's clock.
    await control(page, session.name, 'start').click();
    const start = page.getByRole('dialog', {
      name: t('fr', 'admin.controls.startTitle', { name: session.name }),
    });
    await expect(start).toContainText(t('fr', 'admin.controls.startTextRoom_other', { count: '60' }));
    await expect(start.getByRole('button', { name: t('fr', 'common.cancel') })).toBeFocused();
    await start.getByRole('button', { name: t('fr', 'common.cancel') }).click();
    await expect(start).toBeHidden();
    expect((await getSession(session.id)).status).toBe('open');
    await control(page, session.name, 'start').click();
    await start.getByRole('button', { name: t('fr', 'admin.controls.startConfirm') }).click();
    await expect(statusChip(page, session.name)).toHaveText(t('fr', 'admin.status.running'));
    expect((await getSession(session.id)).status).toBe('running');
    // The pressed button is gone with the old status: the focus is on the first new one.
    await expect(control(page, session.name, 'pause')).toBeFocused();
    await expect(control(page, session.name, 'start')).toHaveCount(0);
    await expect(
      sessionRow(page, session.name).getByRole('cell', { name: t('fr', 'admin.sessions.notStarted') }),
    ).toHaveCount(0);

    await control(page, session.name, 'pause').click();
    await page
      .getByRole('dialog', { name: t('fr', 'admin.controls.pauseTitle', { name: session.name }) })
      .getByRole('button', { name: t('fr', 'admin.controls.pauseConfirm') })
      .click();
    await expect(statusChip(page, session.name)).toHaveText(t('fr', 'admin.status.paused'));
    expect((await getSession(session.id)).status).toBe('paused');

    await control(page, session.name, 'resume').click();
    await expect(statusChip(page, session.name)).toHaveText(t('fr', 'admin.status.running'));

    await control(page, session.name, 'addMinutes').click();
    const add = page.getByRole('dialog', { name: t('fr', 'admin.controls.addMinutesTitle') });
    const minutes = add.getByLabel(t('fr', 'admin.controls.minutes'));
    await expect(minutes).toBeFocused();
    await minutes.fill('0');
    await add.getByRole('button', { name: t('fr', 'admin.controls.addMinutesSubmit') }).click();
    await expect(add.getByText(t('fr', 'admin.errors.minutesRange', { max: '120' }))).toBeVisible();
    await add
      .getByRole('button', { name: t('fr', 'admin.controls.plusMinutes_other', { count: '10' }) })
      .click();
    await expect(minutes).toHaveValue('10');
    await add.getByRole('button', { name: t('fr', 'admin.controls.addMinutesSubmit') }).click();
    await expect(add).toBeHidden();
    await expect
      .poll(async () => ((await getSession(session.id)) as unknown as { addedMinutes: number }).addedMinutes)
      .toBe(10);

    await control(page, session.name, 'finish').click();
    const confirm = page.getByRole('dialog', {
      name: t('fr', 'admin.controls.finishTitle', { name: session.name }),
    });
    await expect(confirm).toContainText(t('fr', 'admin.controls.finishText_zero'));
    // The safe choice has the focus: a hurried Enter does not end anyone's game.
    await expect(confirm.getByRole('button', { name: t('fr', 'common.cancel') })).toBeFocused();
    await confirm.getByRole('button', { name: t('fr', 'admin.controls.finishConfirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(statusChip(page, session.name)).toHaveText(t('fr', 'admin.status.finished'));
    expect((await getSession(session.id)).status).toBe('finished');
    const controls = page.getByRole('group', {
      name: t('fr', 'admin.controls.label', { name: session.name }),
    });
    await expect(controls.getByRole('button')).toHaveCount(0);
  });

  test('a button made stale by another game master is refused with a translated message, and the row catches up', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('Stale') });
    await loginAsAdmin(page);
    await expect(control(page, session.name, 'start')).toBeVisible();
    await transitionSession(session.id, 'finish');

    await control(page, session.name, 'start').click();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/v1/sessions/${session.id}/transitions`)),
      page
        .getByRole('dialog', { name: t('fr', 'admin.controls.startTitle', { name: session.name }) })
        .getByRole('button', { name: t('fr', 'admin.controls.startConfirm') })
        .click(),
    ]);
    expect(response.status()).toBe(409);
    expect(((await response.json()) as { key: string }).key).toBe('TRANSITION_NOT_ALLOWED');
    await expect(snackbar(page, t('fr', 'errors.TRANSITION_NOT_ALLOWED'))).toBeVisible();
    await expect(statusChip(page, session.name)).toHaveText(t('fr', 'admin.status.finished'));
    await expect(control(page, session.name, 'start')).toHaveCount(0);
  });

  test('deleting asks first, naming the session and what is lost, then removes the row', async ({ page }) => {
    const session = await createSession({ name: uniqueName('To delete') });
    await registerPlayer({ sessionId: session.id, mail: uniqueMail('deleted') });
    await loginAsAdmin(page);

    await chooseSessionAction(page, session.name, 'admin.sessions.delete');
    const dialog = page.getByRole('dialog', {
      name: t('fr', 'admin.sessions.deleteTitle', { name: session.name }),
    });
    await expect(dialog).toContainText(
      t('fr', 'admin.sessions.deleteText_one', { name: session.name, code: formatCode(session.id) }),
    );
    await expect(dialog.getByRole('button', { name: t('fr', 'common.cancel') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sessionRow(page, session.name)).toHaveCount(1);
    await expect(
      sessionRow(page, session.name).getByRole('button', {
        name: t('fr', 'admin.sessions.moreActions', { name: session.name }),
      }),
    ).toBeFocused();
    expect(await sessionStatusCode(session.id)).toBe(200);

    await chooseSessionAction(page, session.name, 'admin.sessions.delete');
    await dialog.getByRole('button', { name: t('fr', 'admin.sessions.deleteConfirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(sessionRow(page, session.name)).toHaveCount(0);
    await expect(notice(page, t('fr', 'admin.sessions.deleted', { name: session.name }))).toBeVisible();
    await expect(adminHeading(page)).toBeFocused();
    expect(await sessionStatusCode(session.id)).toBe(404);
  });
});
