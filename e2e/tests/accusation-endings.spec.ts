import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createSession, lookAtGame, registerPlayer, takeHint, tryLock, uniqueMail } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { gameHeading, seedRegisteredPlayer, t, WAY_THROUGH, type Lang } from '../support/app';

// On a phone, as players hold it at the end of the evening (docs/product.md#accusation).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const caseFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/scenarios/le-dernier-acte',
);
const questions = (lang: Lang) =>
  (
    JSON.parse(fs.readFileSync(path.join(caseFolder, `texts.${lang}.json`), 'utf8')) as {
      accusation: { questions: Record<string, { prompt: string; choices: Record<string, string> }> };
    }
  ).accusation.questions;
/** The titles of the unsolved ending's two parts, as the case writes them. */
const unsolvedTitles = (lang: Lang) =>
  [...fs.readFileSync(path.join(caseFolder, `unsolved.${lang}.md`), 'utf8').matchAll(/^#{1,2} (.+)$/gm)].map(
    (match) => match[1]!,
  );

const RIGHT = { who: 'solene', how: 'service-lift', why: 'own-atelier' };

/**
 * A player of a self-paced session who cracked every lock (through the API, to reach the
 * accusation quickly), on the game screen: on their own, the solution is theirs at once.
 */
async function atTheAccusation(page: Page, lang: Lang, { lastHintOf }: { lastHintOf?: string } = {}) {
  const session = await createSession({ status: 'running', debriefRelease: 'playerFinish' });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('ending'), lang });
  await lookAtGame(player);
  // Every hint of that lock, the last one included: the solution then waits for the session.
  if (lastHintOf) for (let hint = 0; hint < 3; hint += 1) await takeHint(player, lastHintOf);
  for (const [lock, answer] of WAY_THROUGH) expect(await tryLock(player, lock, answer), lock).toBe(true);
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await expect(gameHeading(page, lang)).toBeVisible();
}

/** Accuses through the form and its confirmation, with a tap as on a phone. */
async function accuse(page: Page, lang: Lang, answers: Record<string, string>) {
  const accusation = page.getByTestId('accusation');
  for (const [question, choice] of Object.entries(answers)) {
    const text = questions(lang)[question]!;
    await accusation
      .getByRole('group', { name: text.prompt })
      .getByRole('radio', { name: text.choices[choice]! })
      .check();
  }
  await accusation.getByRole('button', { name: t(lang, 'game.accusation.submit') }).tap();
  await page
    .getByRole('dialog', { name: t(lang, 'game.accusation.confirmTitle') })
    .getByRole('button', { name: t(lang, 'game.accusation.confirm') })
    .tap();
}

/** Once the curtain has fallen (its animation), as a player reads it. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/** Scrolls `testId`'s part to the top of the screen, below the game's sticky header. */
async function showAtTop(page: Page, testId: string) {
  await page.getByTestId(testId).evaluate((node) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy({ top: node.getBoundingClientRect().top - header - 8 });
  });
}

/** Each part's top, in the page: the order a reader scrolling down meets them. */
async function tops(page: Page, testIds: string[]): Promise<number[]> {
  const found = [];
  for (const id of testIds) found.push((await page.getByTestId(id).boundingBox())!.y);
  return found;
}

