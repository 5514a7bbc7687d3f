import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  accuse,
  createSession,
  createTeam,
  getGame,
  lookAtGame,
  registerPlayer,
  transitionSession,
  tryLock,
  uniqueMail,
  type RegisteredPlayer,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { openDocument, openGameAs, t, type Lang, WAY_THROUGH } from '../support/app';

/** How long a proposal's minute waits, at most, for the phones (PROPOSAL_SHOWING_SECONDS). */
const SHOWING_MS = 10_000;

/** A member's phone on the game, its live stream open. */
const phoneOf = (browser: Browser, player: RegisteredPlayer, lang: Lang) =>
  // Three phones load the game at once on one machine: each may take a while.
  openGameAs(browser, player, lang, { waits: { heading: 60_000, stream: 30_000 } });

/** Opens a statement of the case, as a reader does: its folder unfolded, then the document. */
const readStatement = async (page: Page, lang: Lang, documentId: string): Promise<Locator> =>
  (await openDocument(page, lang, 'statements', documentId)).dialog;

/** Whether what is drawn at the middle of `banner` is the banner itself: nothing covers it. */
const isOnTop = (banner: Locator) =>
  banner.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

// docs/product.md#team-accusation: a proposal nobody misses.
test('a proposal made while the others read a document or type in the notepad shows over it on every phone, reachable by keyboard, and its minute starts once all have shown it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const session = await createSession({ name: `Proposition ${Date.now()}`, status: 'open', teamSize: 4 });
  // Eleni proposes from her own phone (through the API here); the three others are on the game.
  const eleni = await registerPlayer({ sessionId: session.id, mail: uniqueMail('eleni'), lang: 'gr' });
  const marc = await registerPlayer({ sessionId: session.id, mail: uniqueMail('marc'), lang: 'fr' });
  const zoe = await registerPlayer({ sessionId: session.id, mail: uniqueMail('zoe'), lang: 'en' });
  const ana = await registerPlayer({ sessionId: session.id, mail: uniqueMail('ana'), lang: 'es' });
  await createTeam(session.id, 'Les Lumières', [eleni.id, marc.id, zoe.id, ana.id]);
  await transitionSession(session.id, 'start');
  await lookAtGame(eleni);
  for (const [lockId, answer] of WAY_THROUGH) expect(await tryLock(eleni, lockId, answer)).toBe(true);

  const phones = [
    { page: await phoneOf(browser, marc, 'fr'), lang: 'fr' as const },
    { page: await phoneOf(browser, zoe, 'en'), lang: 'en' as const },
    { page: await phoneOf(browser, ana, 'es'), lang: 'es' as const },
  ];
  const [marcPhone, zoePhone, anaPhone] = phones.map((phone) => phone.page) as [Page, Page, Page];
  // Marc and Zoé read a statement; Ana types in the team's notepad.
  const marcDocument = await readStatement(marcPhone, 'fr', 'statement-irene');
  const zoeDocument = await readStatement(zoePhone, 'en', 'statement-theo');
  await anaPhone.getByRole('button', { name: t('es', 'game.notes.open') }).click();
  const notes = anaPhone
    .getByRole('dialog', { name: t('es', 'game.notes.teamTitle') })
    .getByRole('textbox', { name: t('es', 'game.notes.teamLabel') });
  await expect(notes).toBeFocused();
  await notes.pressSequentially('Irène miente');
  // Ana's phone will have shown the proposal, but its word waits here.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await anaPhone.route('**/proposals/*/shown', async (route) => {
    await held;
    await route.continue();
  });
  const anaSaidShown = anaPhone.waitForRequest('**/proposals/*/shown');

  const proposedAt = Date.now();
  await accuse(eleni, { who: 'solene', how: 'service-lift', why: 'own-atelier' });
  const proposer = (lang: Lang) => t(lang, 'game.team.investigator', { number: '1' });
  // Until every phone has shown it — Ana's says so only once let through — its minute has not
  // begun: it is being shown, over the open document, or the notepad, on every phone.
  for (const { page, lang } of phones) {
    await expect(page.getByTestId('proposal-banner-time')).toHaveText(t(lang, 'game.proposal.showing'));
  }
  // Over a document, it is drawn within the document's dialog, where its focus trap reaches.
  for (const page of [marcPhone, zoePhone]) {
    await expect(page.locator('.MuiDialog-container').getByTestId('proposal-banner')).toBeVisible();
  }
  await anaSaidShown;
  expect(Date.now() - proposedAt, 'the phones showed it within its cap').toBeLessThan(SHOWING_MS);
  const releasedAt = Date.now();
  release();
  for (const { page } of phones) {
    await expect(page.getByTestId('proposal-banner-time')).toHaveAttribute('data-showing', 'false');
  }
  // The server started it when the last phone said so, not at its cap.
  const { proposal } = (await getGame(eleni.id)) as unknown as {
    proposal: { startsAt: string; expiresAt: string };
  };
  expect(Date.parse(proposal.startsAt)).toBeGreaterThanOrEqual(releasedAt - 1_000);
  expect(Date.parse(proposal.startsAt)).toBeLessThan(proposedAt + SHOWING_MS);
  expect(Date.parse(proposal.expiresAt) - Date.parse(proposal.startsAt)).toBe(60_000);
  await expect(marcPhone.getByTestId('proposal-banner-time')).toContainText(
    t('fr', 'game.proposal.timeLeft', { time: 'X' }).split('X')[0]!,
  );

  // It is drawn on top, is heard (outside what the open dialog hides), and took no one's focus.
  for (const { page, lang } of phones) {
    const banner = page.getByTestId('proposal-banner');
    await expect(
      banner.getByRole('heading', { name: t(lang, 'game.proposal.title', { name: proposer(lang) }) }),
    ).toBeVisible();
    expect(await isOnTop(page.getByTestId('proposal-banner'))).toBe(true);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t(lang, 'game.proposal.announcement', { name: proposer(lang) }) }),
    ).toHaveCount(1);
  }
  await expect(notes).toBeFocused();
  await notes.pressSequentially(', ¿y Solène?');
  await expect(notes).toHaveText('Irène miente, ¿y Solène?');
  await expectNoSeriousViolations(marcPhone, 'the proposal over a document');

  // Marc reaches its buttons with the keyboard from the document he reads, and confirms.
  const confirm = marcPhone
    .getByTestId('proposal-banner')
    .getByRole('button', { name: t('fr', 'game.proposal.confirm') });
  const object = marcPhone
    .getByTestId('proposal-banner')
    .getByRole('button', { name: t('fr', 'game.proposal.object') });
  await marcDocument.getByRole('button', { name: t('fr', 'game.documents.close') }).focus();
  for (
    let presses = 0;
    presses < 6 && !(await confirm.evaluate((button) => button === document.activeElement));
    presses += 1
  ) {
    await marcPhone.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await marcPhone.keyboard.press('Tab');
  await expect(object).toBeFocused();
  await marcPhone.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await marcPhone.keyboard.press('Enter');
  await expect(marcPhone.getByTestId('proposal-banner')).toContainText(
    t('fr', 'game.proposal.confirmedByYou'),
  );
  await expect(marcDocument).toBeVisible();

  // Zoé closes her statement: the feed's line of the proposal brings her to its card.
  await zoeDocument.getByRole('button', { name: t('en', 'game.documents.close') }).click();
  await zoePhone.getByTestId('feed-proposal').click();
  await expect(
    zoePhone
      .getByTestId('proposal')
      .getByRole('heading', { name: t('en', 'game.proposal.title', { name: proposer('en') }) }),
  ).toBeFocused();

  // The others confirm from the banner: the team's accusation is made on every phone.
  for (const { page, lang } of phones.slice(1)) {
    await page
      .getByTestId('proposal-banner')
      .getByRole('button', { name: t(lang, 'game.proposal.confirm') })
      .click();
  }
  for (const { page } of phones) await expect(page.getByTestId('proposal-banner')).toBeHidden();
  await expect(zoePhone.getByTestId('standing')).toBeVisible();
});
