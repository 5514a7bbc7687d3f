import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, SCENARIO_TITLE, t, url, type Lang } from '../support/app';

const here = path.dirname(fileURLToPath(import.meta.url));
const definition = JSON.parse(
  fs.readFileSync(path.join(here, '../../content/scenarios/le-dernier-acte/scenario.json'), 'utf8'),
) as { folders: unknown[]; locks: unknown[]; durationMinutes: number };

const scenariosTable = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('table', { name: t(lang, 'admin.scenarios.title') });
const scenarioRow = (page: Page, id: string, lang: Lang = 'fr') =>
  scenariosTable(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: id, exact: true }) });

async function openScenarios(page: Page) {
  await page
    .getByRole('navigation', { name: t('fr', 'admin.nav.label') })
    .getByRole('link', { name: t('fr', 'admin.nav.scenarios') })
    .click();
  await expect(page).toHaveURL(url('/admin/scenarios'));
  await expect(page.getByRole('heading', { level: 1, name: t('fr', 'admin.scenarios.title') })).toBeVisible();
}

/** What GET /v1/scenarios answers for a case whose files are broken (docs/product.md#scenarios). */
const BROKEN = {
  id: 'la-piece-cassee',
  valid: false,
  languages: [],
  folderCount: 0,
  lockCount: 0,
  problems: [
    { file: 'scenario.json', field: 'locks[2].answer', message: 'Required' },
    { file: 'texts.gr.json', field: 'folders.f03.title', message: 'Missing translation' },
  ],
};

test.describe('admin scenarios', () => {
  test('the installed case is listed with its title, status, languages and counts', async ({ page }) => {
    await loginAsAdmin(page);
    await openScenarios(page);
    const row = scenarioRow(page, 'le-dernier-acte');
    await expect(row.getByRole('cell', { name: SCENARIO_TITLE.fr, exact: true })).toBeVisible();
    await expect(row.getByText(t('fr', 'admin.scenarios.valid'), { exact: true })).toBeVisible();
    const cells = row.getByRole('cell');
    // The case's languages named in the game master's language, not each in its own.
    await expect(cells.nth(3)).toHaveText('Français, anglais, espagnol et grec');
    await expect(cells.nth(4)).toHaveText(String(definition.folders.length));
    await expect(cells.nth(5)).toHaveText(String(definition.locks.length));
    await expect(cells.nth(6)).toHaveText(
      t('fr', 'admin.scenarios.minutes_other', { count: String(definition.durationMinutes) }),
    );
    await expect(row.getByRole('button')).toHaveCount(0);

    await page.getByRole('combobox', { name: t('fr', 'register.lang') }).selectOption('en');
    await expect(
      scenarioRow(page, 'le-dernier-acte', 'en').getByRole('cell', { name: SCENARIO_TITLE.en }),
    ).toBeVisible();
  });

  test('an invalid case says so in words and unfolds its problems from the keyboard', async ({ page }) => {
    // The test server holds valid cases only: the answer gains a broken one.
    await page.route('**/v1/scenarios', async (route) => {
      const response = await route.fetch();
      const cases = (await response.json()) as unknown[];
      await route.fulfill({ response, json: [...cases, BROKEN] });
    });
    await loginAsAdmin(page);
    await openScenarios(page);
    const row = scenarioRow(page, BROKEN.id);
    await expect(row.getByText(t('fr', 'admin.scenarios.invalid'), { exact: true })).toBeVisible();
    await expect(row.getByText(t('fr', 'admin.scenarios.noTitle'))).toBeVisible();

    const toggle = row.getByRole('button', {
      name: t('fr', 'admin.scenarios.showProblems_other', { count: String(BROKEN.problems.length) }),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const problems = page.getByRole('table', {
      name: t('fr', 'admin.scenarios.problemsOf', { id: BROKEN.id }),
    });
    await expect(problems).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(problems).toBeVisible();
    for (const problem of BROKEN.problems) {
      const line = problems.getByRole('row').filter({ hasText: problem.field });
      await expect(line.getByRole('cell')).toHaveText([problem.file, problem.field, problem.message]);
    }
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(problems).toHaveCount(0);
  });
});
