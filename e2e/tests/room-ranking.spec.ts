import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  accuse,
  createSession,
  getGame,
  lookAtGame,
  makeTeam,
  registerPlayer,
  setNickname,
  takeHint,
  transitionSession,
  tryLock,
  uniqueMail,
  type RegisteredPlayer,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  gameHeading,
  loginAsAdmin,
  readSessionStorage,
  register,
  seedRegisteredPlayer,
  startDialog,
  startDialogParts,
  t,
  WAY_THROUGH,
  type Lang,
} from '../support/app';

// docs/product.md#leaderboard, #show-screen: what the room sees is what the phones show.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const RIGHT = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
const WRONG = { who: 'clara', how: 'connecting-door', why: 'jealousy' };

/** The whole case through the API, then a wrong accusation: all the locks, no right answer. */
async function quickAndWrong(player: RegisteredPlayer) {
  await lookAtGame(player);
  for (const [lock, answer] of WAY_THROUGH) expect(await tryLock(player, lock, answer)).toBe(true);
  await accuse(player, WRONG);
}

/**
 * Two hints, seven minutes of a five-minute session: out of time with no lock open, then the
 * right accusation — three right answers, fewer points than the quick wrong one.
 */
async function slowAndRight(player: { id: string; token: string }) {
  await lookAtGame(player);
  await takeHint(player, 'security-computer');
  await takeHint(player, 'security-computer');
  await accuse(player, RIGHT);
}

/** A player's score as the server shows it to them: sealed until the verdict is out. */
const shownScore = async (player: { id: string }) => String((await getGame(player.id)).score.total);

/** A phone's leaderboard: each row's rank, score and name cell. */
const phoneBoard = (page: Page) =>
  page
    .getByTestId('leaderboard')
    .locator('tbody tr:not([data-testid="leaderboard-gap"])')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const [rank, score, , name] = Array.from(row.querySelectorAll('td')).map(
          (cell) => cell.textContent ?? '',
        );
        return { rank, score, name };
      }),
    );

/** One line of the show screen's top ten, as the room reads it. */
const topLine = (rank: number, name: string, locks: number, score: string) =>
  `${rank}${name}${t('fr', 'admin.show.standing', { locks: String(locks), total: '7', points: score })}`;

async function openProjector(browser: Browser, sessionId: string): Promise<Page> {
  const show = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await loginAsAdmin(show);
  await show.goto(`/admin/sessions/${sessionId}/join`);
  await expect(show.getByTestId('show-phase-running')).toBeVisible();
  return show;
}

const topTen = (show: Page): Locator => show.getByTestId('show-top').getByRole('listitem');

/** A phone on the game of a player registered through the API. */
async function phoneOf(browser: Browser, player: RegisteredPlayer, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await expect(gameHeading(page, lang)).toBeVisible();
  return page;
}

