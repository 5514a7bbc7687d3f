import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { createSession, registerPlayer, uniqueMail, type RegisteredPlayer } from '../support/api';
import {
  afterTwoFrames,
  ADMIN_TOKEN,
  BASE_URL,
  expectLiveOpen,
  followLiveStream,
  gameHeading,
  loginAsAdmin,
  register,
  registrationDialog,
  seedRegisteredPlayer,
  startDialogParts,
  t,
  url,
} from '../support/app';

// docs/product.md#live-events: running a session live. The game master's screens and the player's game follow
// each other through the live streams, without reloading.

/** One call of the admin API, as the app makes it (XSRF echoed, Basic credentials). */
async function asAdmin(method: 'POST' | 'DELETE', path: string, data?: unknown): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const { token } = (await (await api.get('/v1/xsrf')).json()) as { token: string };
  const response = await api.fetch(`/v1/${path}`, {
    method,
    data,
    headers: { Authorization: `Basic ${ADMIN_TOKEN}`, 'X-XSRF-TOKEN': token },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  await api.dispose();
}

const transition = (sessionId: string, action: 'start' | 'pause' | 'resume') =>
  asAdmin('POST', `sessions/${sessionId}/transitions`, { action });
const sendMessage = (sessionId: string, message: { body: string; kind?: 'hint'; playerId?: string }) =>
  asAdmin('POST', `sessions/${sessionId}/messages`, message);

/**
 * Opens the game of `player` in a page of its own browser context, and waits until its
 * live stream is open (the server's `ready`, then the game and messages read again).
 */
async function openGame(browser: Browser, player: RegisteredPlayer): Promise<Page> {
  const page = await phoneWithClock(browser);
  await seedRegisteredPlayer(page, player);
  await openAndListen(page, () => page.goto('/'));
  await expect(gameHeading(page)).toBeVisible();
  return page;
}

/**
 * Runs `load` and waits until the game's live stream is open: the server has said `ready`,
 * so it listens for this player, and the game has asked again for what it may have missed
 * (or asks for the first time, when the stream answered before the game's first reads).
 * From then on the game polls only every 30 s, so a change seen within `LIVE` came down
 * the stream.
 */
async function openAndListen(page: Page, load: () => Promise<unknown>): Promise<void> {
  await followLiveStream(page);
  await load();
  // A page's load and the stream's opening took 15 s on CI's busy machine: room for twice that.
  await expectLiveOpen(page, 30_000);
}

/** Well under the game's 30 s polling while it listens, and roomy on a busy machine. */
const LIVE = { timeout: 10_000 };

const notice = (page: Page) => page.getByTestId('message-notice');
const messagesButton = (page: Page) => page.getByRole('button', { name: t('fr', 'game.messages.open') });
const messagesDialog = (page: Page) => page.getByRole('dialog', { name: t('fr', 'game.messages.title') });
const timeLeft = (page: Page) => page.getByTestId('time-left');

/**
 * A player's browser whose time a test can move on (Playwright's clock): it flows as usual
 * until the test jumps it forward.
 */
async function phoneWithClock(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.clock.install();
  return page;
}

/** The clock's text does not move while the phone's time jumps `ms` on, every timer due fired. */
async function expectClockStill(page: Page, ms = 3_000) {
  const before = await timeLeft(page).textContent();
  await page.clock.fastForward(ms);
  await afterTwoFrames(page);
  await expect(timeLeft(page)).toHaveText(before!);
}

/** The clock's text moves (it counts down once a second). */
async function expectClockRunning(page: Page) {
  const before = await timeLeft(page).textContent();
  await expect(timeLeft(page)).not.toHaveText(before!, LIVE);
}

test.describe('the player’s side of a live session', () => {
  // Two browsers at once on a shared machine: room beyond the usual 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('a start, a pause and a resume of the game master reach the game at once', async ({ browser }) => {
    const session = await createSession();
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('live') });
    const page = await openGame(browser, player);
    await expect(page.getByTestId('status-waiting')).toBeVisible();

    await transition(session.id, 'start');
    await expect(page.getByTestId('status-waiting')).toBeHidden(LIVE);
    await expect(timeLeft(page)).toBeVisible(LIVE);
    await expectClockRunning(page);

    await transition(session.id, 'pause');
    await expect(page.getByTestId('status-paused')).toHaveText(t('fr', 'game.status.paused'), LIVE);
    await expectClockStill(page);

    await transition(session.id, 'resume');
    await expect(page.getByTestId('status-paused')).toBeHidden(LIVE);
    await expectClockRunning(page);
    await page.context().close();
  });

  test('a message to one player reaches that player and no other of the session', async ({ browser }) => {
    const session = await createSession({ status: 'running' });
    const ana = await registerPlayer({ sessionId: session.id, mail: uniqueMail('ana') });
    const ben = await registerPlayer({ sessionId: session.id, mail: uniqueMail('ben') });
    const anaPage = await openGame(browser, ana);
    const benPage = await openGame(browser, ben);
    await expect(messagesButton(anaPage)).toHaveAccessibleName(t('fr', 'game.messages.open'));

    await sendMessage(session.id, { body: 'Ana, look at the programme.\nPage two.', playerId: ana.id });
    // Said politely to screen readers, from a region that is always there.
    await expect(anaPage.getByTestId('message-announcement')).toHaveAttribute('role', 'status');
    await expect(anaPage.getByTestId('message-announcement')).toContainText('Ana, look at the programme.');
    await expect(notice(anaPage)).toContainText(t('fr', 'game.messages.from.message'));
    await expect(anaPage.getByTestId('message-body')).toHaveText('Ana, look at the programme.\nPage two.');
    await expect(messagesButton(anaPage)).toHaveAccessibleName(
      t('fr', 'game.messages.openUnread_one', { count: '1' }),
    );

    // Then one for everybody: Ben gets that one, and only that one.
    await sendMessage(session.id, { body: 'Everyone: the bar closes soon.', kind: 'hint' });
    await expect(notice(benPage)).toContainText(t('fr', 'game.messages.from.hint'));
    await expect(benPage.getByTestId('message-body')).toHaveText('Everyone: the bar closes soon.');
    await expect(messagesButton(benPage)).toHaveAccessibleName(
      t('fr', 'game.messages.openUnread_one', { count: '1' }),
    );
    await messagesButton(benPage).click();
    const benInbox = messagesDialog(benPage);
    await expect(benInbox.getByRole('listitem')).toHaveCount(1);
    await expect(benInbox).not.toContainText('Ana, look at the programme.');
    await expect(benInbox.getByRole('listitem')).toContainText(t('fr', 'game.messages.new'));
    await benInbox.getByRole('button', { name: t('fr', 'common.close') }).click();
    // Read: no notice, no count, and the focus is back on the Messages button.
    await expect(notice(benPage)).toBeHidden();
    await expect(messagesButton(benPage)).toHaveAccessibleName(t('fr', 'game.messages.open'));
    await expect(messagesButton(benPage)).toBeFocused();

    // Ana has both, unread: the newest waits under the game bar, both wait in the inbox.
    await expect(messagesButton(anaPage)).toHaveAccessibleName(
      t('fr', 'game.messages.openUnread_other', { count: '2' }),
    );
    await messagesButton(anaPage).click();
    await expect(messagesDialog(anaPage).getByRole('listitem')).toHaveCount(2);
    await expect(messagesDialog(anaPage).getByRole('listitem').first()).toContainText('the bar closes soon');
    await benPage.context().close();
    await anaPage.context().close();
  });

  test('a message sent while the phone was off shows on arrival, and stays read once dismissed', async ({
    browser,
  }) => {
    const session = await createSession({ status: 'running' });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('away') });
    await sendMessage(session.id, { body: '<b>Not bold</b> & not HTML', playerId: player.id });
    const page = await openGame(browser, player);

    await expect(page.getByTestId('message-body')).toHaveText('<b>Not bold</b> & not HTML');
    await expect(notice(page).locator('b')).toHaveCount(0);
    await notice(page)
      .getByRole('button', { name: t('fr', 'game.messages.dismiss') })
      .click();
    await expect(notice(page)).toBeHidden();
    await expect(messagesButton(page)).toBeFocused();

    await openAndListen(page, () => page.reload());
    await expect(messagesButton(page)).toHaveAccessibleName(t('fr', 'game.messages.open'));
    await expect(notice(page)).toBeHidden();
    await messagesButton(page).click();
    const item = messagesDialog(page).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('<b>Not bold</b> & not HTML');
    await expect(item).not.toContainText(t('fr', 'game.messages.new'));
    // French times read « 14 h 24 », on one line (no-break spaces).
    await expect(item.locator('time')).toHaveText(/^\d\d\u00a0h\u00a0\d\d$/);
    await page.context().close();
  });

  test('a session deleted by the game master says so, and leads back to registration', async ({
    browser,
  }) => {
    const session = await createSession({ status: 'running' });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('deleted') });
    const page = await openGame(browser, player);

    await asAdmin('DELETE', `sessions/${session.id}`);
    const dialog = page.getByRole('alertdialog', { name: t('fr', 'game.sessionDeleted.title') });
    await expect(dialog).toContainText(t('fr', 'game.sessionDeleted.text'));
    await dialog.getByRole('button', { name: t('fr', 'game.sessionDeleted.register') }).click();
    await expect(page).toHaveURL(url('/register'));
    await expect(registrationDialog(page)).toBeVisible();
    await page.context().close();
  });
});

