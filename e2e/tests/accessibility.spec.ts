import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  createAdmin,
  createSession,
  deleteSession,
  lookAtGame,
  registerPlayer,
  sendMessage,
  transitionSession,
  tryLock,
  uniqueMail,
  uniqueUsername,
  type RegisteredPlayer,
} from '../support/api';
import {
  afterTwoFrames,
  investigator,
  type Lang,
  loginAsAdmin,
  loginDialog,
  loginFields,
  registrationDialog,
  registrationFields,
  SCENARIO_TITLE,
  seedRegisteredPlayer,
  sessionRow,
  startDialogParts,
  t,
  WAY_THROUGH,
} from '../support/app';
import { expectNoSeriousViolations as expectNoneAtThisSize } from '../support/axe';

/**
 * axe-core over every screen and every dialog of the player's and the game master's areas
 * (docs/decisions/0012-accessibility-baseline.md): no serious or critical violation of
 * WCAG 2.1 A/AA or axe's best practices. Each failure names the screen, the rule and the
 * elements at fault; a test goes on through its screens and reports them all at its end.
 */

/** A phone's screen: each screen below is checked at the desktop's size and at this one. */
const PHONE_SIZE = { width: 390, height: 844 };

/**
 * axe on the screen as it is, then on the same screen drawn at a phone's size, then back:
 * one visit checks both layouts (a dialog full-screen on a phone, a table that scrolls).
 */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await expectNoneAtThisSize(page, screen);
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE_SIZE);
  await afterTwoFrames(page);
  await expectNoneAtThisSize(page, `${screen}, at ${PHONE_SIZE.width} × ${PHONE_SIZE.height}`);
  await page.setViewportSize(size);
  await afterTwoFrames(page);
}

