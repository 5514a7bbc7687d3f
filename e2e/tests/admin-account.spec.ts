import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { createAdmin, listAdmins, loginStatusCode, uniqueUsername } from '../support/api';
import { adminHeading, basicToken, loginAsAdmin, readLocalStorage, t, url } from '../support/app';

/** An admin of the test's own: the e2e admin's password never changes (parallel tests use it). */
async function newAdmin(label: string) {
  const account = { username: uniqueUsername(label), password: `pw-${Date.now()}-${Math.random()}` };
  await createAdmin(account.username, account.password);
  return account;
}

async function openAccount(page: Page) {
  await page
    .getByRole('navigation', { name: t('fr', 'admin.nav.label') })
    .getByRole('link', { name: t('fr', 'admin.nav.account') })
    .click();
  await expect(page).toHaveURL(url('/admin/account'));
  await expect(page.getByRole('heading', { level: 1, name: t('fr', 'account.title') })).toBeVisible();
}

function passwordForm(page: Page) {
  const form = page.getByRole('form', { name: t('fr', 'account.password.title') });
  return {
    form,
    current: form.getByRole('textbox', { name: t('fr', 'account.password.current'), exact: true }),
    next: form.getByRole('textbox', { name: t('fr', 'account.password.new'), exact: true }),
    confirm: form.getByRole('textbox', { name: t('fr', 'account.password.confirm'), exact: true }),
    submit: form.getByRole('button', { name: t('fr', 'account.password.submit') }),
  };
}

