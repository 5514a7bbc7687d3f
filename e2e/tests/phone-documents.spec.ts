import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accuse,
  createSession,
  lookAtGame,
  registerPlayer,
  transitionSession,
  tryLock,
  uniqueMail,
} from '../support/api';
import {
  documentTitle,
  investigator,
  loginAsAdmin,
  openDocument,
  PHONE,
  readSessionStorage,
  registerAndEnterGame,
  t,
  type Lang,
} from '../support/app';

/*
 * The evidence on a phone (docs/decisions/0010-tables-on-phones.md): at 360 and 390 px
 * wide, every table of every document keeps each word whole on one line, and every
 * column can be reached by scrolling its box sideways, the first column staying in view.
 * The end screen's tables (the debrief's timeline, the leaderboard) too.
 */

const caseFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/scenarios/le-dernier-acte',
);
interface CaseDefinition {
  folders: { id: string; documents: { id: string }[] }[];
  locks: { id: string; kind: string; answer?: string }[];
}
const definition = JSON.parse(
  fs.readFileSync(path.join(caseFolder, 'scenario.json'), 'utf8'),
) as CaseDefinition;

/** The text answers are in the texts files; the apprentice's name opens the workshop in any language. */
const TEXT_ANSWERS: Record<string, string> = { 'workshop-door': 'Moreau' };

/**
 * The narrow phone the tables are laid out for, and the common one. A table whose words stay
 * whole and whose columns stay in reach at 360 px does so wider: each check runs once, at one
 * of the two, the languages with the longest words (Greek, French) at the narrower.
 */
const NARROW = { width: 360, height: 740 };
const COMMON = { width: 390, height: 844 };
const DOCUMENTS_AT = { fr: NARROW, gr: NARROW, en: COMMON, es: COMMON } as const;
const ENDING_AT = { fr: COMMON, gr: NARROW } as const;
const phone = (viewport: { width: number; height: number }) => ({ ...PHONE, viewport });

/** A player in the game with every folder open, all locks solved through the API. */
async function playerWithEveryFolderOpen(page: Page, lang: Lang) {
  // Self-paced: the player who reaches the accusation reads the solution at once.
  const session = await createSession({ status: 'running', debriefRelease: 'playerFinish' });
  await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('phone'), lang });
  const player = JSON.parse((await readSessionStorage(page, 'CURENT_PLAYER'))!) as {
    id: string;
    token: string;
  };
  await lookAtGame(player);
  for (const lock of definition.locks) {
    const answer = lock.answer ?? TEXT_ANSWERS[lock.id]!;
    expect(await tryLock(player, lock.id, answer), lock.id).toBe(true);
  }
  await page.reload();
  return player;
}

interface TableReport {
  /** Words of a cell laid out on more than one line. */
  split: string[];
  /** Cells that could not be brought into view, or that the sticky column covered. */
  unreachable: string[];
  /** Scrolling boxes without keyboard focus or a name. */
  unnamed: number;
  /** Scrolling tables without the visible words that say they scroll. */
  unhinted: number;
  /** Tables whose box scrolls sideways. */
  scrolling: number;
  tables: number;
  /** The page itself scrolls sideways: the table escaped its box. */
  pageOverflow: boolean;
}

/**
 * In the page: every word of every cell as a DOM Range (its line boxes must share one
 * top), then every cell scrolled into view inside its box (it must be the element found
 * at its own centre, not hidden under the sticky first column), and the first cell of
 * its row still in view beside it.
 */
