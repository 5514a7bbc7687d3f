import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createSession,
  getSession,
  moveClock,
  registerPlayer,
  sendMessage,
  transitionSession,
  uniqueMail,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { gameHeading, loginAsAdmin, seedRegisteredPlayer, t, type Lang } from '../support/app';

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
  // The projector as a room sees it, the podium's places shown one after the other.
  test.use({ reducedMotion: 'no-preference' });
  test('two players joining 20 s apart see the same time left, at 0 the session ends by itself, and the show screen follows', async ({
    browser,
  }) => {
    // A five-minute session played to its end, its clock moved on where minutes would pass.
    test.setTimeout(120_000);
    const session = await createSession({ status: 'open', durationMinutes: 5 });
    // The projector, in Spanish for the room.
    const show = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await loginAsAdmin(show);
    await show.goto(`/admin/sessions/${session.id}/join`);
    await show.getByLabel(t('fr', 'admin.show.language')).selectOption('es');
    await expect(show.getByTestId('show-phase-lobby')).toBeVisible();
    await expect(show.getByText(t('es', 'admin.join.instruction'))).toBeVisible();
    await expectNoSeriousViolations(show, 'show screen, lobby');

    const early = await openGame(browser, 'fr', session.id);
    await expect(early.getByTestId('status-waiting')).toBeVisible();
    await expect(
      show.getByRole('listitem').filter({ hasText: t('es', 'common.investigator', { number: '1' }) }),
    ).toBeVisible();

    await transitionSession(session.id, 'start');
    await expect(early.getByTestId('time-left')).toBeVisible({ timeout: 10_000 });
    // The second player arrives twenty seconds into the game, reading it in Greek.
    await moveClock(session.id, 20);
    const late = await openGame(browser, 'gr', session.id);
    await expect(late.getByTestId('time-left')).toBeVisible();

    // Read together: each phone draws its own second, and a busy phone draws it late.
    const both = () => Promise.all([secondsLeft(early), secondsLeft(late)]);
    await expect
      .poll(async () => {
        const [first, second] = await both();
        return Math.abs(first - second);
      })
      .toBeLessThanOrEqual(1);
    const [, second] = await both();
    // What was left of the five minutes, not five whole minutes for the late one.
    expect(second).toBeLessThanOrEqual(5 * 60 - 20);
    expect(second).toBeGreaterThan(3 * 60);

    // The big screen: the room's clock, the top ten, the game master's words to everyone.
    await expect(show.getByTestId('show-phase-running')).toBeVisible();
    await expect(show.getByTestId('show-timer')).toHaveText(/^[0-4]:\d\d$/);
    await expect(show.getByTestId('show-top').getByRole('listitem')).toHaveCount(2);
    await sendMessage(session.id, { body: 'Cinq minutes, pas une de plus.' });
    await expect(show.getByTestId('show-broadcast')).toHaveText(['Cinq minutes, pas une de plus.']);
    await expectNoSeriousViolations(show, 'show screen, running');

    // At 0 the session finishes by itself: both games are over, nobody pressed Finish.
    await moveClock(session.id, second - 5);
    const end = { timeout: 30_000 };
    await expect(early.getByTestId('status-over')).toHaveText(t('fr', 'game.status.over'), end);
    await expect(late.getByTestId('status-over')).toHaveText(t('gr', 'game.status.over'), {
      timeout: 15_000,
    });
    for (const page of [early, late]) {
      await expect(page.getByTestId('accusation')).toHaveCount(0);
      await expect(page.getByTestId('time-left')).toHaveText('0:00');
    }
    // The games read "over" from 0:00; the server marks the session finished within a second.
    const read = async () =>
      (await getSession(session.id)) as { status: string; clock?: { elapsedSeconds: number } };
    await expect.poll(async () => (await read()).status).toBe('finished');
    expect((await read()).clock?.elapsedSeconds).toBe(5 * 60);

    // The podium, place by place: the second, then the first.
    await expect(show.getByTestId('show-phase-podium')).toBeVisible();
    await expect(show.getByTestId('podium-2')).toHaveAttribute('data-revealed', 'true');
    // The first place is still a secret while the second is shown.
    await expect(show.getByTestId('podium-1')).toHaveAttribute('data-revealed', 'false');
    await expect(show.getByTestId('podium-1')).toHaveAttribute('data-revealed', 'true');
    // Said too, for whoever does not see the screen.
    const firstPlace = t('es', 'admin.show.revealed', { place: '1.er', name: '—' }).split('—')[0]!;
    await expect(show.getByTestId('podium-announcement')).toContainText(firstPlace);
    await expect(show.getByRole('heading', { name: t('es', 'admin.show.podium') })).toBeVisible();
    await expectNoSeriousViolations(show, 'show screen, podium');
    await show.context().close();
    await early.context().close();
    await late.context().close();
  });
});
