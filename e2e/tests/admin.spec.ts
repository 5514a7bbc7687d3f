import { expect, test, type Page } from '@playwright/test';
import { createSession, getSession, uniqueMail } from '../support/api';
import {
  adminHeading,
  exposeApiBodies,
  rowButtonName,
  loginAsAdmin,
  registerAndEnterGame,
  t,
  type Lang,
} from '../support/app';

const JOIN_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
const uniqueName = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

const sessionsTable = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('table', { name: t(lang, 'admin.sessions.title') });
const sessionRow = (page: Page, name: string) =>
  sessionsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The join code shown in a row ("ABC-D23"), as the 6-character id ("ABCD23"). */
async function codeOf(page: Page, name: string): Promise<string> {
  const shown = (await sessionRow(page, name).getByRole('cell').first().textContent())!.trim();
  expect(shown).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
  return shown.replace('-', '');
}

test.describe('admin area', () => {
  test('creating a session through the "Nouvelle session" dialog lists it with its 6-character code', async ({
    page,
  }) => {
    const name = uniqueName('Created in the UI');
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t('fr', 'admin.sessions.name')).fill(name);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions',
      ),
      dialog.getByRole('button', { name: t('fr', 'common.save') }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(dialog).toBeHidden();
    const row = sessionRow(page, name);
    await expect(row).toHaveCount(1);
    const code = await codeOf(page, name);
    expect(code).toMatch(JOIN_CODE);
    expect(code).toBe(((await response.json()) as { id: string }).id);
    await expect(row.getByText(t('fr', 'admin.status.open'))).toBeVisible();
    const stored = await getSession(code);
    expect(stored).toMatchObject({ id: code, name, status: 'open' });
  });

  test('editing a session changes its name and keeps its code', async ({ page }) => {
    const session = await createSession({ name: uniqueName('Before') });
    const before = await getSession(session.id);
    const renamed = uniqueName('After');
    await exposeApiBodies(page);
    await loginAsAdmin(page);
    await sessionRow(page, session.name)
      .getByRole('button', { name: rowButtonName(t('fr', 'admin.sessions.edit'), session.name) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.editTitle') });
    const nameField = dialog.getByLabel(t('fr', 'admin.sessions.name'));
    await expect(nameField).toHaveValue(session.name);
    await nameField.fill(renamed);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT'),
      dialog.getByRole('button', { name: t('fr', 'common.save') }).click(),
    ]);
    expect(new URL(response.url()).pathname).toBe(`/v1/sessions/${session.id}`);
    expect(response.status()).toBe(200);
    // PUT sends the whole session object, id included (spec §7).
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ ...before, name: renamed });
    expect(body.id).toBe(session.id);
    await expect(dialog).toBeHidden();
    await expect(sessionRow(page, renamed)).toHaveCount(1);
    await expect(sessionRow(page, session.name)).toHaveCount(0);
    expect(await codeOf(page, renamed)).toBe(session.id);
    expect((await getSession(session.id)).name).toBe(renamed);
  });

  test('a player who registered from another browser appears in the players panel of the session', async ({
    page,
    browser,
  }) => {
    const session = await createSession({ name: uniqueName('With players') });
    const mail = uniqueMail('panel');
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await registerAndEnterGame(playerPage, { sessionId: session.id, mail });
    await playerContext.close();

    await loginAsAdmin(page);
    const row = sessionRow(page, session.name);
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    const [listed] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/players'),
      row
        .getByRole('button', { name: rowButtonName(t('fr', 'admin.sessions.showPlayers'), session.name) })
        .click(),
    ]);
    // GET /v1/players?sessionId=… (spec §7).
    expect(new URL(listed.url()).searchParams.get('sessionId')).toBe(session.id);
    expect(listed.status()).toBe(200);
    const code = `${session.id.slice(0, 3)}-${session.id.slice(3)}`;
    const panel = page.getByRole('region', {
      name: t('fr', 'admin.players.title', { name: session.name, code }),
    });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('cell', { name: mail })).toBeVisible();
    await expect(panel.getByRole('cell', { name: t('fr', 'languages.fr') })).toBeVisible();
  });

  test('the admin area follows its language select (English)', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('combobox', { name: t('fr', 'register.lang') }).selectOption('en');
    await expect(page.getByRole('button', { name: t('en', 'admin.sessions.create') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('en', 'admin.logout') })).toBeVisible();
    await expect(
      sessionsTable(page, 'en').getByRole('columnheader', { name: t('en', 'admin.sessions.code') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(adminHeading(page, 'en')).toBeVisible();
  });
});
