import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createAdmin,
  createSession,
  createTeam,
  lookAtGame,
  registerPlayer,
  takeHint,
  transitionSession,
  uniqueMail,
  uniqueUsername,
  type RegisteredPlayer,
} from '../support/api';
import { investigator, loginAsAdmin, rowButtonName, sessionRow, t } from '../support/app';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * The admin area's dialogs that accessibility.spec.ts does not open: each one opened from the
 * keyboard, the focus inside it, axe-core over it (docs/decisions/0012-accessibility-baseline.md),
 * and closed with Escape, the focus back on the button that opened it.
 */

const uniqueName = (label: string) => `A11y ${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/**
 * Whether the focus is in the dialog: on one of its controls, or on the frame MUI wraps it
 * in (its focus trap's own stop, which holds the dialog and nothing else).
 */
const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return (
      element.contains(active) ||
      (active.contains(element) && active.closest('[role="presentation"]') !== null)
    );
  });

/**
 * Presses Enter on `opener`, checks that the dialog named `name` has the focus and no serious
 * axe violation, closes it with Escape and checks that the focus is back on `opener`.
 */
async function checkDialogByKeyboard(page: Page, screen: string, opener: Locator, name: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), { message: `focus inside the ${screen}` }).toBe(true);
  await expectNoSeriousViolations(page, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The dashboard of a session, live. */
async function openDashboard(page: Page, sessionId: string) {
  await page.goto(`/admin/sessions/${sessionId}`);
  await expect(page.getByTestId('live-status').filter({ hasText: t('fr', 'admin.live.open') })).toBeVisible();
}

/** Opens a player's path from their row with the keyboard; answers the dialog. */
async function openPath(page: Page, player: { id: string; mail: string }) {
  const opener = page
    .getByTestId(`player-row-${player.id}`)
    .getByRole('button', { name: `${t('fr', 'admin.dashboard.showPath')} — ${player.mail}` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const path = page.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: player.mail }) });
  await expect(path.getByTestId('path-action').first()).toBeVisible();
  return { path, opener };
}

/** A player who opened their game and took a hint: under way, with a penalty to forgive. */
async function underWayWithPenalty(player: RegisteredPlayer) {
  await lookAtGame(player);
  await takeHint(player, 'security-computer');
}

function adminDialogs() {
  test('sessions list: start, pause and delete confirmations, the share and join-link dialogs', async ({
    page,
  }) => {
    // Another game master to share the session with: the share dialog lists them.
    await createAdmin(uniqueUsername('a11y-share'), 'a11y-password-42');
    const session = await createSession({ name: uniqueName('list'), status: 'open' });
    // The clipboard refuses: the join link is then shown in a dialog to copy by hand.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('refused')) },
      });
    });
    await loginAsAdmin(page);
    const row = sessionRow(page, session.name);
    await expect(row).toBeVisible();

    // A phone's list has no life-cycle buttons (the dashboard has them, and asks nothing).
    const control = (action: string) =>
      row.getByRole('button', { name: rowButtonName(t('fr', `admin.controls.${action}`), session.name) });
    if ((page.viewportSize()?.width ?? 0) >= 600) {
      await checkDialogByKeyboard(
        page,
        'start confirmation',
        control('start'),
        t('fr', 'admin.controls.startTitle', { name: session.name }),
      );
      // Started elsewhere: the list reads it again once reloaded.
      await transitionSession(session.id, 'start');
      await page.reload();
      await expect(control('pause')).toBeVisible();
      await checkDialogByKeyboard(
        page,
        'pause confirmation',
        control('pause'),
        t('fr', 'admin.controls.pauseTitle', { name: session.name }),
      );
    }

    const more = row.getByRole('button', {
      name: t('fr', 'admin.sessions.moreActions', { name: session.name }),
    });
    const fromMenu = async (item: string, title: string, screen: string) => {
      await more.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: t('fr', item) }).click();
      const dialog = page.getByRole('dialog', { name: title, exact: true });
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog), { message: `focus inside the ${screen}` }).toBe(true);
      await expectNoSeriousViolations(page, screen);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The menu gave the focus back to its button before the dialog took it.
      await expect(more).toBeFocused();
      return dialog;
    };
    await fromMenu(
      'admin.sessions.share',
      t('fr', 'admin.sessions.shareTitle', { name: session.name }),
      'share-session dialog',
    );
    await fromMenu(
      'admin.sessions.copyLink',
      t('fr', 'admin.sessions.joinLinkTitle', { name: session.name }),
      'join-link dialog',
    );
    await fromMenu(
      'admin.sessions.delete',
      t('fr', 'admin.sessions.deleteTitle', { name: session.name }),
      'delete confirmation',
    );
    await expect(row).toBeVisible();
  });

  test("dashboard: the solution's release, and a solo player's controls", async ({ page }) => {
    const session = await createSession({
      name: uniqueName('solo'),
      status: 'running',
      pacing: 'selfPaced',
      debriefRelease: 'sessionEnd',
    });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('a11y-solo') });
    await underWayWithPenalty(player);
    await loginAsAdmin(page);
    await openDashboard(page, session.id);

    await checkDialogByKeyboard(
      page,
      'release-the-solution confirmation',
      page
        .getByRole('group', { name: t('fr', 'admin.controls.label', { name: session.name }) })
        .getByRole('button', { name: t('fr', 'admin.controls.releaseDebrief') }),
      t('fr', 'admin.controls.releaseDebriefTitle', { name: session.name }),
    );

    const { path, opener } = await openPath(page, player);
    const controls = path.getByRole('region', { name: t('fr', 'admin.playerControls.title') });
    // The one player, without a nickname: the first investigator (docs/product.md#nicknames).
    const name = investigator('fr', 1);
    await checkDialogByKeyboard(
      page,
      "a player's add-time dialog",
      controls.getByRole('button', { name: t('fr', 'admin.playerControls.addMinutes') }),
      t('fr', 'admin.playerControls.addMinutesTitle', { name }),
    );
    await checkDialogByKeyboard(
      page,
      'clear-penalties confirmation',
      controls.getByRole('button', { name: t('fr', 'admin.playerControls.forgive', { time: '2\u00a0min' }) }),
      t('fr', 'admin.playerControls.forgiveTitle', { name }),
    );
    await checkDialogByKeyboard(
      page,
      'allow-another-device confirmation',
      controls.getByRole('button', { name: t('fr', 'admin.playerControls.release') }),
      t('fr', 'admin.playerControls.releaseTitle', { name }),
    );
    await checkDialogByKeyboard(
      page,
      'remove-from-session confirmation',
      controls.getByRole('button', { name: t('fr', 'admin.playerControls.remove') }),
      t('fr', 'admin.playerControls.removeTitle', { name }),
    );
    // Still there, the path closes in its turn and gives the focus back to the row.
    await page.keyboard.press('Escape');
    await expect(path).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("dashboard: a team member's controls, and the hints for a room's player who has not opened their game", async ({
    page,
  }) => {
    const teamSession = await createSession({
      name: uniqueName('team'),
      status: 'running',
      pacing: 'selfPaced',
      teamSize: 3,
    });
    const member = await registerPlayer({ sessionId: teamSession.id, mail: uniqueMail('a11y-member') });
    const team = uniqueName('troupe');
    await createTeam(teamSession.id, team, [member.id]);
    await underWayWithPenalty(member);
    await loginAsAdmin(page);
    await openDashboard(page, teamSession.id);

    const { path } = await openPath(page, member);
    const controls = path.getByRole('region', { name: t('fr', 'admin.playerControls.title') });
    await checkDialogByKeyboard(
      page,
      "a team member's add-time dialog",
      controls.getByRole('button', { name: t('fr', 'admin.playerControls.addMinutes') }),
      t('fr', 'admin.playerControls.addMinutesTeamTitle', { team }),
    );
    await checkDialogByKeyboard(
      page,
      "a team's clear-penalties confirmation",
      controls.getByRole('button', { name: t('fr', 'admin.playerControls.forgive', { time: '2\u00a0min' }) }),
      t('fr', 'admin.playerControls.forgiveTeamTitle', { team }),
    );
    await page.keyboard.press('Escape');
    await expect(path).toBeHidden();

    // A room that runs, and a player who has not opened their game: the locks in front of
    // them, with the case's hints, are there all the same (docs/product.md#case-hints).
    const room = await createSession({ name: uniqueName('room'), status: 'running' });
    const late = await registerPlayer({ sessionId: room.id, mail: uniqueMail('a11y-late') });
    await openDashboard(page, room.id);
    const lateRow = page.getByTestId(`player-row-${late.id}`);
    await expect(lateRow.getByTestId('time-left')).toContainText(t('fr', 'admin.dashboard.notStarted'));
    const latePath = page.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: late.mail }) });
    await lateRow
      .getByRole('button', { name: `${t('fr', 'admin.dashboard.showPath')} — ${late.mail}` })
      .click();
    await expect(latePath).toBeVisible();
    const hintsButton = latePath.getByRole('button', { name: t('fr', 'admin.caseHints.open') });
    await hintsButton.focus();
    await page.keyboard.press('Enter');
    const hints = page.getByRole('dialog', {
      name: t('fr', 'admin.caseHints.title', { name: investigator('fr', 1) }),
    });
    await expect(hints.getByTestId('case-hint-security-computer-1')).toBeVisible();
    await expect.poll(() => focusInside(hints)).toBe(true);
    await expectNoSeriousViolations(page, 'case hints dialog of a player who has not opened their game');
    await page.keyboard.press('Escape');
    await expect(hints).toBeHidden();
    await expect(hintsButton).toBeFocused();
  });
}

// Each test walks through many dialogs, and axe takes a few seconds on each.
test.describe.configure({ timeout: 150_000 });

test.describe('admin dialogs, accessibility (axe-core), desktop', () => {
  adminDialogs();
});

test.describe('admin dialogs, accessibility (axe-core), phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  adminDialogs();
});
