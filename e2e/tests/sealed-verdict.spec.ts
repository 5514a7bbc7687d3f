import { expect, test, type Page } from '@playwright/test';
import {
  createSession,
  lookAtGame,
  registerPlayer,
  takeHint,
  transitionSession,
  uniqueMail,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { gameHeading, loginAsAdmin, seedRegisteredPlayer, t, type Lang } from '../support/app';

// On a phone, as players hold it (docs/decisions/0015-nothing-learned-while-anyone-plays.md).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A player of a five-minute session who spent it on hints (2 then 5 minutes) before reaching
 * the accusation's folder, on the game screen, out of time.
 */
async function outOfTime(page: Page, lang: Lang) {
  const session = await createSession({ status: 'running', durationMinutes: 5 });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('sealed'), lang });
  await lookAtGame(player);
  await takeHint(player, 'security-computer');
  await takeHint(player, 'security-computer');
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await expect(gameHeading(page, lang)).toBeVisible();
  await expect(page.getByTestId('status-timeUp')).toBeVisible();
  return { session, player };
}

/** Accuses with the first choice of every question, through the form and its confirmation. */
async function accuseAnyone(page: Page, lang: Lang) {
  const accusation = page.getByTestId('accusation');
  for (const group of await accusation.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  await accusation.getByRole('button', { name: t(lang, 'game.accusation.submit') }).tap();
  await page
    .getByRole('dialog', { name: t(lang, 'game.accusation.confirmTitle') })
    .getByRole('button', { name: t(lang, 'game.accusation.confirm') })
    .tap();
}

/** The sealed ending: the investigation over, the player's own answers, no reveal, no right answer. */
async function expectSealed(page: Page, lang: Lang) {
  const sealed = page.getByTestId('sealed-verdict');
  await expect(sealed.getByRole('heading', { name: t(lang, 'game.sealed.title') })).toBeVisible();
  await expect(sealed).toContainText(t(lang, 'game.sealed.text'));
  await expect(page.getByTestId('reveal')).toHaveCount(0);
  await expect(page.locator('[data-right]')).toHaveCount(0);
  await expect(page.getByTestId('score-answerPoints')).toHaveText(t(lang, 'game.sealed.pending'));
}

/** Marks this page, so that a reload (which forgets the mark) shows. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

test.describe('the verdict sealed until the game master releases the solution', () => {
  test('a player out of time accuses, waits under seal, and reads the reveal when the game master releases it (fr)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const lang: Lang = 'fr';
    const { session } = await outOfTime(page, lang);
    await accuseAnyone(page, lang);
    await expectSealed(page, lang);
    await expectNoSeriousViolations(page, 'sealed verdict');
    await markPage(page);

    // The game master, on their laptop, releases it with one confirmed click.
    const laptop = await browser.newContext({ locale: 'fr-FR' });
    const admin = await laptop.newPage();
    await loginAsAdmin(admin);
    await admin.goto(`/admin/sessions/${session.id}`);
    await expect(admin.getByTestId('session-solution')).toHaveText(
      t('fr', 'admin.dashboard.solutionState.sealed'),
    );
    await admin.getByRole('button', { name: t('fr', 'admin.controls.releaseDebrief') }).click();
    await admin
      .getByRole('dialog', { name: t('fr', 'admin.controls.releaseDebriefTitle', { name: session.name }) })
      .getByRole('button', { name: t('fr', 'admin.controls.releaseDebriefConfirm') })
      .click();
    await expect(admin.getByTestId('session-solution')).toHaveText(
      t('fr', 'admin.dashboard.solutionState.released'),
    );
    await laptop.close();

    // The phone opens the envelope by itself: the answers judged, the truth, no reload.
    const ending = page.getByTestId('debrief');
    await expect(ending.getByTestId('truth')).toContainText('INV-3318');
    await expect(page.getByTestId('sealed-verdict')).toHaveCount(0);
    await expect(ending.locator('[data-right]')).toHaveCount(3);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('in Greek, the seal reads as the case does, and the session\u2019s end opens it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const lang: Lang = 'gr';
    const { session } = await outOfTime(page, lang);
    await accuseAnyone(page, lang);
    await expectSealed(page, lang);
    await expect(page.getByTestId('sealed-verdict')).toContainText('ΣΦΡΑΓΙΣΜΕΝΟ');
    // Kept with the test's output, to read the Greek screen by eye: the top, then the envelope.
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.screenshot({ path: testInfo.outputPath('sealed-gr.png') });
    await page.getByTestId('points-at-stake').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('sealed-gr-envelope.png') });
    await markPage(page);

    await transitionSession(session.id, 'finish');
    const ending = page.getByTestId('debrief');
    // The first choice of each question names the wrong culprit: the case is not solved.
    await expect(ending.getByTestId('truth')).toContainText('Σολέν');
    await expect(ending.getByRole('heading', { name: t(lang, 'game.result.unsolvedTitle') })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    // Once the curtain has fallen (its animation), as a player reads it.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: testInfo.outputPath('revealed-gr.png') });
  });
});