function inspectTables(root: Locator): Promise<TableReport> {
  return root.evaluate((element) => {
    const report: TableReport = {
      split: [],
      unreachable: [],
      unnamed: 0,
      unhinted: 0,
      scrolling: 0,
      tables: 0,
      pageOverflow: document.documentElement.scrollWidth > window.innerWidth + 1,
    };
    /** The cell shows in its box, beside the sticky first column: the element found in the middle of what shows. */
    const visibleAt = (cell: Element, box: Element, first: Element) => {
      const rect = cell.getBoundingClientRect();
      const bounds = box.getBoundingClientRect();
      const start = Math.max(
        rect.left,
        bounds.left,
        cell === first ? -Infinity : first.getBoundingClientRect().right,
      );
      const end = Math.min(rect.right, bounds.right);
      if (end - start < Math.min(rect.width - 1, 24)) return false;
      const hit = document.elementFromPoint((start + end) / 2, rect.top + Math.min(rect.height / 2, 10));
      return hit !== null && (hit === cell || cell.contains(hit));
    };
    for (const table of Array.from(element.querySelectorAll('table'))) {
      // A table in a hidden tab panel is not on screen to read.
      if (table.getClientRects().length === 0) continue;
      report.tables += 1;
      const box = table.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1) {
        report.scrolling += 1;
        const named = box.getAttribute('role') === 'region' && (box.getAttribute('aria-label') ?? '') !== '';
        if (!named || box.tabIndex !== 0) report.unnamed += 1;
        const hint = box.parentElement?.querySelector('[data-testid="scroll-hint"]');
        if (!hint || hint.getClientRects().length === 0) report.unhinted += 1;
      }
      for (const cell of Array.from(table.querySelectorAll('th, td'))) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/[^ \t\n\r]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const tops = Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => rect.top);
            if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 4) report.split.push(word[0]);
          }
        }
      }
      for (const row of Array.from(table.querySelectorAll('tr'))) {
        const cells = Array.from(row.children);
        for (const cell of cells) {
          cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const first = cells[0]!;
          if (!visibleAt(cell, box, first) || !visibleAt(first, box, first)) {
            report.unreachable.push(
              `${(first.textContent ?? '').slice(0, 20)} › ${(cell.textContent ?? '').slice(0, 20)}`,
            );
          }
        }
      }
    }
    return report;
  });
}

function expectWholeAndReachable(report: TableReport, what: string) {
  expect(report.split, `${what}: words split across lines`).toEqual([]);
  expect(report.unreachable, `${what}: cells out of reach`).toEqual([]);
  expect(report.unnamed, `${what}: scrolling tables without focus or name`).toBe(0);
  expect(report.unhinted, `${what}: scrolling tables that do not say so in words`).toBe(0);
  expect(report.pageOverflow, `${what}: the page scrolls sideways`).toBe(false);
}

/**
 * Each image of a document opens a viewer titled with the document's short title, the
 * image's description below it (not a five-line title).
 */