/** Marks this page, so that a reload (which forgets the mark) shows. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

test.describe('what the room sees', () => {
  test('solo: the projector and the phones show the scores before the verdict, follow a later finisher live, and rank the right accusation first once released', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const session = await createSession({ status: 'running', durationMinutes: 5 });
    const quick = await registerPlayer({ sessionId: session.id, mail: uniqueMail('quick'), lang: 'fr' });
    await setNickname(quick, 'Rapide');
    await quickAndWrong(quick);
    const quickScore = await shownScore(quick);

    // The quick player's phone: their ending, the board with them alone, and the rule.
    const first = await phoneOf(browser, quick, 'fr');
    await expect(first.getByTestId('debrief')).toBeVisible();
    await expect(first.getByTestId('ranking-rule')).toHaveText(t('fr', 'game.leaderboard.rule'));
    await expect
      .poll(() => phoneBoard(first))
      .toEqual([{ rank: '1', score: quickScore, name: `Rapide (${t('fr', 'game.leaderboard.you')})` }]);
    await markPage(first);

    // The slow player registers on their phone, in English: the start dialog says the rule.
    const second = await (await browser.newContext({ ...PHONE, locale: 'en-GB' })).newPage();
    await second.goto('/register');
    await register(second, { sessionId: session.id, mail: uniqueMail('slow'), lang: 'en' });
    await expect(startDialog(second, 'en').getByTestId('ranking-rule')).toHaveText(
      t('en', 'game.leaderboard.rule'),
    );
    await startDialogParts(second, 'en').begin.tap();
    await expect(gameHeading(second, 'en')).toBeVisible();
    const slow = JSON.parse((await readSessionStorage(second, 'CURENT_PLAYER'))!) as RegisteredPlayer;
    await setNickname(slow, 'Lent');
    await slowAndRight(slow);
    await second.reload();
    await expect(second.getByTestId('sealed-verdict')).toBeVisible();
    const sealedSlowScore = await shownScore(slow);
    expect(sealedSlowScore).toBe('0');

    // The first phone follows without a reload: the later finisher comes onto its board.
    const sealedBoard = [
      { rank: '1', score: quickScore, name: 'Rapide' },
      { rank: '2', score: sealedSlowScore, name: 'Lent' },
    ];
    const you = (lang: Lang, row: { rank: string; score: string; name: string }) => ({
      ...row,
      name: `${row.name} (${t(lang, 'game.leaderboard.you')})`,
    });
    await expect
      .poll(() => phoneBoard(first), { timeout: 25_000 })
      .toEqual([you('fr', sealedBoard[0]!), sealedBoard[1]]);
    expect(await stillSamePage(first)).toBe(true);
    await expect.poll(() => phoneBoard(second)).toEqual([sealedBoard[0], you('en', sealedBoard[1]!)]);

    // The projector: the same order, the same scores — no verdict's points, no 600 to tell.
    const show = await openProjector(browser, session.id);
    await expect(topTen(show)).toHaveText([
      topLine(1, 'Rapide', 7, quickScore),
      topLine(2, 'Lent', 0, sealedSlowScore),
    ]);

    // The game master releases the solution: the right accusation, made later and worth
    // fewer points, ranks first everywhere.
    await transitionSession(session.id, 'releaseDebrief');
    await expect(second.getByTestId('reveal')).toBeVisible();
    const slowScore = await shownScore(slow);
    expect(Number(slowScore)).toBeGreaterThan(0);
    expect(Number(slowScore)).toBeLessThan(Number(quickScore));
    const releasedBoard = [
      { rank: '1', score: slowScore, name: 'Lent' },
      { rank: '2', score: quickScore, name: 'Rapide' },
    ];
    await expect.poll(() => phoneBoard(second)).toEqual([you('en', releasedBoard[0]!), releasedBoard[1]]);
    await expect.poll(() => phoneBoard(first)).toEqual([releasedBoard[0], you('fr', releasedBoard[1]!)]);
    await expect(topTen(show)).toHaveText([
      topLine(1, 'Lent', 0, slowScore),
      topLine(2, 'Rapide', 7, quickScore),
    ]);
    await expect(second.getByTestId('ranking-rule')).toHaveText(t('en', 'game.leaderboard.rule'));
    await expectNoSeriousViolations(second, 'the ending with the ranking rule');

    // The session's end: the podium in that order.
    await transitionSession(session.id, 'finish');
    await expect(show.getByTestId('show-phase-podium')).toBeVisible();
    await expect(show.getByTestId('podium-1')).toHaveAttribute('data-revealed', 'true', { timeout: 15_000 });
    await expect(show.getByTestId('podium-1')).toContainText('Lent');
    await expect(show.getByTestId('podium-2')).toContainText('Rapide');
    for (const page of [first, second, show]) await page.context().close();
  });

  test('teams: the projector ranks the teams as their members’ phones do, the right team first once released, a team not begun last', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const session = await createSession({ status: 'open', durationMinutes: 5, teamSize: 2 });
    const member = async (team: string) => {
      const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('team'), lang: 'fr' });
      await makeTeam(player, team);
      return player;
    };
    // Made first, never begun.
    await member('Les Absents');
    const quick = await member('Les Rapides');
    const slow = await member('Les Lents');
    const waiting = await member('Les Patients');
    await transitionSession(session.id, 'start');
    await lookAtGame(waiting);
    await quickAndWrong(quick);
    await slowAndRight(slow);
    const quickScore = await shownScore(quick);
    const sealedSlowScore = await shownScore(slow);
    expect(sealedSlowScore).toBe('0');

    const phone = await phoneOf(browser, slow, 'fr');
    await expect(phone.getByTestId('sealed-verdict')).toBeVisible();
    const youFr = ` (${t('fr', 'game.leaderboard.you')})`;
    const playing = ` — ${t('fr', 'game.leaderboard.playing')}`;
    await expect
      .poll(() => phoneBoard(phone))
      .toEqual([
        { rank: '1', score: quickScore, name: 'Les Rapides' },
        { rank: '2', score: sealedSlowScore, name: `Les Lents${youFr}` },
        { rank: '3', score: '0', name: `Les Patients${playing}` },
      ]);
    const show = await openProjector(browser, session.id);
    await expect(topTen(show)).toHaveText([
      topLine(1, 'Les Rapides', 7, quickScore),
      topLine(2, 'Les Lents', 0, sealedSlowScore),
      topLine(3, 'Les Patients', 0, '0'),
      topLine(4, 'Les Absents', 0, '0'),
    ]);

    await transitionSession(session.id, 'releaseDebrief');
    await expect(phone.getByTestId('reveal')).toBeVisible();
    const slowScore = await shownScore(slow);
    expect(Number(slowScore)).toBeLessThan(Number(quickScore));
    await expect
      .poll(() => phoneBoard(phone))
      .toEqual([
        { rank: '1', score: slowScore, name: `Les Lents${youFr}` },
        { rank: '2', score: quickScore, name: 'Les Rapides' },
        { rank: '3', score: '0', name: `Les Patients${playing}` },
      ]);
    await expect(topTen(show)).toHaveText([
      topLine(1, 'Les Lents', 0, slowScore),
      topLine(2, 'Les Rapides', 7, quickScore),
      topLine(3, 'Les Patients', 0, '0'),
      topLine(4, 'Les Absents', 0, '0'),
    ]);
    for (const page of [phone, show]) await page.context().close();
  });
});