const adminsTable = (page: Page) => page.getByRole('table', { name: t('fr', 'account.admins.title') });
const adminRow = (page: Page, username: string) =>
  adminsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${username}`) }) });

test.describe('admin account', () => {
  test('changing my password keeps me signed in with the new one, and the old one is refused', async ({
    page,
  }) => {
    const me = await newAdmin('changer');
    const newPassword = `new-${Date.now()}-password`;
    await loginAsAdmin(page, 'fr', me);
    await openAccount(page);
    await expect(page.getByText(t('fr', 'account.signedInAs', { username: me.username }))).toBeVisible();

    const fields = passwordForm(page);
    await fields.current.fill(me.password);
    await fields.next.fill(newPassword);
    await fields.confirm.fill(newPassword);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/admins/me/password'),
      fields.submit.click(),
    ]);
    expect(response.status()).toBe(204);
    await expect(
      page.getByRole('status').filter({ hasText: t('fr', 'account.password.changed') }),
    ).toBeVisible();
    await expect(fields.current).toHaveValue('');
    // The stored token (BASIC_TOKEN) now carries the new password…
    expect(await readLocalStorage(page, 'BASIC_TOKEN')).toBe(basicToken(me.username, newPassword));

    // …so the admin area keeps working, with no login dialog.
    await page
      .getByRole('navigation', { name: t('fr', 'admin.nav.label') })
      .getByRole('link', { name: t('fr', 'admin.nav.sessions') })
      .click();
    await expect(adminHeading(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('fr', 'login.title') })).toHaveCount(0);
    await page.reload();
    await expect(adminHeading(page)).toBeVisible();

    expect(await loginStatusCode(me.username, me.password)).toBe(401);
    expect(await loginStatusCode(me.username, newPassword)).toBe(200);
  });

  test('a wrong current password is said on its field, and nothing changes', async ({ page }) => {
    const me = await newAdmin('wrong-current');
    await loginAsAdmin(page, 'fr', me);
    await openAccount(page);
    const fields = passwordForm(page);
    await fields.current.fill('not-my-password');
    await fields.next.fill('another-password-1');
    await fields.confirm.fill('another-password-1');
    await fields.submit.click();
    await expect(fields.current).toHaveAccessibleDescription(t('fr', 'errors.WRONG_PASSWORD'));
    await expect(fields.current).toBeFocused();
    expect(await readLocalStorage(page, 'BASIC_TOKEN')).toBe(basicToken(me.username, me.password));
    expect(await loginStatusCode(me.username, me.password)).toBe(200);
  });

  test('the new password must be long enough and typed twice alike, before anything is sent', async ({
    page,
  }) => {
    const me = await newAdmin('mismatch');
    const puts: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && puts.push(request.url()));
    await loginAsAdmin(page, 'fr', me);
    await openAccount(page);
    const fields = passwordForm(page);
    await fields.current.fill(me.password);
    await fields.next.fill('short');
    await fields.confirm.fill('short');
    await fields.submit.click();
    await expect(fields.next).toHaveAccessibleDescription(
      t('fr', 'account.errors.passwordTooShort', { min: '8' }),
    );
    await fields.next.fill('long-enough-1');
    await fields.confirm.fill('long-enough-2');
    await fields.submit.click();
    await expect(fields.confirm).toHaveAccessibleDescription(t('fr', 'account.errors.passwordMismatch'));
    expect(puts).toEqual([]);
  });

  test('only the accounts owner adds and removes game masters, and nobody removes the owner', async ({
    page,
  }) => {
    const me = await newAdmin('manager');
    await loginAsAdmin(page, 'fr', me);
    await openAccount(page);
    await expect(page.getByText(t('fr', 'account.admins.ownerOnly'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('fr', 'account.admins.add') })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: new RegExp(t('fr', 'account.admins.remove')) }),
    ).toHaveCount(0);
    await expect(
      adminRow(page, ADMIN.username).getByText(t('fr', 'account.admins.owner'), { exact: true }),
    ).toBeVisible();
  });

  test('adding an admin, refusing a taken username, and removing them after a confirmation', async ({
    page,
  }) => {
    // The accounts' owner: the e2e admin, the first one (its password is never changed here).
    const other = await newAdmin('colleague');
    const added = { username: uniqueUsername('added'), password: 'added-password-1' };
    await loginAsAdmin(page);
    await openAccount(page);

    // My own row says "you" and "owner" and has no remove button; another admin's has one.
    const mine = adminRow(page, ADMIN.username);
    await expect(mine.getByText(t('fr', 'account.admins.you'), { exact: true })).toBeVisible();
    await expect(mine.getByText(t('fr', 'account.admins.owner'), { exact: true })).toBeVisible();
    await expect(mine.getByRole('button')).toHaveCount(0);
    await expect(
      adminRow(page, other.username).getByRole('button', {
        name: `${t('fr', 'account.admins.remove')} — ${other.username}`,
      }),
    ).toBeVisible();

    await page.getByRole('button', { name: t('fr', 'account.admins.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('fr', 'account.admins.addTitle') });
    const username = dialog.getByLabel(t('fr', 'login.username'));
    await expect(username).toBeFocused();
    await username.fill(ADMIN.username);
    await dialog.getByLabel(t('fr', 'login.password')).fill(added.password);
    await dialog.getByRole('button', { name: t('fr', 'account.admins.addSubmit') }).click();
    await expect(username).toHaveAccessibleDescription(t('fr', 'errors.ADMIN_EXISTS'));

    await username.fill(added.username);
    await dialog.getByRole('button', { name: t('fr', 'account.admins.addSubmit') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByTestId('notice-snackbar')
        .filter({ hasText: t('fr', 'account.admins.added', { username: added.username }) }),
    ).toBeVisible();
    await expect(adminRow(page, added.username)).toHaveCount(1);
    expect(await loginStatusCode(added.username, added.password)).toBe(200);

    await adminRow(page, added.username)
      .getByRole('button', { name: `${t('fr', 'account.admins.remove')} — ${added.username}` })
      .click();
    const confirm = page.getByRole('dialog', {
      name: t('fr', 'account.admins.removeTitle', { username: added.username }),
    });
    await expect(confirm).toContainText(t('fr', 'account.admins.removeText', { username: added.username }));
    await expect(confirm.getByRole('button', { name: t('fr', 'common.cancel') })).toBeFocused();
    await confirm.getByRole('button', { name: t('fr', 'account.admins.removeConfirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(adminRow(page, added.username)).toHaveCount(0);
    expect((await listAdmins()).map((admin) => admin.username)).not.toContain(added.username);
    expect(await loginStatusCode(added.username, added.password)).toBe(401);
  });
});
