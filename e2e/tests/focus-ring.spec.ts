import { expect, test, type Page } from '@playwright/test';
import { createSession, lookAtGame, registerPlayer, tryLock, uniqueMail } from '../support/api';
import { gameHeading, loginAsAdmin, seedRegisteredPlayer } from '../support/app';
import { measureFocusRing, type FocusRing } from '../support/focus-ring';

/**
 * WCAG 2.4.7 and 1.4.11 (docs/decisions/0012-accessibility-baseline.md): every control
 * the keyboard reaches shows a focus ring at least 2 px wide whose colour keeps 3:1
 * against the colour around it — the gold ring on the dark stage, the ink ring on a
 * document's paper.
 */

interface Stop extends FocusRing {
  kind: string;
}

/** What kind of control has the focus, to check that the walk met each kind. */
const kindOfFocused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    // A dialog's focus trap may park the focus on the dialog's own container (not a tab
    // stop, tabindex -1) while Tab wraps round: no control there, nothing to ring.
    if (active.tabIndex < 0 && active.getAttribute('role') === 'presentation') return 'body';
    if (active.classList.contains('skip-link')) return 'skip link';
    if (active.closest('.MuiAccordionSummary-root')) return 'folder';
    if (active.closest('.case-document')) return 'document control';
    if (active.closest('[data-testid^="open-"]')) return 'document button';
    if (active.getAttribute('role') === 'tab') return 'tab';
    if (active.getAttribute('role') === 'region') return 'scrollable region';
    if (active.tagName === 'SELECT') return 'select';
    if (active.tagName === 'INPUT')
      return (active as HTMLInputElement).type === 'radio' ? 'radio' : 'text field';
    if (active.tagName === 'TEXTAREA') return 'text field';
    if (active.tagName === 'A') return 'link';
    if (active.tagName === 'BUTTON' || active.getAttribute('role') === 'button') return 'button';
    return active.tagName.toLowerCase();
  });

/**
 * Waits until the focus stays on one element for 150 ms: a dialog's focus trap moves it
 * again after a Tab that left the dialog (MUI checks every 50 ms).
 */
const focusAtRest = (page: Page) =>
  page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    for (let tries = 0; tries < 10; tries++) {
      const before = document.activeElement;
      await pause();
      if (document.activeElement === before) return;
    }
  });

/** Presses Tab `count` times and measures the focus ring at each stop. */
async function tabThrough(page: Page, count: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    await focusAtRest(page);
    const kind = await kindOfFocused(page);
    // Past the last control the focus leaves the page (or waits on a dialog's container):
    // nothing to see there.
    if (kind === 'body') continue;
    const ring = await measureFocusRing(page);
    // Still moving (a focus trap acting late): the stop is where the focus came to rest.
    const rested = await kindOfFocused(page);
    if (rested === kind) stops.push({ ...ring, kind });
    else if (rested !== 'body') stops.push({ ...(await measureFocusRing(page)), kind: rested });
  }
  return stops;
}

function expectVisibleRings(stops: Stop[], kinds: string[]) {
  const weak = stops.filter((stop) => stop.style === 'none' || stop.width < 2 || stop.ratio < 3);
  expect(
    weak,
    `focus rings under 3:1 or thinner than 2 px:\n${weak
      .map(
        (stop) =>
          `  ${stop.element}: ${stop.style} ${stop.width}px ${stop.ring} on ${stop.background} = ${stop.ratio.toFixed(2)}:1`,
      )
      .join('\n')}`,
  ).toEqual([]);
  for (const kind of kinds)
    expect(
      stops.map((stop) => stop.kind),
      `a ${kind} among the stops`,
    ).toContain(kind);
}

