import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createSession,
  createTeam,
  registerPlayer,
  setNickname,
  transitionSession,
  uniqueMail,
  type RegisteredPlayer,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { documentTitle, openGameAs, t, type Lang } from '../support/app';

/** A phone of the team's, in the game as its player left it. */
const phoneOf = (browser: Browser, player: RegisteredPlayer, lang: Lang) =>
  // A first load parses the game's code: on a shared machine busy elsewhere, it takes its time.
  openGameAs(browser, player, lang, { waits: { heading: 30_000, stream: 30_000 } });

async function unfold(page: Page, folderId: string) {
  const summary = page.getByTestId(`folder-${folderId}`).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

const lockLine = (page: Page) => page.getByTestId('lock-security-computer').getByTestId('presence-line');

// docs/product.md#team-presence: two phones of one team see which lock and which document the other is on.
test('a teammate trying a lock and reading a document shows on the other phone, lightly, and goes when they leave', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const session = await createSession({ name: `Présence ${Date.now()}`, status: 'open', teamSize: 2 });
  const nikos = await registerPlayer({ sessionId: session.id, mail: uniqueMail('nikos'), lang: 'fr' });
  const eleni = await registerPlayer({ sessionId: session.id, mail: uniqueMail('eleni'), lang: 'gr' });
  await setNickname(nikos, 'Nikos');
  await setNickname(eleni, 'Eleni');
  await createTeam(session.id, 'Les Lumières', [nikos.id, eleni.id]);
  await transitionSession(session.id, 'start');
  const [nikosPhone, eleniPhone] = [await phoneOf(browser, nikos, 'fr'), await phoneOf(browser, eleni, 'gr')];
  for (const page of [nikosPhone, eleniPhone]) {
    await unfold(page, 'case-file');
    await unfold(page, 'security-office');
  }

  // Nobody on the lock: its line takes no room.
  await expect(lockLine(eleniPhone)).toBeEmpty();
  expect((await lockLine(eleniPhone).boundingBox())?.height).toBe(0);

  // Eleni is typing in the lock's answer when Nikos comes to it: she sees him, her field stays put.
  const eleniField = eleniPhone.getByTestId('answer-security-computer');
  await eleniField.click();
  await eleniField.pressSequentially('18');
  const before = await eleniField.boundingBox();
  await nikosPhone.getByTestId('answer-security-computer').click();
  await expect(lockLine(eleniPhone)).toHaveText(t('gr', 'game.presence.tryingLock_one', { names: 'Nikos' }));
  expect(await eleniField.boundingBox()).toEqual(before);
  await expect(eleniField).toBeFocused();
  await expect(eleniField).toHaveValue('18');
  // And he sees her: each phone shows the other, never itself.
  await expect(lockLine(nikosPhone)).toHaveText(t('fr', 'game.presence.tryingLock_one', { names: 'Eleni' }));
  await expectNoSeriousViolations(eleniPhone, 'a lock with a teammate on it');

  // He leaves the lock: it no longer says so on her phone.
  await nikosPhone.getByRole('heading', { level: 1 }).click();
  await expect(lockLine(eleniPhone)).toBeEmpty();

  // Eleni opens a document: Nikos sees it beside its title in the folder, without the line growing.
  await eleniField.blur();
  const inFolder = nikosPhone.getByTestId('open-briefing');
  const height = (await inFolder.boundingBox())?.height;
  await eleniPhone.getByTestId('open-briefing').click();
  await expect(eleniPhone.getByTestId('document-briefing')).toBeVisible();
  const reading = t('fr', 'game.presence.readingDocument_one', { names: 'Eleni' });
  await expect(inFolder.getByTestId('presence-mark')).toHaveText(reading);
  expect((await inFolder.boundingBox())?.height).toBe(height);

  // He opens it too: the document says she reads it, and hers says he does.
  await inFolder.click();
  const dialog = nikosPhone.getByRole('dialog', { name: documentTitle('fr', 'briefing') });
  await expect(dialog.getByTestId('presence-line')).toHaveText(reading);
  await expect(
    eleniPhone.getByRole('dialog', { name: documentTitle('gr', 'briefing') }).getByTestId('presence-line'),
  ).toHaveText(t('gr', 'game.presence.readingDocument_one', { names: 'Nikos' }));
  await expectNoSeriousViolations(nikosPhone, 'a document a teammate reads');

  // She closes it: his document no longer says so.
  await eleniPhone.getByRole('button', { name: t('gr', 'game.documents.close') }).click();
  await expect(dialog.getByTestId('presence-line')).toBeEmpty();
});