const uniqueName = (label: string) => `A11y ${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** A player of a running session, their clock started, seeded in the page; `solved` locks opened. */
async function playerInRunningSession(page: Page, lang: Lang, solved = 0): Promise<RegisteredPlayer> {
  // Self-paced: the player who reaches the accusation reads the solution at once.
  const session = await createSession({
    name: uniqueName('game'),
    status: 'running',
    debriefRelease: 'playerFinish',
  });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('a11y'), lang });
  await lookAtGame(player);
  for (const [lock, answer] of WAY_THROUGH.slice(0, solved))
    expect(await tryLock(player, lock, answer)).toBe(true);
  await seedRegisteredPlayer(page, player);
  return player;
}

const folder = (page: Page, id: string) => page.getByTestId(`folder-${id}`);

async function expand(page: Page, id: string) {
  const summary = folder(page, id).getByRole('button').first();
  await expect(summary).toBeVisible();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

async function openGame(page: Page, lang: Lang) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'game.title') })).toBeAttached();
  await expect(folder(page, 'case-file')).toBeVisible();
}

/** Opens a dialog with `open`, checks it, and closes it with its `close` button. */
async function checkDialog(
  page: Page,
  screen: string,
  name: string,
  open: () => Promise<void>,
  close: string,
) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, screen);
  await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

function playerScreens(lang: Lang) {
  test('registration dialog, its errors, and the start dialog', async ({ page }) => {
    const session = await createSession({ name: uniqueName('register'), status: 'running' });
    await page.goto('/register');
    const dialog = registrationDialog(page);
    await expect(registrationFields(dialog).submit).toBeEnabled();
    await expectNoSeriousViolations(page, 'registration dialog');

    await registrationFields(dialog).submit.click();
    await expect(dialog.getByText(t('fr', 'register.errors.mailRequired'))).toBeVisible();
    await expectNoSeriousViolations(page, 'registration dialog with errors');

    const fields = registrationFields(dialog);
    await fields.mail.fill(uniqueMail('a11y'));
    await fields.sessionId.fill(session.id);
    await fields.submit.click();
    const start = startDialogParts(page);
    await expect(start.table).toBeVisible();
    await expectNoSeriousViolations(page, 'start dialog with the introduction');
  });

  test('game screen: folders, code lock, hint, documents, image, notepad, briefing, messages, offline', async ({
    page,
    context,
  }) => {
    const player = await playerInRunningSession(page, lang);
    await sendMessage(player.sessionId, { body: 'Regardez le programme.', playerId: player.id });
    await openGame(page, lang);
    // The message arrives as a notice over the game.
    const notice = page.getByTestId('message-notice');
    await expect(notice).toContainText('Regardez le programme.');
    // Held under the pointer, as a reader holds it, the toast stays for the whole scan
    // instead of going by itself after a few seconds.
    await notice.hover();
    await expectNoSeriousViolations(page, 'game screen with a message notice');
    await notice.getByRole('button', { name: t(lang, 'game.messages.dismiss') }).click();
    await expect(notice).toBeHidden();

    await expand(page, 'case-file');
    await expand(page, 'security-office');
    const lock = page.getByTestId('lock-security-computer');
    await expect(lock.getByTestId('answer-security-computer')).toBeVisible();
    await expectNoSeriousViolations(page, 'game screen, an open folder and a code lock');

    await lock.getByTestId('answer-security-computer').fill('1903');
    await lock.getByRole('button', { name: t(lang, 'game.lock.submit') }).click();
    await expect(lock.getByTestId('lock-wrong')).toBeVisible();
    await expectNoSeriousViolations(page, 'code lock after a wrong answer');

    // The refused code stays in its field: emptied by hand, the form asks for an answer.
    await expect(lock.getByTestId('answer-security-computer')).toHaveValue('1903');
    await lock.getByTestId('answer-security-computer').fill('');
    await lock.getByRole('button', { name: t(lang, 'game.lock.submit') }).click();
    await expect(lock.getByText(t(lang, 'game.errors.answerRequired'))).toBeVisible();
    await expectNoSeriousViolations(page, 'code lock with an empty answer');

    await lock
      .getByRole('button', {
        name: new RegExp(`^${t(lang, 'game.hints.ask', { number: '1', total: '\\d+' })}$`),
      })
      .click();
    const confirm = page.getByRole('dialog', { name: t(lang, 'game.hints.confirmTitle') });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'hint confirmation dialog');
    await confirm.getByRole('button', { name: /./ }).last().click();
    await expect(lock.getByRole('list', { name: t(lang, 'game.hints.taken') })).toBeVisible();
    await expectNoSeriousViolations(page, 'hint panel with a hint taken');

    // The longest document of the first folder: it must scroll with the keyboard.
    await page.getByTestId('open-briefing').click();
    const documentDialog = page.getByRole('dialog').filter({ has: page.getByTestId('document-briefing') });
    await expect(documentDialog.getByTestId('document-briefing')).toBeVisible();
    await expectNoSeriousViolations(page, 'document dialog, a long document');
    await documentDialog.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await expect(documentDialog).toBeHidden();

    await expand(page, 'backstage-plan');
    await page.getByTestId('open-floor-plan').click();
    const plan = page.getByRole('dialog').filter({ has: page.getByTestId('document-floor-plan') });
    await expect(plan.getByTestId('document-floor-plan')).toBeVisible();
    await expectNoSeriousViolations(page, 'document dialog, the floor plan');
    await plan
      .getByRole('button', { name: /./ })
      .filter({ has: page.locator('img') })
      .first()
      .click();
    const zoom = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: t(lang, 'game.documents.zoomIn') }) });
    await expect(zoom.getByRole('img')).toBeVisible();
    await expectNoSeriousViolations(page, 'image dialog');
    await zoom.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await plan.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await expect(plan).toBeHidden();

    await checkDialog(
      page,
      'notepad',
      t(lang, 'game.notes.title'),
      () => page.getByRole('button', { name: t(lang, 'game.notes.open') }).click(),
      t(lang, 'game.notes.close'),
    );
    await page.getByRole('button', { name: t(lang, 'game.briefing.open') }).click();
    const briefing = page.getByRole('dialog', { name: SCENARIO_TITLE[lang] });
    await expect(briefing.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'briefing dialog');
    await briefing.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await expect(briefing).toBeHidden();

    await page.getByRole('button', { name: new RegExp(`^${t(lang, 'game.messages.open')}`) }).click();
    const inbox = page.getByRole('dialog', { name: t(lang, 'game.messages.title') });
    await expect(inbox.getByTestId('messages-list')).toContainText('Regardez le programme.');
    await expectNoSeriousViolations(page, 'messages inbox');
    await inbox.getByRole('button', { name: t(lang, 'common.close') }).click();
    await expect(inbox).toBeHidden();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expectNoSeriousViolations(page, 'offline banner');
    await context.setOffline(false);
  });

  test('choice locks, the accusation and the debrief', async ({ page }) => {
    await playerInRunningSession(page, lang, 3);
    await openGame(page, lang);
    await expand(page, 'phone-messages');
    await expect(page.getByTestId('lock-lift-route').getByRole('radio').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'choice lock');

    const player = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('CURENT_PLAYER')))!,
    ) as RegisteredPlayer;
    expect(await tryLock(player, 'lift-route', 'service-lift')).toBe(true);
    await page.reload();
    await expand(page, 'costume-workshop');
    // The workshop door: a choice among people of the case.
    await expect(page.getByTestId('lock-workshop-door').getByRole('radio').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'choice lock of people');

    for (const [lock, answer] of WAY_THROUGH.slice(4)) expect(await tryLock(player, lock, answer)).toBe(true);
    await page.reload();
    const accusation = page.getByTestId('accusation');
    await expect(accusation.getByRole('radio').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'accusation form');

    for (const group of await accusation.getByRole('radiogroup').all())
      await group.getByRole('radio').first().check();
    await accusation.getByRole('button', { name: t(lang, 'game.accusation.submit') }).click();
    const confirm = page.getByRole('dialog', { name: t(lang, 'game.accusation.confirmTitle') });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'accusation confirmation dialog');
    await confirm.getByRole('button', { name: t(lang, 'game.accusation.confirm') }).click();

    const debrief = page.getByTestId('debrief');
    // The first choice of each question: not every answer right.
    await expect(debrief.getByRole('heading', { name: t(lang, 'game.result.unsolvedTitle') })).toBeVisible();
    await expect(debrief.getByTestId('leaderboard').getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, 'end screen with the debrief');
  });

  test('waiting, paused, ended, and the session deleted', async ({ page }) => {
    const session = await createSession({ name: uniqueName('ended'), status: 'open' });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('a11y'), lang });
    await seedRegisteredPlayer(page, player);
    await page.goto('/');
    await expect(page.getByTestId('status-waiting')).toBeVisible();
    await expectNoSeriousViolations(page, 'game screen before the session starts');

    await transitionSession(session.id, 'start');
    await expect(folder(page, 'case-file')).toBeVisible();
    await transitionSession(session.id, 'pause');
    await expect(page.getByTestId('status-paused')).toBeVisible();
    await expectNoSeriousViolations(page, 'game screen, session paused');

    await transitionSession(session.id, 'finish');
    await expect(page.getByTestId('debrief')).toBeVisible();
    await expectNoSeriousViolations(page, 'ended view (session finished)');

    await deleteSession(session.id);
    const deleted = page.getByRole('alertdialog', { name: t(lang, 'game.sessionDeleted.title') });
    await expect(deleted).toBeVisible();
    await expectNoSeriousViolations(page, 'session-deleted dialog');
  });
}

function adminScreens() {
  test('login dialog, sessions list, session form, row menu and confirmations', async ({ page }) => {
    const session = await createSession({ name: uniqueName('row'), status: 'running' });
    await page.goto('/admin');
    await expect(loginDialog(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'login dialog');
    const login = loginFields(loginDialog(page));
    await login.username.fill(uniqueUsername());
    await login.password.fill('not-the-password');
    await login.submit.click();
    await expect(loginDialog(page).getByText(t('fr', 'login.failed.BAD_CREDENTIALS'))).toBeVisible();
    await expectNoSeriousViolations(page, 'login dialog refusing wrong credentials');

    await loginAsAdmin(page);
    await expect(sessionRow(page, session.name)).toBeVisible();
    await expectNoSeriousViolations(page, 'sessions list');

    await checkDialog(
      page,
      'session form dialog',
      t('fr', 'admin.sessions.createTitle'),
      () => page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click(),
      t('fr', 'common.cancel'),
    );

    await sessionRow(page, session.name)
      .getByRole('button', { name: t('fr', 'admin.sessions.moreActions', { name: session.name }) })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'session actions menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    // The life-cycle buttons, from the session's dashboard (a phone's list keeps them in the menu).
    await page.goto(`/admin/sessions/${session.id}`);
    const rowButton = (key: string) =>
      page
        .getByRole('group', { name: t('fr', 'admin.controls.label', { name: session.name }) })
        .getByRole('button', { name: new RegExp(`^${t('fr', key)}`) });
    await checkDialog(
      page,
      'add-minutes dialog',
      t('fr', 'admin.controls.addMinutesTitle'),
      () => rowButton('admin.controls.addMinutes').click(),
      t('fr', 'common.cancel'),
    );
    await checkDialog(
      page,
      'finish confirmation dialog',
      t('fr', 'admin.controls.finishTitle', { name: session.name }),
      () => rowButton('admin.controls.finish').click(),
      t('fr', 'common.cancel'),
    );
  });

  test("a started session's edit dialog, and a finished one's", async ({ page }) => {
    const session = await createSession({ name: uniqueName('edit'), status: 'running' });
    await loginAsAdmin(page);
    const editTitle = t('fr', 'admin.sessions.editTitle');
    const openEdit = async () => {
      await sessionRow(page, session.name)
        .getByRole('button', { name: t('fr', 'admin.sessions.moreActions', { name: session.name }) })
        .click();
      await page.getByRole('menuitem', { name: t('fr', 'admin.sessions.edit') }).click();
    };
    await expect(sessionRow(page, session.name)).toBeVisible();
    await checkDialog(
      page,
      'edit dialog of a started session',
      editTitle,
      openEdit,
      t('fr', 'common.cancel'),
    );

    // Finished, nothing but its name changes: the rest is shown, disabled.
    await transitionSession(session.id, 'finish');
    await page.reload();
    await expect(sessionRow(page, session.name)).toBeVisible();
    await openEdit();
    const dialog = page.getByRole('dialog', { name: editTitle });
    await expect(
      dialog.getByRole('combobox', { name: t('fr', 'admin.sessions.debriefRelease') }),
    ).toBeDisabled();
    await expect(dialog.getByText(t('fr', 'admin.sessions.fixedSinceFinish'))).toBeVisible();
    await expectNoSeriousViolations(page, 'edit dialog of a finished session');
  });

  test('session dashboard: players, player path, messages, results, show screen, session gone', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('dashboard') });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('a11y') });
    await transitionSession(session.id, 'start');
    await lookAtGame(player);
    expect(await tryLock(player, 'security-computer', '1234')).toBe(false);
    expect(await tryLock(player, 'security-computer', '1887')).toBe(true);
    await sendMessage(session.id, { body: 'Bonne chance.' });
    await loginAsAdmin(page);
    await page.goto(`/admin/sessions/${session.id}`);
    const row = page.getByTestId(`player-row-${player.id}`);
    await expect(row.getByTestId('locks')).toHaveText(/^1\//);
    await expectNoSeriousViolations(page, 'session dashboard, players');

    await row.getByRole('button').first().click();
    const path = page.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: player.mail }) });
    await expect(path.getByTestId('path-action').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'player path dialog');
    // From the path, the case's hints for the locks in front of the player.
    await path.getByRole('button', { name: t('fr', 'admin.caseHints.open') }).click();
    const hints = page.getByRole('dialog', {
      name: t('fr', 'admin.caseHints.title', { name: investigator('fr', 1) }),
    });
    await expect(hints.getByTestId('case-hint-dressing-room-seal-1')).toBeVisible();
    await expectNoSeriousViolations(page, 'case hints dialog');
    await page.keyboard.press('Escape');
    await expect(hints).toBeHidden();
    // Back in the path, whose button has the focus again.
    await expect(path.getByRole('button', { name: t('fr', 'admin.caseHints.open') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(path).toBeHidden();

    await page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.messages') }).click();
    const form = page.getByRole('form', { name: t('fr', 'admin.messages.formTitle') });
    await expect(form).toBeVisible();
    await expect(page.getByTestId('sent-message').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'message form and log');
    await form.getByRole('button', { name: t('fr', 'admin.messages.send') }).click();
    await expect(form.getByText(t('fr', 'admin.messages.errors.bodyRequired'))).toBeVisible();
    await expectNoSeriousViolations(page, 'message form with an error');

    await page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.results') }).click();
    await expect(page.getByRole('button', { name: t('fr', 'admin.results.export') })).toBeVisible();
    await expectNoSeriousViolations(page, 'results');

    // The show screen of a running session: its clock, the top ten, the broadcast.
    await page.goto(`/admin/sessions/${session.id}/join`);
    await expect(page.getByTestId('show-timer')).toBeVisible();
    await expect(page.getByTestId('show-broadcast')).toHaveText(['Bonne chance.']);
    await expect(page.getByTestId('live-status')).toHaveText(t('fr', 'admin.live.open'));
    await expectNoSeriousViolations(page, 'show screen');

    const gone = await createSession({ name: uniqueName('gone') });
    await deleteSession(gone.id);
    await page.goto(`/admin/sessions/${gone.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('fr', 'admin.dashboard.gone.notFoundTitle') }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'session not found');
  });

  test('scenarios, account, add-admin dialog and remove confirmation', async ({ page }) => {
    const other = await createAdmin(uniqueUsername('a11y'), 'a11y-password-42');
    await loginAsAdmin(page);
    const nav = page.getByRole('navigation', { name: t('fr', 'admin.nav.label') });
    await nav.getByRole('link', { name: t('fr', 'admin.nav.scenarios') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('fr', 'admin.scenarios.title') }),
    ).toBeVisible();
    await expect(page.getByText(SCENARIO_TITLE.fr).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'scenarios');

    await nav.getByRole('link', { name: t('fr', 'admin.nav.account') }).click();
    const admins = page.getByRole('table', { name: t('fr', 'account.admins.title') });
    await expect(admins.getByRole('cell', { name: new RegExp(`^${ADMIN.username}`) })).toBeVisible();
    await expectNoSeriousViolations(page, 'account page');
    const form = page.getByRole('form', { name: t('fr', 'account.password.title') });
    await form.getByRole('button', { name: t('fr', 'account.password.submit') }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'account page, password form with errors');

    await checkDialog(
      page,
      'add-admin dialog',
      t('fr', 'account.admins.addTitle'),
      () => page.getByRole('button', { name: t('fr', 'account.admins.add') }).click(),
      t('fr', 'common.cancel'),
    );
    await page
      .getByRole('button', { name: `${t('fr', 'account.admins.remove')} — ${other.username}` })
      .click();
    const confirm = page.getByRole('dialog', { name: /./ }).filter({ hasText: other.username });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'remove-admin confirmation');
  });
}

