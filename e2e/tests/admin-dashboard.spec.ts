import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  createSession,
  deleteSession,
  lookAtGame,
  registerPlayer,
  transitionSession,
  tryLock,
  uniqueMail,
} from '../support/api';
import { loginAsAdmin, t } from '../support/app';

const uniqueName = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const formatted = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

/** The dashboard's connection status once its event stream listens. */
const live = (page: Page) => page.getByTestId('live-status').filter({ hasText: t('fr', 'admin.live.open') });

async function openDashboard(page: Page, sessionId: string) {
  await loginAsAdmin(page);
  await page.goto(`/admin/sessions/${sessionId}`);
  await expect(live(page)).toBeVisible();
}

const playerRow = (page: Page, playerId: string) => page.getByTestId(`player-row-${playerId}`);

/** A running session with one player whose clock has started. */
async function runningSessionWithPlayer(label: string) {
  const session = await createSession({ name: uniqueName(label) });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail(label.toLowerCase()) });
  await transitionSession(session.id, 'start');
  await lookAtGame(player);
  return { session, player };
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('session dashboard', () => {
  test('the join screen shows the code, the link and a QR code, and a player registering appears at once', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('Projector') });
    await loginAsAdmin(page);
    await page.goto(`/admin/sessions/${session.id}/join`);
    await expect(page.getByRole('heading', { level: 1, name: session.name })).toBeVisible();
    // Outside the admin frame: no navigation bar on the projector.
    await expect(page.getByRole('navigation', { name: t('fr', 'admin.nav.label') })).toHaveCount(0);
    await expect(page.getByTestId('join-code')).toHaveText(formatted(session.id));
    const link = page.getByTestId('join-link');
    await expect(link).toHaveText(new RegExp(`/register\\?session=${session.id}$`));
    const qr = page.getByRole('img', {
      name: t('fr', 'admin.join.qrLabel', { link: (await link.textContent())! }),
    });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThan(200);
    await expect(page.getByRole('heading', { name: t('fr', 'admin.join.none') })).toBeVisible();
    await expect(live(page)).toBeVisible();

    const mail = uniqueMail('ana');
    await registerPlayer({ sessionId: session.id, mail });
    // Never a mail on the big screen: the first to join is investigator 1 until they choose a nickname.
    const name = t('fr', 'common.investigator', { number: '1' });
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expect(page.getByText(mail.split('@')[0]!)).toHaveCount(0);
    await expect(page.getByTestId('arrivals-announcement')).toHaveText(
      t('fr', 'admin.join.joined', { name }),
    );
    await expect(
      page.getByRole('heading', { name: t('fr', 'admin.join.count_one', { count: '1' }) }),
    ).toBeVisible();

    for (const size of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await expect(page.getByTestId('join-code')).toBeVisible();
      await noHorizontalOverflow(page);
    }
    await page.getByRole('link', { name: t('fr', 'admin.join.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/sessions/${session.id}$`));
  });

  test('the path words a choice and names each lock by its short title, in the reader’s language', async ({
    page,
  }) => {
    const texts = JSON.parse(
      fs.readFileSync(
        new URL('../../content/scenarios/le-dernier-acte/texts.fr.json', import.meta.url),
        'utf8',
      ),
    ) as { locks: Record<string, { title: string; choices?: Record<string, string> }> };
    const { session, player } = await runningSessionWithPlayer('Words');
    for (const [lock, answer] of [
      ['security-computer', '1887'],
      ['dressing-room-seal', '20:57'],
      ['desk-drawer', '2052'],
      ['lift-route', 'fire-escape'],
    ] as const)
      await tryLock(player, lock, answer);
    await openDashboard(page, session.id);
    await playerRow(page, player.id)
      .getByRole('button', { name: `${t('fr', 'admin.dashboard.showPath')} — ${player.mail}` })
      .click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: player.mail }) });
    const choice = dialog.getByTestId('path-action').filter({ hasText: 'couloir B' });
    await expect(choice).toContainText(
      t('fr', 'admin.path.attempt', {
        answer: texts.locks['lift-route']!.choices!['fire-escape']!,
        title: texts.locks['lift-route']!.title,
      }),
    );
    await expect(dialog).not.toContainText('fire-escape');
    await expect(dialog.getByTestId('path-action').filter({ hasText: '« 2052 »' })).toContainText(
      `« ${texts.locks['desk-drawer']!.title} »`,
    );
  });

  test("a player's progress shows on the dashboard without a reload, and their path lists the attempt", async ({
    page,
  }) => {
    const { session, player } = await runningSessionWithPlayer('Progress');
    await openDashboard(page, session.id);
    const row = playerRow(page, player.id);
    // docs/product.md#nicknames: the name the big screen gives them, the mail under it.
    await expect(row.getByRole('rowheader')).toHaveText(
      `${t('fr', 'common.investigator', { number: '1' })}${player.mail}`,
    );
    await expect(row.getByTestId('locks')).toHaveText(/^0\/\d+$/);
    await expect(row.getByTestId('wrong')).toHaveText('0');

    expect(await tryLock(player, 'security-computer', '1234')).toBe(false);
    expect(await tryLock(player, 'security-computer', '1887')).toBe(true);
    await expect(row.getByTestId('locks')).toHaveText(/^1\/\d+$/);
    await expect(row.getByTestId('wrong')).toHaveText('1');

    const pathButton = row.getByRole('button', {
      name: `${t('fr', 'admin.dashboard.showPath')} — ${player.mail}`,
    });
    await pathButton.click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: player.mail }) });
    await expect(dialog).toBeVisible();
    const actions = dialog.getByTestId('path-action');
    await expect(actions.first()).toContainText(t('fr', 'admin.path.start'));
    const wrong = actions.filter({ hasText: /«\s1234\s»/ });
    await expect(wrong).toContainText(t('fr', 'admin.path.outcome.wrong'));
    const right = actions.filter({ hasText: /«\s1887\s»/ });
    await expect(right).toContainText(t('fr', 'admin.path.outcome.right'));
    // The lock by its short title, not its whole prompt.
    await expect(right).toContainText(/«\sL’ordinateur de sécurité\s»/);
    await expect(right).not.toContainText('verrouillé');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pathButton).toBeFocused();

    // A pause made elsewhere (another game master, the API) reaches the header and the rows.
    await transitionSession(session.id, 'pause');
    await expect(page.getByTestId('session-status')).toHaveText(t('fr', 'admin.status.paused'));
    await expect(row).toContainText(t('fr', 'admin.dashboard.playerStatus.paused'));
  });

  test('the message form refuses an empty or too long message and logs a sent one', async ({ page }) => {
    const { session, player } = await runningSessionWithPlayer('Messages');
    await openDashboard(page, session.id);
    await page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.messages') }).click();
    const form = page.getByRole('form', { name: t('fr', 'admin.messages.formTitle') });
    const send = form.getByRole('button', { name: t('fr', 'admin.messages.send') });
    const body = form.getByRole('textbox', { name: t('fr', 'admin.messages.body') });

    await send.click();
    await expect(form.getByText(t('fr', 'admin.messages.errors.bodyRequired'))).toBeVisible();
    await body.fill('x'.repeat(501));
    await expect(form.getByText(t('fr', 'admin.messages.errors.bodyTooLong'))).toBeVisible();
    await expect(form.getByTestId('body-counter')).toHaveText('501/500');

    const words = `Le théâtre ferme à minuit ${Date.now()}`;
    await body.fill(words);
    await send.click();
    const log = page.getByRole('list', { name: t('fr', 'admin.messages.logTitle') });
    const sent = log.getByTestId('sent-message').filter({ hasText: words });
    await expect(sent).toContainText(t('fr', 'admin.messages.toEveryone'));
    await expect(body).toHaveValue('');
    await expect(page.getByTestId('notice-snackbar')).toHaveText(
      t('fr', 'admin.messages.messageSentToEveryone'),
    );

    // To one player, as a hint, through the player path's shortcut.
    await page.getByRole('tab', { name: /^Joueurs/ }).click();
    await playerRow(page, player.id)
      .getByRole('button', { name: `${t('fr', 'admin.dashboard.showPath')} — ${player.mail}` })
      .click();
    await page.getByRole('button', { name: t('fr', 'admin.path.message') }).click();
    await expect(page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.messages') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(form.getByRole('combobox', { name: t('fr', 'admin.messages.recipient') })).toHaveValue(
      player.id,
    );
    await expect(body).toBeFocused();
    await form.getByRole('radio', { name: t('fr', 'admin.messages.kinds.hint') }).check();
    await body.fill('Regardez le programme.');
    await send.click();
    const hint = log.getByTestId('sent-message').first();
    await expect(hint).toContainText('Regardez le programme.');
    await expect(hint).toContainText(t('fr', 'admin.messages.toPlayer', { mail: player.mail }));
    await expect(hint).toContainText(t('fr', 'admin.messages.kinds.hint'));
  });

  test('"Exporter en CSV" downloads the results, and says so when nobody joined', async ({ page }) => {
    const { session } = await runningSessionWithPlayer('Results');
    await openDashboard(page, session.id);
    await page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.results') }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('fr', 'admin.results.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`coulisses-${session.id}-results.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const header = csv
      .split('\r\n')[0]!
      .split(',')
      .map((cell) => cell.replaceAll('"', ''));
    expect(header).toEqual(
      expect.arrayContaining([
        'rank',
        'mail',
        'score',
        'locks_solved',
        'wrong_attempts',
        'hints_taken',
        'accusation_right',
      ]),
    );
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

    const empty = await createSession({ name: uniqueName('Empty') });
    await page.goto(`/admin/sessions/${empty.id}`);
    await page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.results') }).click();
    await page.getByRole('button', { name: t('fr', 'admin.results.export') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('fr', 'errors.NO_PLAYERS') })).toBeVisible();
  });

  test('a deleted session shows a clear page, whether deleted before opening or while watching', async ({
    page,
  }) => {
    const before = await createSession({ name: uniqueName('Deleted before') });
    await deleteSession(before.id);
    await loginAsAdmin(page);
    await page.goto(`/admin/sessions/${before.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('fr', 'admin.dashboard.gone.notFoundTitle') }),
    ).toBeFocused();
    await expect(page.getByRole('link', { name: t('fr', 'admin.dashboard.backToSessions') })).toBeVisible();

    const watched = await createSession({ name: uniqueName('Deleted while watched') });
    await page.goto(`/admin/sessions/${watched.id}`);
    await expect(live(page)).toBeVisible();
    await deleteSession(watched.id);
    await expect(
      page.getByRole('heading', { level: 1, name: t('fr', 'admin.dashboard.gone.deletedTitle') }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('fr', 'admin.dashboard.backToSessions') }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