test('the game screen: skip link, bar, folders, documents, a choice lock and a code field show a ring of 3:1 or more', async ({
  page,
}) => {
  // Some forty keys, each followed by a measure of the ring: over a minute on a busy machine.
  test.setTimeout(180_000);
  const session = await createSession({ status: 'running' });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('ring') });
  await lookAtGame(player);
  for (const [lock, answer] of [
    ['security-computer', '1887'],
    ['dressing-room-seal', '2057'],
    ['desk-drawer', '2052'],
  ] as const)
    expect(await tryLock(player, lock, answer)).toBe(true);
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await expect(gameHeading(page)).toBeVisible();
  for (const id of ['case-file', 'phone-messages']) {
    const summary = page.getByTestId(`folder-${id}`).getByRole('button').first();
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
  }
  // From the top of the page, as a keyboard user starts.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops = await tabThrough(page, 30);
  // The game bar has no select: its language is in the menu, a button.
  expectVisibleRings(stops, ['skip link', 'button', 'folder', 'document button', 'radio']);

  // A document: its scrolling pane, and a control on its paper (the plan's image), ink-ringed.
  await page.getByTestId('folder-backstage-plan').getByRole('button').first().click();
  await page.getByTestId('open-floor-plan').click();
  const plan = page.getByRole('dialog').filter({ has: page.getByTestId('document-floor-plan') });
  await expect(plan.getByTestId('document-floor-plan').locator('img').first()).toBeVisible();
  // From the document's scrolling pane, Tab reaches the image on its paper and Shift+Tab
  // goes back to the pane. (Started again should the document still be settling.)
  const pane = plan.getByRole('region').first();
  const image = plan.getByRole('button', { name: /^Agrandir l’image/ });
  const inDocument: Stop[] = [];
  await expect(async () => {
    inDocument.length = 0;
    await pane.focus();
    await page.keyboard.press('Tab');
    await focusAtRest(page);
    await expect(image, `Tab from the pane reached ${await kindOfFocused(page)}`).toBeFocused({
      timeout: 1_000,
    });
    inDocument.push({ ...(await measureFocusRing(page)), kind: await kindOfFocused(page) });
    await page.keyboard.press('Shift+Tab');
    await focusAtRest(page);
    await expect(pane, `Shift+Tab from the image reached ${await kindOfFocused(page)}`).toBeFocused({
      timeout: 1_000,
    });
    inDocument.push({ ...(await measureFocusRing(page)), kind: await kindOfFocused(page) });
  }).toPass({ timeout: 30_000 });
  expectVisibleRings(inDocument, ['scrollable region', 'document control']);
  const paper = inDocument.find((stop) => stop.kind === 'document control')!;
  // Ink on the document's paper, not gold (1.7:1 there).
  expect(paper.ratio).toBeGreaterThan(10);
});

test('a code lock’s field shows its ring, the field’s own border', async ({ page }) => {
  const session = await createSession({ status: 'running' });
  const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('ring') });
  await seedRegisteredPlayer(page, player);
  await page.goto('/');
  await page.getByTestId('folder-security-office').getByRole('button').first().click();
  const field = page.getByTestId('answer-security-computer');
  await expect(field).toBeVisible();
  await page.getByTestId('folder-security-office').getByRole('button').first().focus();
  const stops: Stop[] = [];
  while (!(await field.evaluate((node) => node === document.activeElement)) && stops.length < 10)
    stops.push(...(await tabThrough(page, 1)));
  await expect(field).toBeFocused();
  expectVisibleRings(stops, ['text field']);
});

test('the admin area: skip link, navigation, language, sessions table, dashboard tabs show a ring of 3:1 or more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await createSession({ name: `Ring ${Date.now()}` });
  await loginAsAdmin(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops = await tabThrough(page, 16);
  expectVisibleRings(stops, ['skip link', 'link', 'select', 'button', 'scrollable region']);

  await page.goto(`/admin/sessions/${session.id}`);
  const players = page.getByRole('tab').first();
  await expect(players).toBeVisible();
  await players.click();
  // Tab into the tab list and along it with the arrows, as a keyboard user does.
  await players.focus();
  await page.keyboard.press('ArrowRight');
  const tabs: Stop[] = [{ ...(await measureFocusRing(page)), kind: await kindOfFocused(page) }];
  expectVisibleRings(tabs, ['tab']);
});
