import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, SCENARIO_TITLE, t, url } from '../support/app';

const here = path.dirname(fileURLToPath(import.meta.url));
const caseFile = (id: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(here, '../../content/scenarios', id, file), 'utf8'));
const definition = caseFile('le-dernier-acte', 'scenario.json') as {
  folders: unknown[];
  locks: unknown[];
  durationMinutes: number;
};
const frenchTexts = caseFile('le-dernier-acte', 'texts.fr.json') as { pitch: string; cover: string };

/** A case's card in the library (docs/product.md#case-library). */
const scenarioCard = (page: Page, id: string) => page.getByTestId(`scenario-${id}`);

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
  kinds: [],
  languages: [],
  folderCount: 0,
  lockCount: 0,
  problems: [
    {
      file: 'scenario.json',
      field: 'locks[2].answer',
      code: 'invalidType',
      params: { type: 'string' },
      message: 'expected string',
    },
    {
      file: 'texts.gr.json',
      field: 'folders.f03.title',
      code: 'missingTranslation',
      message: 'missing translation',
    },
  ],
};

test.describe('admin scenarios', () => {
  test('each installed case has its card: cover, title, pitch and facts', async ({ page }) => {
    await loginAsAdmin(page);
    await openScenarios(page);
    const library = page.getByRole('list', { name: t('fr', 'admin.scenarios.title') });
    await expect(library.getByRole('article')).toHaveCount(2);
    const card = scenarioCard(page, 'le-dernier-acte');
    await expect(card.getByRole('heading', { level: 2, name: SCENARIO_TITLE.fr })).toBeVisible();
    await expect(card.getByText(t('fr', 'admin.scenarios.valid'), { exact: true })).toBeVisible();
    await expect(card.getByText(frenchTexts.pitch)).toBeVisible();
    // The cover, served by the API, is drawn.
    const cover = card.getByRole('img', { name: frenchTexts.cover });
    await expect(cover).toHaveAttribute('src', '/v1/scenarios/le-dernier-acte/cover?lang=fr');
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The case's languages named in the game master's language, not each in its own.
    await expect(card.getByRole('definition')).toHaveText([
      t('fr', 'admin.scenarios.minutes_other', { count: String(definition.durationMinutes) }),
      t('fr', 'admin.scenarios.difficulties.medium'),
      t('fr', 'admin.scenarios.soloOrTeams', { range: '2–6' }),
      'Français, anglais, espagnol et grec',
      'Code et choix',
      `${definition.folders.length} dossiers · ${definition.locks.length} verrous`,
    ]);

    await page.getByRole('combobox', { name: t('fr', 'register.lang') }).selectOption('en');
    await expect(card.getByRole('heading', { level: 2, name: SCENARIO_TITLE.en })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', '/v1/scenarios/le-dernier-acte/cover?lang=en');
  });

  test('a card’s button opens the new-session dialog with its case chosen', async ({ page }) => {
    await loginAsAdmin(page);
    await openScenarios(page);
    const card = scenarioCard(page, 'la-reine-de-la-nuit');
    const title = (caseFile('la-reine-de-la-nuit', 'texts.fr.json') as { title: string }).title;
    await card.getByRole('button', { name: t('fr', 'admin.scenarios.newSessionOf', { title }) }).click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await expect(dialog.getByRole('combobox', { name: t('fr', 'admin.sessions.scenario') })).toHaveValue(
      'la-reine-de-la-nuit',
    );
    await expect(dialog.getByRole('spinbutton', { name: t('fr', 'admin.sessions.duration') })).toHaveValue(
      '30',
    );
    await dialog.getByRole('button', { name: t('fr', 'common.cancel') }).click();
    await expect(dialog).toHaveCount(0);
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
    const row = scenarioCard(page, BROKEN.id);
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
    // Said in the game master's language, from its code and values: the kind of value too.
    const said = [
      t('fr', 'cases.checks.invalidType', { type: t('fr', 'cases.checks.types.string') }),
      t('fr', 'cases.checks.missingTranslation'),
    ];
    for (const [index, problem] of BROKEN.problems.entries()) {
      const line = problems.getByRole('row').filter({ hasText: problem.field });
      await expect(line.getByRole('cell')).toHaveText([problem.file, problem.field, said[index]!]);
    }
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(problems).toHaveCount(0);
  });
});
