import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSession, getGame, registerPlayer, tryLock, uniqueMail } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  gameHeading,
  readSessionStorage,
  registerAndEnterGame,
  seedRegisteredPlayer,
  t,
  type Lang,
} from '../support/app';

const ID = 'la-reine-de-la-nuit';
const caseFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../../content/scenarios/${ID}`,
);
interface LockTexts {
  items?: Record<string, string>;
  left?: Record<string, string>;
  right?: Record<string, string>;
  choices?: Record<string, string>;
}
interface CaseTexts {
  title: string;
  folders: Record<string, { title: string }>;
  locks: Record<string, LockTexts>;
  accusation: { questions: Record<string, { prompt: string; choices: Record<string, string> }> };
}
const texts = (lang: Lang) =>
  JSON.parse(fs.readFileSync(path.join(caseFolder, `texts.${lang}.json`), 'utf8')) as CaseTexts;

/** The way through "La Reine de la nuit" (its SOLUTION.md). */
const ORDER = ['grande-porte', 'antenne', 'socle', 'porte-service', 'conference'];
const PAIRS = { z1: 'fougeres', z2: 'palmarium', z3: 'cactees', z4: 'orangerie' };
/** Inside the north-west corner of the cactus house, in percent of the plan. */
const CORNER = { x: 0.8, y: 0.37 };
/** The grid cell whose centre lies in that corner: column 7 of 8, row 3 of 6. */
const CORNER_CELL = { column: 6, row: 2 };
const ACCUSATION = { who: 'ines', how: 'service-door', why: 'protect' };

// Played on a phone, by touch (docs/product.md#locks).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const folder = (page: Page, id: string) => page.getByTestId(`folder-${id}`);

/** The lock of the folder `opens`, its folder unfolded as a reader would. */
async function lockIn(page: Page, lockId: string, opens: string): Promise<Locator> {
  const summary = folder(page, opens).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.tap();
  const lock = page.getByTestId(`lock-${lockId}`);
  await expect(lock).toBeVisible();
  return lock;
}

async function opened(page: Page, lang: Lang, opens: string) {
  await expect(folder(page, opens)).not.toHaveAttribute('data-status', 'locked');
  await expect(page.getByTestId('announcement')).toHaveText(
    t(lang, 'game.lock.opened', { folder: texts(lang).folders[opens]!.title }),
  );
}

/** The order's items as the list shows them now, by their words (once its folder has unfolded). */
async function shownOrder(list: Locator, labels: Record<string, string>): Promise<string[]> {
  await expect(list.getByRole('listitem').last()).toBeVisible();
  const words = await list.getByRole('listitem').allInnerTexts();
  return words.map((text) => Object.keys(labels).find((id) => text.includes(labels[id]!))!);
}

test.describe('playing "La Reine de la nuit" on a phone', () => {
  test('from registration to debrief in Spanish, each new kind of lock answered by touch', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lang: Lang = 'es';
    const words = texts(lang);
    const session = await createSession({
      status: 'running',
      scenarioId: ID,
      pacing: 'selfPaced',
      debriefRelease: 'playerFinish',
    });
    await registerAndEnterGame(page, {
      sessionId: session.id,
      mail: uniqueMail('reine'),
      lang,
      title: words.title,
    });

    // 1. The evening's events, put in order with the arrows' taps.
    const order = await lockIn(page, 'fil-de-la-soiree', 'les-temoins');
    const list = order.getByTestId('order-fil-de-la-soiree');
    const labels = words.locks['fil-de-la-soiree']!.items!;
    const shuffled = await shownOrder(list, labels);
    expect([...shuffled].sort()).toEqual([...ORDER].sort());
    expect(shuffled).not.toEqual(ORDER);
    for (const [place, id] of ORDER.entries()) {
      let at = (await shownOrder(list, labels)).indexOf(id);
      while (at > place) {
        await order
          .getByRole('button', { name: t(lang, 'game.lock.orderMoveUp', { item: labels[id]! }) })
          .tap();
        at -= 1;
      }
    }
    expect(await shownOrder(list, labels)).toEqual(ORDER);
    await order.getByRole('button', { name: t(lang, 'game.lock.submit') }).tap();
    await opened(page, lang, 'les-temoins');

    // 2. The misting's real time: typed.
    const code = await lockIn(page, 'heure-de-la-brume', 'le-local-technique');
    await code.getByTestId('answer-heure-de-la-brume').fill('22:00');
    await code.getByRole('button', { name: t(lang, 'game.lock.submit') }).tap();
    await opened(page, lang, 'le-local-technique');

    // 3. The controller's zones paired with their glasshouses, each from the phone's picker.
    const match = await lockIn(page, 'zones-de-l-automate', 'la-grande-serre');
    for (const [left, right] of Object.entries(PAIRS))
      await match.getByTestId(`match-zones-de-l-automate-${left}`).selectOption(right);
    await match.getByRole('button', { name: t(lang, 'game.lock.submit') }).tap();
    await opened(page, lang, 'la-grande-serre');

    // 4. The key: a choice.
    const key = await lockIn(page, 'la-cle-de-p3', 'les-telephones');
    await key.getByRole('radio', { name: words.locks['la-cle-de-p3']!.choices!['cle-bleue']! }).tap();
    await key.getByRole('button', { name: t(lang, 'game.lock.submit') }).tap();
    await opened(page, lang, 'les-telephones');

    // 5. Where the Queen is: a tap on the plan, where the finger lands.
    const spot = await lockIn(page, 'ou-est-la-reine', 'la-cachette');
    const plan = spot.getByTestId('spot-grid-ou-est-la-reine');
    await expect(spot.getByRole('img')).toBeVisible();
    // Scrolled to, as a thumb does, then tapped where the corner is drawn.
    await plan.scrollIntoViewIfNeeded();
    const box = (await plan.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * CORNER.x, box.y + box.height * CORNER.y);
    await expect(spot.getByTestId('spot-count-ou-est-la-reine')).toHaveText(
      t(lang, 'game.lock.spotCount_one', { marked: '1', count: '1' }),
    );
    await spot.getByRole('button', { name: t(lang, 'game.lock.submit') }).tap();
    await opened(page, lang, 'la-cachette');

    // The accusation, then the ending and the debrief.
    const accusation = page.getByTestId('accusation');
    const questions = words.accusation.questions;
    for (const [question, choice] of Object.entries(ACCUSATION)) {
      const group = accusation.getByRole('group', { name: questions[question]!.prompt });
      await group.getByRole('radio', { name: questions[question]!.choices[choice]! }).tap();
    }
    await accusation.getByRole('button', { name: t(lang, 'game.accusation.submit') }).tap();
    await page
      .getByRole('dialog', { name: t(lang, 'game.accusation.confirmTitle') })
      .getByRole('button', { name: t(lang, 'game.accusation.confirm') })
      .tap();
    const debrief = page.getByTestId('debrief');
    await expect(debrief.getByRole('heading', { name: t(lang, 'game.result.solvedTitle') })).toBeVisible();
    await expect(debrief.locator('[data-right="true"]')).toHaveCount(3);
    const me = JSON.parse((await readSessionStorage(page, 'CURENT_PLAYER'))!) as { id: string };
    const stored = await getGame(me.id);
    expect(stored).toMatchObject({ status: 'finished', solvedLocks: 5, wrongAttempts: 0 });
  });

  test('by keyboard alone, each new kind is answered, and a wrong order stays on screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lang: Lang = 'en';
    const words = texts(lang);
    const session = await createSession({ status: 'running', scenarioId: ID, pacing: 'selfPaced' });
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('keys'), lang });
    await seedRegisteredPlayer(page, player);
    await page.goto('/');
    await expect(gameHeading(page, lang)).toBeVisible();
    const press = async (target: Locator, ...keys: string[]) => {
      await target.focus();
      for (const key of keys) await page.keyboard.press(key);
    };

    // The order: each item moved with Enter on its arrow, the focus following it.
    const order = await lockIn(page, 'fil-de-la-soiree', 'les-temoins');
    await expectNoSeriousViolations(page, 'an order lock');
    const list = order.getByTestId('order-fil-de-la-soiree');
    const labels = words.locks['fil-de-la-soiree']!.items!;
    // First sent as shown: wrong, and kept on screen as it was sent.
    const shown = await shownOrder(list, labels);
    await press(order.getByRole('button', { name: t(lang, 'game.lock.submit') }), 'Enter');
    await expect(order.getByTestId('lock-wrong')).toBeVisible();
    expect(await shownOrder(list, labels)).toEqual(shown);
    for (const [place, id] of ORDER.entries()) {
      const at = (await shownOrder(list, labels)).indexOf(id);
      if (at <= place) continue;
      const up = order.getByRole('button', { name: t(lang, 'game.lock.orderMoveUp', { item: labels[id]! }) });
      await press(up, ...Array.from({ length: at - place }, () => 'Enter'));
    }
    await expect(order.getByTestId('order-said-fil-de-la-soiree')).toContainText(String(ORDER.length));
    expect(await shownOrder(list, labels)).toEqual(ORDER);
    await press(order.getByRole('button', { name: t(lang, 'game.lock.submit') }), 'Enter');
    await opened(page, lang, 'les-temoins');

    // The code and the key are typed answers (played by the API here, the page then read
    // again: a player's own answers from elsewhere reach the game at its next poll); the
    // match by keys.
    expect(await tryLock(player, 'heure-de-la-brume', '2200')).toBe(true);
    await page.reload();
    const match = await lockIn(page, 'zones-de-l-automate', 'la-grande-serre');
    await expectNoSeriousViolations(page, 'a match lock');
    const right = words.locks['zones-de-l-automate']!.right!;
    for (const [left, pair] of Object.entries(PAIRS)) {
      const select = match.getByTestId(`match-zones-de-l-automate-${left}`);
      const options = await select.locator('option').allInnerTexts();
      const steps =
        options.indexOf(right[pair]!) - options.indexOf(await select.locator('option:checked').innerText());
      await press(select, ...Array.from({ length: steps }, () => 'ArrowDown'));
      await expect(select).toHaveValue(pair);
    }
    await press(match.getByRole('button', { name: t(lang, 'game.lock.submit') }), 'Enter');
    await opened(page, lang, 'la-grande-serre');
    expect(await tryLock(player, 'la-cle-de-p3', 'cle-bleue')).toBe(true);
    await page.reload();

    // The place: the plan's grid is one stop; arrows walk its cells, Enter marks a cell's centre.
    const spot = await lockIn(page, 'ou-est-la-reine', 'la-cachette');
    const grid = spot.getByRole('grid');
    await expect(spot.getByRole('img')).toBeVisible();
    await expectNoSeriousViolations(page, 'a spot lock');
    const first = grid.locator('[role="gridcell"][tabindex="0"]');
    await press(
      first,
      ...Array.from({ length: CORNER_CELL.column }, () => 'ArrowRight'),
      ...Array.from({ length: CORNER_CELL.row }, () => 'ArrowDown'),
      'Enter',
    );
    await expect(
      grid.locator(`[data-column="${CORNER_CELL.column}"][data-row="${CORNER_CELL.row}"]`),
    ).toHaveAttribute('aria-selected', 'true');
    await press(spot.getByRole('button', { name: t(lang, 'game.lock.submit') }), 'Enter');
    await opened(page, lang, 'la-cachette');
    const stored = await getGame(player.id);
    expect(stored).toMatchObject({ solvedLocks: 5, wrongAttempts: 1 });
  });
});