test.describe('running a session live', () => {
  test('the game master sees a player join and progress, messages them and pauses their clock, all live', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const gm = await (await browser.newContext()).newPage();
    const player = await phoneWithClock(browser);
    const name = `Soirée ${Date.now()}`;
    const mail = uniqueMail('investigator');

    // The game master creates an open session, and lands on its dashboard.
    await loginAsAdmin(gm);
    await gm.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click();
    const form = gm.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await form.getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true }).fill(name);
    await form.getByRole('button', { name: t('fr', 'common.save') }).click();
    await expect(gm.getByRole('heading', { level: 1, name })).toBeVisible();
    const sessionId = /\/admin\/sessions\/([^/]+)$/.exec(new URL(gm.url()).pathname)?.[1];
    expect(sessionId).toBeTruthy();

    // The projector's join screen: the code, and nobody yet.
    await gm.getByRole('link', { name: t('fr', 'admin.dashboard.joinScreen') }).click();
    await expect(gm).toHaveURL(url(`/admin/sessions/${sessionId}/join`));
    const code = gm.getByTestId('join-code');
    await expect(code).toHaveText(`${sessionId!.slice(0, 3)}-${sessionId!.slice(3)}`);
    await expect(gm.getByRole('heading', { name: t('fr', 'admin.join.none') })).toBeVisible();

    // The player types the code shown on the screen into the registration dialog.
    await player.goto('/register');
    await register(player, { sessionId: (await code.textContent())!, mail });
    await openAndListen(player, () => startDialogParts(player).begin.click());
    await expect(gameHeading(player)).toBeVisible();
    await expect(player.getByTestId('status-waiting')).toBeVisible();

    // The join screen shows them at once, without a reload.
    const arrivals = gm.getByRole('list', { name: t('fr', 'admin.join.count_one', { count: '1' }) });
    await expect(arrivals.getByRole('listitem')).toHaveText([
      t('fr', 'common.investigator', { number: '1' }),
    ]);

    // On the dashboard, the game master raises the curtain: the player's clock starts.
    await gm.getByRole('link', { name: t('fr', 'admin.join.back') }).click();
    await expect(gm.getByRole('heading', { level: 1, name })).toBeVisible();
    const row = gm.getByRole('row').filter({ hasText: mail });
    await expect(row.getByTestId('locks')).toHaveText('0/7');
    await gm.getByRole('button', { name: t('fr', 'admin.controls.start'), exact: true }).click();
    await expect(player.getByTestId('status-waiting')).toBeHidden(LIVE);
    await expectClockRunning(player);

    // The player opens the first lock: the dashboard shows the progress as it happens.
    const office = player.getByTestId('folder-security-office');
    await office.getByRole('button').first().click();
    const lock = player.getByTestId('lock-security-computer');
    await lock.getByTestId('answer-security-computer').fill('1887');
    await lock.getByRole('button', { name: t('fr', 'game.lock.submit') }).click();
    await expect(office).not.toHaveAttribute('data-status', 'locked');
    await expect(row.getByTestId('locks')).toHaveText('1/7');

    // A message from the dashboard appears in the game.
    await gm.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.messages') }).click();
    const body = 'Bravo ! Regardez maintenant du côté des loges.';
    await gm.getByRole('textbox', { name: t('fr', 'admin.messages.body') }).fill(body);
    await gm.getByRole('button', { name: t('fr', 'admin.messages.send') }).click();
    await expect(player.getByTestId('message-notice')).toContainText(t('fr', 'game.messages.from.message'));
    await expect(player.getByTestId('message-body')).toHaveText(body);

    // The pause stops the player's clock and says why.
    await gm.getByRole('button', { name: t('fr', 'admin.controls.pause'), exact: true }).click();
    await expect(player.getByTestId('status-paused')).toBeVisible(LIVE);
    await expectClockStill(player);

    await gm.context().close();
    await player.context().close();
  });
});