// Each test walks through many screens, and axe takes a few seconds on each.
test.describe.configure({ timeout: 150_000 });

test.describe('accessibility (axe-core), at the desktop size and at 390 × 844', () => {
  playerScreens('fr');
  adminScreens();
});

test.describe('accessibility (axe-core), in Greek', () => {
  test('the game screen and its dialogs', async ({ page }) => {
    const lang: Lang = 'gr';
    await playerInRunningSession(page, lang, 3);
    await openGame(page, lang);
    await expand(page, 'case-file');
    await expand(page, 'phone-messages');
    await expectNoneAtThisSize(page, 'game screen in Greek, a choice lock');
    await page.getByTestId('open-briefing').click();
    const documentDialog = page.getByRole('dialog').filter({ has: page.getByTestId('document-briefing') });
    await expect(documentDialog.getByTestId('document-briefing')).toBeVisible();
    await expectNoneAtThisSize(page, 'document dialog in Greek');
    await documentDialog.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await page.getByRole('button', { name: t(lang, 'game.briefing.open') }).click();
    const briefing = page.getByRole('dialog', { name: SCENARIO_TITLE[lang] });
    await expect(briefing.getByRole('table')).toBeVisible();
    await expectNoneAtThisSize(page, 'briefing dialog in Greek');
  });
});
