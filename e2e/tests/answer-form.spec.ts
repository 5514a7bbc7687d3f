import { expect, test, type Page } from '@playwright/test';
import { createSession, getGame, uniqueMail } from '../support/api';
import { registrationDialog, registrationFields, snackbar, startDialogParts, t } from '../support/app';

/** Greek capitals drawn like the Latin letters of join codes (docs/decisions/0009). */
const GREEK: Record<string, string> = {
  A: 'Α',
  B: 'Β',
  E: 'Ε',
  Z: 'Ζ',
  H: 'Η',
  K: 'Κ',
  M: 'Μ',
  N: 'Ν',
  P: 'Ρ',
  T: 'Τ',
  X: 'Χ',
  Y: 'Υ',
};

const folder = (page: Page, id: string) => page.getByTestId(`folder-${id}`);

async function expand(page: Page, id: string) {
  const summary = folder(page, id).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
}

/** Registers through the dialog with the code as typed, and enters the game. */
async function registerTyping(page: Page, typedCode: string) {
  await page.goto('/register');
  const fields = registrationFields(registrationDialog(page));
  await fields.mail.fill(uniqueMail('form'));
  await fields.sessionId.fill(typedCode);
  await fields.submit.click();
  await startDialogParts(page).begin.click();
  await expect(page).toHaveURL((address) => address.pathname === '/');
}

test.describe('answers forgiven their form, and join codes their look-alikes', () => {
  test('registration takes the code in lower case, with any dash and Greek look-alike letters', async ({
    page,
  }) => {
    const session = await createSession({ status: 'running' });
    const lower = `${session.id.slice(0, 3)}–${session.id.slice(3)}`.toLowerCase();
    await registerTyping(page, lower);
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('CURENT_PLAYER'))) ?? '{}').sessionId,
    ).toBe(session.id);

    // Another player, on a phone set to Greek letters.
    const greek = [...session.id].map((letter) => GREEK[letter] ?? letter).join('');
    await page.evaluate(() => sessionStorage.clear());
    await registerTyping(page, `${greek.slice(0, 3)} — ${greek.slice(3)}`.toLowerCase());
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('CURENT_PLAYER'))) ?? '{}').sessionId,
    ).toBe(session.id);
  });

  test('a code lock opens the numeric keypad and says its form under the field, without counting', async ({
    page,
  }) => {
    // On a phone, where the keypad matters.
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await createSession({ status: 'running' });
    await registerTyping(page, session.id);
    await expand(page, 'security-office');
    const lock = page.getByTestId('lock-security-computer');
    const field = lock.getByTestId('answer-security-computer');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('pattern', '[0-9]*');

    const said = t('fr', 'game.lock.formDigitsCount_other', { count: '4' });
    await field.fill('mil huit cent');
    await lock.getByRole('button', { name: t('fr', 'game.lock.submit') }).click();
    // Under the field, as its description, the field focused and marked; no snackbar.
    await expect(field).toHaveAccessibleDescription(said);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('mil huit cent');
    await expect(lock.getByTestId('lock-wrong')).toHaveCount(0);
    await expect(page.getByTestId('error-snackbar')).toHaveCount(0);
    await lock.screenshot({ path: test.info().outputPath('lock-form-hint.png') });

    // Written as a time, with its separators, the right digits open the lock.
    await expand(page, 'dressing-room');
    const seal = page.getByTestId('lock-dressing-room-seal');
    await seal.getByTestId('answer-dressing-room-seal').fill('20 h 57');
    await seal.getByRole('button', { name: t('fr', 'game.lock.submit') }).click();
    await expect(folder(page, 'dressing-room')).toHaveAttribute('data-status', 'open');

    const player = JSON.parse((await page.evaluate(() => sessionStorage.getItem('CURENT_PLAYER'))) ?? '{}');
    const game = await getGame(player.id);
    expect(game.solvedLocks).toBe(1);
    expect(game.wrongAttempts).toBe(0);
  });

  test('a bad session code is said once, in the snackbar, its field marked and focused', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/register');
    const dialog = registrationDialog(page);
    const fields = registrationFields(dialog);
    await fields.mail.fill(uniqueMail('bad'));
    await fields.sessionId.fill('ΓZZ-Z99');
    await fields.submit.click();
    const said = t('fr', 'register.badSessionId');
    await expect(snackbar(page, said)).toBeVisible();
    await expect(page.getByText(said)).toHaveCount(1);
    await expect(fields.sessionId).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.sessionId).toBeFocused();
    await expect(fields.sessionId).toHaveAccessibleDescription(t('fr', 'register.sessionIdHint'));
    await page.screenshot({ path: test.info().outputPath('bad-session-code.png') });
  });
});
