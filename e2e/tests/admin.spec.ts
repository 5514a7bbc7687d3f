import { expect, test, type Page } from '@playwright/test';
import { createSession, getSession, registerPlayer, uniqueMail } from '../support/api';
import {
  adminHeading,
  chooseSessionAction,
  exposeApiBodies,
  loginAsAdmin,
  SCENARIO_TITLE,
  sessionRow,
  sessionsTable,
  t,
  url,
} from '../support/app';

const JOIN_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
const uniqueName = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** The join code shown in a row ("ABC-D23"), as the 6-character id ("ABCD23"). */
async function codeOf(page: Page, name: string): Promise<string> {
  const shown = (await sessionRow(page, name).getByRole('cell').first().textContent())!.trim();
  expect(shown).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
  return shown.replace('-', '');
}

test.describe('admin area', () => {
  test('creating a session through the "Nouvelle session" dialog lands on its dashboard, and the list shows its 6-character code', async ({
    page,
  }) => {
    const name = uniqueName('Created in the UI');
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true }).fill(name);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions',
      ),
      dialog.getByRole('button', { name: t('fr', 'common.save') }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(JOIN_CODE);
    await expect(page).toHaveURL(url(`/admin/sessions/${id}`));

    await page
      .getByRole('navigation', { name: t('fr', 'admin.nav.label') })
      .getByRole('link', { name: t('fr', 'admin.nav.sessions') })
      .click();
    await expect(adminHeading(page)).toBeVisible();
    const row = sessionRow(page, name);
    await expect(row).toHaveCount(1);
    expect(await codeOf(page, name)).toBe(id);
    await expect(row.getByText(t('fr', 'admin.status.open'), { exact: true })).toBeVisible();
    // The case by its title in the interface language, and "not started" until it runs.
    await expect(row.getByRole('cell', { name: SCENARIO_TITLE.fr, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: t('fr', 'admin.sessions.notStarted') })).toBeVisible();
    expect(await getSession(id)).toMatchObject({ id, name, status: 'open' });
  });

  test('a new session may start as a draft, open or running; editing no longer offers the status', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('Status at creation') });
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click();
    const create = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    const status = create.getByLabel(t('fr', 'admin.sessions.initialStatus'));
    await expect(status.getByRole('option')).toHaveText(
      ['draft', 'open', 'running'].map((value) => t('fr', `admin.status.${value}`)),
    );
    await expect(status).toHaveValue('open');
    const scenario = create.getByLabel(t('fr', 'admin.sessions.scenario'));
    await expect(scenario.getByRole('option', { name: SCENARIO_TITLE.fr })).toHaveCount(1);
    await expect(scenario).toHaveValue('le-dernier-acte');
    await create.getByRole('button', { name: t('fr', 'common.cancel') }).click();
    await expect(create).toBeHidden();

    await chooseSessionAction(page, session.name, 'admin.sessions.edit');
    const edit = page.getByRole('dialog', { name: t('fr', 'admin.sessions.editTitle') });
    await expect(
      edit.getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true }),
    ).toHaveValue(session.name);
    await expect(edit.getByLabel(t('fr', 'admin.sessions.initialStatus'))).toHaveCount(0);
    await expect(edit.getByLabel(t('fr', 'admin.sessions.status'))).toHaveCount(0);
  });

  test('a session created as a draft shows as such in the list', async ({ page }) => {
    const name = uniqueName('Draft from the UI');
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await dialog.getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true }).fill(name);
    await dialog.getByLabel(t('fr', 'admin.sessions.initialStatus')).selectOption('draft');
    await dialog.getByRole('button', { name: t('fr', 'common.save') }).click();
    await expect(page).toHaveURL(/\/admin\/sessions\/[A-Z0-9]{6}$/);
    const id = page.url().split('/').pop()!;
    expect((await getSession(id)).status).toBe('draft');
    await page.goto('/admin');
    await expect(
      sessionRow(page, name).getByText(t('fr', 'admin.status.draft'), { exact: true }),
    ).toBeVisible();
  });

  test('editing a session changes its name and keeps its code and status', async ({ page }) => {
    const session = await createSession({ name: uniqueName('Before') });
    const before = await getSession(session.id);
    const renamed = uniqueName('After');
    await exposeApiBodies(page);
    await loginAsAdmin(page);
    await chooseSessionAction(page, session.name, 'admin.sessions.edit');
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.editTitle') });
    const nameField = dialog.getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true });
    await expect(nameField).toHaveValue(session.name);
    await nameField.fill(renamed);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT'),
      dialog.getByRole('button', { name: t('fr', 'common.save') }).click(),
    ]);
    expect(new URL(response.url()).pathname).toBe(`/v1/sessions/${session.id}`);
    expect(response.status()).toBe(200);
    // PUT sends the whole session object, id and current status included (docs/product.md#sessions-api).
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ ...before, name: renamed });
    expect(body.id).toBe(session.id);
    await expect(dialog).toBeHidden();
    await expect(sessionRow(page, renamed)).toHaveCount(1);
    await expect(sessionRow(page, session.name)).toHaveCount(0);
    expect(await codeOf(page, renamed)).toBe(session.id);
    expect(await getSession(session.id)).toMatchObject({ name: renamed, status: before.status });
    // The menu's button had the focus before the dialog: it has it back.
    await expect(
      sessionRow(page, renamed).getByRole('button', {
        name: t('fr', 'admin.sessions.moreActions', { name: renamed }),
      }),
    ).toBeFocused();
  });

  test('a row counts the players who joined and leads to the session dashboard and join screen', async ({
    page,
  }) => {
    const session = await createSession({ name: uniqueName('With players') });
    await registerPlayer({ sessionId: session.id, mail: uniqueMail('row') });
    await loginAsAdmin(page);
    const row = sessionRow(page, session.name);
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    // The session's name leads to its dashboard, and so does the row's menu.
    await row.getByRole('link', { name: session.name, exact: true }).click();
    await expect(page).toHaveURL(url(`/admin/sessions/${session.id}`));

    await page.goto('/admin');
    await chooseSessionAction(page, session.name, 'admin.sessions.dashboard');
    await expect(page).toHaveURL(url(`/admin/sessions/${session.id}`));
    await page.goto('/admin');
    await chooseSessionAction(page, session.name, 'admin.sessions.joinScreen');
    await expect(page).toHaveURL(url(`/admin/sessions/${session.id}/join`));
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

// docs/product.md#phones: the new-session dialog's buttons in reach on a small phone.
test.describe('admin area on a 360×740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the new-session dialog keeps Save on screen, whole and tappable, without scrolling', async ({
    page,
  }) => {
    const name = uniqueName('Made on a phone');
    await loginAsAdmin(page);
    await page.getByRole('button', { name: t('fr', 'admin.sessions.create') }).tap();
    const dialog = page.getByRole('dialog', { name: t('fr', 'admin.sessions.createTitle') });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: t('fr', 'common.save') });
    const cancel = dialog.getByRole('button', { name: t('fr', 'common.cancel') });
    /** Wholly inside the screen, where nothing covers it: a tap there lands on it. */
    const inReach = async () => {
      await expect(save).toBeInViewport({ ratio: 1 });
      await expect(cancel).toBeInViewport({ ratio: 1 });
      const box = (await save.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(
        await save.evaluate((button) => {
          const { x, y, width, height } = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      ).toBe(true);
    };
    await inReach();
    // The fields scroll between the title and the buttons, which stay where they are.
    const content = dialog.locator('.MuiDialogContent-root');
    expect(await content.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await content.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await inReach();
    await content.evaluate((element) => element.scrollTo(0, 0));

    await dialog.getByRole('textbox', { name: t('fr', 'admin.sessions.name'), exact: true }).fill(name);
    await inReach();
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions',
      ),
      save.tap(),
    ]);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(page).toHaveURL(url(`/admin/sessions/${id}`));
  });
});