async function checkImageViewers(page: Page, lang: Lang, documentId: string, article: Locator) {
  const title = documentTitle(lang, documentId);
  for (const button of await article.locator('.markdown-image-button').all()) {
    const description = (await button.locator('img').getAttribute('alt')) ?? '';
    await button.click();
    const viewer = page.getByRole('dialog', { name: title }).last();
    await expect(viewer.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(viewer.getByTestId('image-description')).toHaveText(description);
    await viewer.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(1);
  }
}

const SCREENSHOTS = new Set(['badge-log', 'workshop-register']);

/**
 * Whether a document, in a language, holds what this file checks — a table (a line of cells
 * between pipes) or an image: the others have nothing a narrow screen could cut or hide.
 */
function hasTablesOrImages(documentId: string, lang: Lang): boolean {
  const markdown = fs.readFileSync(path.join(caseFolder, 'documents', `${documentId}.${lang}.md`), 'utf8');
  return /^\s*\|.*\|\s*$/m.test(markdown) || /!\[/.test(markdown);
}

test.describe('the evidence on a phone', () => {
  for (const [lang, viewport] of Object.entries(DOCUMENTS_AT) as [Lang, typeof NARROW][]) {
    test.describe(`at ${viewport.width}×${viewport.height}`, () => {
      test.use(phone(viewport));
      test(`every table of every document keeps its words whole and its columns in reach (${lang})`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(240_000);
        await playerWithEveryFolderOpen(page, lang);
        let scrolling = 0;
        for (const folder of definition.folders) {
          for (const { id } of folder.documents.filter((doc) => hasTablesOrImages(doc.id, lang))) {
            const { dialog, article } = await openDocument(page, lang, folder.id, id);
            const report = await inspectTables(article);
            expectWholeAndReachable(report, `${lang} ${id}`);
            if (id === 'badge-log') {
              const axe = await new AxeBuilder({ page })
                .include(`[data-testid="document-${id}"]`)
                .withTags(['wcag2a', 'wcag2aa'])
                .analyze();
              expect(
                axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
              ).toEqual([]);
            }
            scrolling += report.scrolling;
            if (SCREENSHOTS.has(id) && (lang === 'fr' || lang === 'gr')) {
              await dialog.evaluate((node) => node.querySelector('.MuiDialogContent-root')?.scrollTo(0, 0));
              await article
                .locator('.scroll-table__viewport')
                .first()
                .evaluate((box) => box.scrollTo(0, 0));
              await page.screenshot({ path: testInfo.outputPath(`${id}-${lang}-${viewport.width}.png`) });
            }
            await checkImageViewers(page, lang, id, article);
            await dialog.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
            await expect(dialog).toBeHidden();
          }
        }
        // The wide logs do scroll at this width: the checks above were not vacuous.
        expect(scrolling).toBeGreaterThan(0);
      });
    });
  }

  test.describe(`at ${NARROW.width}×${NARROW.height}`, () => {
    test.use(phone(NARROW));
    test('the admin dashboard: the players and the results tables, every column in reach', async ({
      page,
    }) => {
      const session = await createSession({ name: `Phone tables ${Date.now()}` });
      const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('admin-phone') });
      await transitionSession(session.id, 'start');
      await lookAtGame(player);
      await loginAsAdmin(page);
      await page.goto(`/admin/sessions/${session.id}`);
      const players = page.getByTestId(`player-row-${player.id}`);
      await expect(players).toBeVisible();
      // The column kept in view as the others scroll by is the player's, not their rank.
      const kept = players.locator('> :first-child');
      // Their one name, the first investigator's, the mail under it (docs/product.md#nicknames).
      await expect(kept).toHaveText(`${investigator('fr', 1)}${player.mail}`);
      expect(await kept.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
      const main = page.getByRole('main');
      const board = await inspectTables(main);
      expectWholeAndReachable(board, 'players table');
      expect(board.scrolling).toBeGreaterThan(0);
      await page.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.results') }).click();
      await expect(page.getByTestId(`result-row-${player.id}`)).toBeVisible();
      const results = await inspectTables(main);
      expectWholeAndReachable(results, 'results table');
      expect(results.scrolling).toBeGreaterThan(0);
    });
  });

  for (const [lang, viewport] of Object.entries(ENDING_AT) as [Lang, typeof NARROW][]) {
    test.describe(`at ${viewport.width}×${viewport.height}`, () => {
      test.use(phone(viewport));
      test(`the end screen: the reveal, the player's rank and time, whole tables (${lang})`, async ({
        page,
      }, testInfo) => {
        const player = await playerWithEveryFolderOpen(page, lang);
        await accuse(player, { who: 'solene', how: 'service-lift', why: 'own-atelier' });
        await page.reload();
        const ending = page.getByTestId('debrief');
        await expect(ending.getByTestId('reveal')).toContainText('INV-3318');
        await expect(ending.getByTestId('standing-rank')).toHaveText('1');
        await expect(ending.getByTestId('standing-time')).toHaveText(/^\d+:\d\d$/);
        await expect(ending.getByTestId('leaderboard').getByRole('row')).toHaveCount(2);

        const report = await inspectTables(ending);
        expectWholeAndReachable(report, `${lang} end screen`);
        // The ending's parts, its scrolling boxes included, pass the WCAG A/AA checks.
        const axe = await new AxeBuilder({ page })
          .include('[data-testid="debrief"]')
          .withTags(['wcag2a', 'wcag2aa'])
          .analyze();
        expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
          [],
        );
        // The debrief's timeline and the leaderboard, at least.
        expect(report.tables).toBeGreaterThanOrEqual(3);
        // What a reader checks by eye: the reveal and the standing, the timeline, the board.
        const parts = {
          reveal: ending.getByTestId('reveal'),
          standing: ending.getByTestId('standing'),
          timeline: ending.locator('.case-document .scroll-table').first(),
          board: ending.getByTestId('leaderboard'),
        };
        await ending.evaluate((node) =>
          node.querySelectorAll('.scroll-table__viewport').forEach((box) => box.scrollTo(0, 0)),
        );
        for (const [name, part] of Object.entries(parts)) {
          await part.evaluate((node) => node.scrollIntoView({ block: 'center' }));
          await page.screenshot({
            path: testInfo.outputPath(`ending-${name}-${lang}-${viewport.width}.png`),
          });
        }
      });
    });
  }
});