test.describe('the ending of every accusation', () => {
  test('a self-paced player who took a lock’s last hint reads why they wait, whatever their answers (fr)', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const lang: Lang = 'fr';
    await atTheAccusation(page, lang, { lastHintOf: 'security-computer' });
    await accuse(page, lang, RIGHT);
    const sealed = page.getByTestId('sealed-verdict');
    await expect(sealed.getByRole('heading', { level: 2 })).toHaveText(t(lang, 'game.sealed.title'));
    await expect(sealed.getByTestId('sealed-reason')).toHaveText(t(lang, 'game.sealed.reason.lastHint'));
    await expect(page.getByTestId('ending-verdict')).toHaveCount(0);
    await page.getByTestId('sealed-reason').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`sealed-${lang}-reason.png`) });
  });

  for (const lang of ['fr', 'gr'] as const) {
    test(`a wrong culprit: not solved, each answer judged, the case not solved, then what really happened (${lang})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await atTheAccusation(page, lang);
      // The right way in and motive, the wrong culprit: partly wrong is not solved.
      await accuse(page, lang, { ...RIGHT, who: 'clara' });

      const ending = page.getByTestId('debrief');
      const verdict = ending.getByTestId('ending-verdict');
      await expect(verdict.getByRole('heading', { level: 2 })).toHaveText(
        t(lang, 'game.result.unsolvedTitle'),
      );
      await expect(ending.getByRole('heading', { name: t(lang, 'game.result.solvedTitle') })).toHaveCount(0);
      await expect(verdict.getByTestId('verdict-lead')).toHaveText(
        t(lang, 'game.result.unsolvedLead_one', { count: '1', total: '3' }),
      );
      const who = questions(lang).who!;
      const answers = verdict.getByRole('listitem');
      await expect(answers).toHaveCount(3);
      await expect(answers.nth(0)).toHaveAttribute('data-right', 'false');
      await expect(answers.nth(0)).toContainText(
        t(lang, 'game.result.wrong', { given: who.choices.clara!, answer: who.choices.solene! }),
      );
      await expect(answers.nth(1)).toHaveAttribute('data-right', 'true');
      await expect(answers.nth(2)).toHaveAttribute('data-right', 'true');

      // Not the win's curtain: the case's own ending, then the truth.
      const [notSolved, truth] = unsolvedTitles(lang);
      await expect(ending.getByTestId('epilogue').getByRole('heading', { level: 2 })).toHaveText(notSolved!);
      await expect(ending.getByTestId('truth').getByRole('heading', { level: 2 })).toHaveText(truth!);
      await expect(ending.getByTestId('truth')).toContainText('INV-3318');
      await expect(ending.getByTestId('reveal')).toHaveCount(0);
      const [top, epilogue, truthTop, standing] = await tops(page, [
        'ending-verdict',
        'epilogue',
        'truth',
        'standing',
      ]);
      expect(top).toBeLessThan(epilogue!);
      expect(epilogue).toBeLessThan(truthTop!);
      expect(truthTop).toBeLessThan(standing!);

      await settled(page);
      await expectNoSeriousViolations(page, `unsolved ending (${lang})`);
      // Kept with the test's output, to read the screens by eye: each part at the top.
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await page.screenshot({ path: testInfo.outputPath(`unsolved-${lang}-verdict.png`) });
      for (const part of ['epilogue', 'truth']) {
        await showAtTop(page, part);
        await page.screenshot({ path: testInfo.outputPath(`unsolved-${lang}-${part}.png`) });
      }
    });

    test(`a right accusation: the case solved, and the curtain falls (${lang})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await atTheAccusation(page, lang);
      await accuse(page, lang, RIGHT);

      const ending = page.getByTestId('debrief');
      const verdict = ending.getByTestId('ending-verdict');
      await expect(verdict.getByRole('heading', { level: 2 })).toHaveText(t(lang, 'game.result.solvedTitle'));
      await expect(verdict.getByTestId('verdict-lead')).toHaveText(t(lang, 'game.result.solvedLead'));
      await expect(verdict.locator('[data-right="true"]')).toHaveCount(3);
      await expect(ending.getByTestId('reveal')).toContainText('INV-3318');
      await expect(ending.getByTestId('epilogue')).toHaveCount(0);
      // Read from its top: the verdict in view.
      await expect(verdict).toBeInViewport();

      await settled(page);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await page.screenshot({ path: testInfo.outputPath(`solved-${lang}-verdict.png`) });
      await showAtTop(page, 'reveal');
      await page.screenshot({ path: testInfo.outputPath(`solved-${lang}-reveal.png`) });
    });
  }
});
