import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createSession, lookAtGame, registerPlayer, transitionSession, uniqueMail } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { gameHeading, investigator, type Lang, loginAsAdmin, seedRegisteredPlayer, t } from '../support/app';

const caseFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/scenarios/le-dernier-acte',
);
/** A lock's title and hints as the case words them in `lang`. */
function lockTexts(lang: Lang, lockId: string): { title: string; hints: string[] } {
  const texts = JSON.parse(fs.readFileSync(path.join(caseFolder, `texts.${lang}.json`), 'utf8')) as {
    locks: Record<string, { title: string; hints: string[] }>;
  };
  return texts.locks[lockId]!;
}

/** Matches a name that begins with `text`, taken literally (a no-break space as any space). */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0]/g, '\\s')}`);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// docs/product.md#case-hints: the game master helps a stuck player with the case's own hint.
test('from a stuck player’s row the game master sends the next hint of the case in one click; the phone shows it and the path shows it read', async ({
  browser,
}) => {
  // Two browsers, a clock moved on and two accessibility checks: room to breathe on a busy machine.
  test.setTimeout(180_000);
  const session = await createSession({ name: `Indices ${Date.now()}` });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('stuck'), lang: 'gr' });
  await transitionSession(session.id, 'start');
  await lookAtGame(player);
  const computer = { fr: lockTexts('fr', 'security-computer'), gr: lockTexts('gr', 'security-computer') };

  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  await seedRegisteredPlayer(phone, player);
  await phone.goto('/');
  await expect(gameHeading(phone, 'gr')).toBeVisible();

  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // The game master's clock runs on: nine minutes without progress make the player stuck.
  await desk.clock.install();
  await loginAsAdmin(desk);
  await desk.goto(`/admin/sessions/${session.id}`);
  await expect(desk.getByTestId('live-status').filter({ hasText: t('fr', 'admin.live.open') })).toBeVisible();
  const row = desk.getByTestId(`player-row-${player.id}`);
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute('data-stuck');
  await desk.clock.fastForward('09:00');
  await expect(row).toHaveAttribute('data-stuck', 'true');
  await expect(desk.getByTestId('stuck-banner')).toContainText(
    t('fr', 'admin.caseHints.helpPlayer', { name: investigator('fr', 1) }),
  );

  // From the row: where the player stands, and the case's hints for the locks in front.
  await row.getByTestId('row-hints').click();
  const dialog = desk.getByRole('dialog', {
    name: t('fr', 'admin.caseHints.title', { name: investigator('fr', 1) }),
  });
  await expect(dialog).toBeVisible();
  const lock = dialog.getByRole('region', { name: computer.fr.title });
  await expect(lock).toBeVisible();
  const next = dialog.getByTestId('case-hint-security-computer-1');
  await expect(next).toHaveAttribute('data-state', 'next');
  await expect(next).toContainText(computer.fr.hints[0]!);
  await expect(dialog.getByTestId('case-hint-security-computer-2')).toHaveAttribute('data-state', 'later');
  await expectNoSeriousViolations(desk, 'case hints dialog');

  // One click: at its cost in time.
  await next
    .getByRole('button', {
      name: startingWith(t('fr', 'admin.caseHints.sendCharged', { time: '2\u00a0min' })),
    })
    .click();
  await expect(desk.getByTestId('notice-snackbar')).toHaveText(
    t('fr', 'admin.caseHints.sent', { number: '1', title: computer.fr.title, name: investigator('fr', 1) }),
  );
  await expect(next).toHaveAttribute('data-state', 'given');
  await expect(dialog.getByTestId('case-hint-security-computer-2')).toHaveAttribute('data-state', 'next');

  // On the phone, in Greek: the hint of the case, under its lock's title.
  const notice = phone.getByTestId('message-notice');
  await expect(notice).toContainText(t('gr', 'game.messages.caseHint', { title: computer.gr.title }));
  await expect(notice.getByTestId('message-body')).toHaveText(computer.gr.hints[0]!);

  // The path shows it sent, at its cost, not yet read…
  await dialog.getByRole('button', { name: t('fr', 'common.close') }).click();
  await row.getByRole('button', { name: startingWith(t('fr', 'admin.dashboard.showPath')) }).click();
  const pathDialog = desk.getByRole('dialog', { name: t('fr', 'admin.path.title', { mail: player.mail }) });
  const sent = pathDialog
    .getByTestId('path-action')
    .filter({ hasText: t('fr', 'admin.path.caseHint', { number: '1', title: computer.fr.title }) });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(t('fr', 'admin.path.penalty', { time: '2\u00a0min' }));
  await expect(sent.getByTestId('path-read')).toHaveAttribute('data-read', 'no');
  await expectNoSeriousViolations(desk, 'player path with a hint sent');

  // …and read, live, once the player opens it: from the game bar, which counts it unread
  // whether or not its toast has gone by itself meanwhile.
  await phone.getByRole('button', { name: t('gr', 'game.messages.openUnread_one', { count: '1' }) }).tap();
  const inbox = phone.getByRole('dialog', { name: t('gr', 'game.messages.title') });
  await expect(inbox.getByTestId('messages-list')).toContainText(computer.gr.hints[0]!);
  await expect(sent.getByTestId('path-read')).toHaveAttribute('data-read', 'yes');
  await expect(sent.getByTestId('path-read')).toContainText(
    t('fr', 'admin.path.readAt', { time: '' }).trim(),
  );

  // The log says which of the case's hints it was, in the game master's language.
  await pathDialog.getByRole('button', { name: t('fr', 'common.close') }).click();
  await desk.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.messages') }).click();
  await expect(desk.getByTestId('sent-case-hint')).toContainText(
    t('fr', 'admin.messages.caseHint', { number: '1', title: computer.fr.title }),
  );

  await phoneContext.close();
  await desk.context().close();
});
