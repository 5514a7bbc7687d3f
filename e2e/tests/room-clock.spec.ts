import { expect, test, type Browser, type Page } from '@playwright/test';
import { createSession, getSession, registerPlayer, transitionSession, uniqueMail } from '../support/api';
import { gameHeading, seedRegisteredPlayer, t, type Lang } from '../support/app';

// docs/product.md#pacing: one clock for the room. Played on phones, as an evening is.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function openGame(browser: Browser, lang: Lang, sessionId: string): Promise<Page> {
  const player = await registerPlayer({ sessionId, mail: uniqueMail(`room-${lang}`), lang });
  const page = await (await browser.newContext(PHONE)).newPage();
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await expect(gameHeading(page, lang)).toBeVisible();
  return page;
}

/** The time left a phone shows, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('time-left').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

test.describe("the room's clock", () => {
  test('two players joining 20 s apart see the same time left, and at 0 the session ends by itself', async ({
    browser,
  }) => {
    // A real five-minute session, played to its end.
    test.setTimeout(8 * 60_000);
    const session = await createSession({ status: 'open', durationMinutes: 5 });
    const early = await openGame(browser, 'fr', session.id);
    await expect(early.getByTestId('status-waiting')).toBeVisible();

    await transitionSession(session.id, 'start');
    await expect(early.getByTestId('time-left')).toBeVisible({ timeout: 10_000 });
    // The second player arrives twenty seconds into the game, reading it in Greek.
    await early.waitForTimeout(20_000);
    const late = await openGame(browser, 'gr', session.id);
    await expect(late.getByTestId('time-left')).toBeVisible();

    const [first, second] = [await secondsLeft(early), await secondsLeft(late)];
    expect(Math.abs(first - second)).toBeLessThanOrEqual(1);
    // What was left of the five minutes, not five whole minutes for the late one.
    expect(second).toBeLessThanOrEqual(5 * 60 - 20);
    expect(second).toBeGreaterThan(3 * 60);

    // At 0 the session finishes by itself: both games are over, nobody pressed Finish.
    const end = { timeout: (second + 30) * 1000 };
    await expect(early.getByTestId('status-over')).toHaveText(t('fr', 'game.status.over'), end);
    await expect(late.getByTestId('status-over')).toHaveText(t('gr', 'game.status.over'), {
      timeout: 15_000,
    });
    for (const page of [early, late]) {
      await expect(page.getByTestId('accusation')).toHaveCount(0);
      await expect(page.getByTestId('time-left')).toHaveText('0:00');
    }
    const finished = (await getSession(session.id)) as { status: string; clock?: { elapsedSeconds: number } };
    expect(finished.status).toBe('finished');
    expect(finished.clock?.elapsedSeconds).toBe(5 * 60);
    await early.context().close();
    await late.context().close();
  });
});
