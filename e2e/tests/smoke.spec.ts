import { expect, test } from '@playwright/test';
import { createSession, uniqueMail } from '../support/api';

test('a player registers with a session code, sees the start dialog and reaches the game', async ({
  page,
}) => {
  const session = await createSession();
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);
  const dialog = page.getByRole('dialog', { name: 'Rejoindre l’enquête' });
  await dialog.getByLabel('E-mail').fill(uniqueMail());
  await dialog.getByLabel('Code de session').fill(session.id);
  await dialog.getByRole('button', { name: 'Rejoindre' }).click();
  const start = page.getByRole('dialog', { name: 'Le dernier acte' });
  await expect(start.getByRole('table')).toBeVisible();
  await start.getByRole('button', { name: 'Entrer en scène' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'En coulisses' })).toBeVisible();
});
