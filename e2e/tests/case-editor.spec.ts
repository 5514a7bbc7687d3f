import { expect, test, type Page } from '@playwright/test';
import { createAdmin, uniqueMail, uniqueUsername } from '../support/api';
import { loginAsAdmin, registrationDialog, registrationFields, startDialogParts, t } from '../support/app';

/**
 * docs/product.md#case-editor, end to end: a game master writes a case in the editor, fixes what
 * its checks find, adds a language, tries it with Play it, publishes it, and a player on a
 * phone solves it. The author is an account of their own: their cases are theirs alone, and
 * no other test's library sees them.
 */
const CODE = '1234';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const checks = (page: Page) => page.locator('#case-problems-heading ~ [role="status"]');

test('a game master writes a case, tries it, publishes it, and a phone player solves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const author = { username: uniqueUsername('author'), password: 'author-password-1' };
  await createAdmin(author.username, author.password);
  await loginAsAdmin(page, 'en', author);

  // A new case from the library, in English: a small working case to make one's own.
  await page.goto('/admin/scenarios');
  await page.getByRole('button', { name: t('en', 'admin.scenarios.createCase') }).click();
  const create = page.getByRole('dialog', { name: t('en', 'admin.scenarios.createCase') });
  const id = `watch-${Date.now()}`;
  await create.getByRole('textbox', { name: t('en', 'admin.scenarios.caseId') }).fill(id);
  await create.getByRole('button', { name: t('en', 'admin.scenarios.createCase') }).click();
  await expect(page).toHaveURL(`/admin/cases/${id}`);
  await expect(checks(page)).toHaveText(t('en', 'cases.editor.checks.none'));

  // Its title cleared: the checks name the problem, whose link leads back to the field.
  const title = field(page, `${t('en', 'cases.card.title')} · English`);
  await title.fill('');
  await expect(checks(page)).toHaveText(t('en', 'cases.editor.checks.problems_one', { count: '1' }));
  await expect(page.getByRole('button', { name: t('en', 'cases.editor.publish') })).toBeDisabled();
  await page
    .getByRole('list', { name: t('en', 'cases.editor.checks.problemList') })
    .getByRole('button')
    .click();
  await expect(title).toBeFocused();
  await title.fill('The Stopped Watch');
  await expect(checks(page)).toHaveText(t('en', 'cases.editor.checks.none'));
  await expect(page.getByRole('heading', { level: 1, name: 'The Stopped Watch' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();

  // Play it: the draft as a player, its answers at hand.
  await page.getByRole('button', { name: t('en', 'cases.editor.play.open') }).click();
  const play = page.getByRole('dialog', { name: t('en', 'cases.editor.play.title') });
  await play.getByRole('button', { name: t('en', 'cases.editor.play.start') }).click();
  const [trial] = await Promise.all([
    page.context().waitForEvent('page'),
    play.getByRole('link', { name: t('en', 'cases.editor.play.go') }).click(),
  ]);
  await expect(trial.getByRole('heading', { level: 1, name: t('en', 'game.title') })).toBeVisible();
  await trial.getByRole('button', { name: t('en', 'game.trial.answers') }).click();
  const answers = trial.getByRole('dialog', { name: t('en', 'game.trial.title') });
  await expect(answers.getByRole('definition')).toHaveText([CODE]);
  await trial.close();

  // Published: version 1, which a session plays.
  await page.getByRole('button', { name: t('en', 'cases.editor.publish') }).click();
  await expect(page.getByText(t('en', 'cases.editor.published', { version: '1' }))).toBeVisible();
  await page.getByRole('link', { name: t('en', 'cases.editor.backToLibrary') }).click();
  const card = page.getByTestId(`case-${id}`);
  await card
    .getByRole('button', { name: t('en', 'admin.scenarios.newSessionOf', { title: 'The Stopped Watch' }) })
    .click();
  const form = page.getByRole('dialog', { name: t('en', 'admin.sessions.createTitle') });
  await form.getByRole('textbox', { name: t('en', 'admin.sessions.name'), exact: true }).fill('Watch night');
  await form.getByRole('button', { name: t('en', 'common.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watch night' })).toBeVisible();
  const sessionId = /\/admin\/sessions\/([^/]+)$/.exec(new URL(page.url()).pathname)![1]!;
  await page.getByRole('button', { name: t('en', 'admin.controls.start'), exact: true }).click();

  // A player on a phone, in English, opens the second folder with the code and accuses.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const player = await phone.newPage();
  await player.goto('/register');
  await registrationFields(registrationDialog(player)).lang.selectOption('en');
  const fields = registrationFields(registrationDialog(player, 'en'), 'en');
  await fields.mail.fill(uniqueMail('watcher'));
  await fields.sessionId.fill(sessionId);
  await fields.submit.tap();
  const start = startDialogParts(player, 'en', 'The Stopped Watch');
  await expect(start.dialog.getByText(t('en', 'cases.skeleton.introduction'))).toBeVisible();
  await start.begin.tap();
  await expect(player.getByRole('heading', { level: 1, name: t('en', 'game.title') })).toBeVisible();
  const lock = player.getByTestId('lock-first-lock');
  await player.getByTestId('folder-second-folder').getByRole('button').first().tap();
  await lock.getByTestId('answer-first-lock').fill(CODE);
  await lock.getByRole('button', { name: t('en', 'game.lock.submit') }).tap();
  await expect(player.getByTestId('folder-second-folder')).not.toHaveAttribute('data-status', 'locked');
  const accusation = player.getByTestId('accusation');
  await accusation
    .getByRole('group', { name: t('en', 'cases.skeleton.who') })
    .getByRole('radio', { name: t('en', 'cases.skeleton.suspectA') })
    .check();
  await accusation.getByRole('button', { name: t('en', 'game.accusation.submit') }).tap();
  await player
    .getByRole('dialog', { name: t('en', 'game.accusation.confirmTitle') })
    .getByRole('button', { name: t('en', 'game.accusation.confirm') })
    .tap();
  // The session keeps the verdict until it ends, as every session of the product does.
  await expect(player.getByTestId('sealed-verdict')).toBeVisible();
  await phone.close();
});
