import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAdmin, uniqueMail, uniqueUsername } from '../support/api';
import { loginAsAdmin, registrationDialog, registrationFields, startDialogParts, t } from '../support/app';

/**
 * docs/product.md#case-editor, end to end: a game master writes a case in the editor through
 * its own inputs — folders, a lock of every kind, an image, a second language — fixes what its
 * checks find by following their links, tries it with Play it, publishes it, and a player on a
 * phone solves it in the second language. The author is an account of their own: their cases
 * are theirs alone, and no other test's library sees them.
 *
 * Each lock opens the next folder, so that the player meets and opens every kind: the start
 * folder, the skeleton's second folder and one folder per new lock, seven in all (three would
 * let a player past all but two of them).
 */
const IMAGE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/icons/icon-512.png',
);
const CODE = '1234';
const TITLE = { en: 'The Stopped Watch', gr: 'Το σταματημένο ρολόι' };
/** The new locks, each found in the folder before the one it opens. */
const LOCKS = [
  { id: 'lock-1', kind: 'text', title: 'The word', in: 'second-folder', opens: 'folder-1' },
  { id: 'lock-2', kind: 'choice', title: 'The door', in: 'folder-1', opens: 'folder-2' },
  { id: 'lock-3', kind: 'order', title: 'The evening', in: 'folder-2', opens: 'folder-3' },
  { id: 'lock-4', kind: 'spot', title: 'The stage', in: 'folder-3', opens: 'folder-4' },
  { id: 'lock-5', kind: 'match', title: 'The belongings', in: 'folder-4', opens: 'folder-5' },
] as const;
const ANSWER = { en: 'lantern', gr: 'φανάρι' };
const CHOICES = { en: ['Red door', 'Blue door'], gr: ['Κόκκινη πόρτα', 'Μπλε πόρτα'] };
/** In the right order, which the player sees shuffled. */
const ITEMS = { en: ['Dinner', 'Concert', 'Blackout'], gr: ['Δείπνο', 'Συναυλία', 'Συσκότιση'] };
const LEFT = { en: ['Key', 'Ticket'], gr: ['Κλειδί', 'Εισιτήριο'] };
const RIGHT = { en: ['Cloakroom', 'Box office'], gr: ['Βεστιάριο', 'Ταμείο'] };
/** Each item of the first list with its pair in the second, crossed so that the order shown is wrong. */
const PAIRS = { 'left-1': 'right-2', 'left-2': 'right-1' };
const QUESTION = { gr: 'Ποιος το έκανε;' };
const SUSPECTS = { gr: ['Ο μαέστρος', 'Ο μηχανικός σκηνής'] };

const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });
const checks = (page: Page) => page.locator('#case-problems-heading ~ [role="status"]');
const tab = (page: Page, section: string) =>
  page.getByRole('tab', { name: t('en', `cases.editor.sections.${section}`) });
const lockPanel = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} `) });
/** The lock called `title` in the editor, opened if it was closed. */
async function openLock(page: Page, title: string): Promise<Locator> {
  const heading = page.getByRole('button', { name: new RegExp(`^${title} `) });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  return lockPanel(page, title);
}
const inEnglish = (label: string) => `${label} · English`;
const inGreek = (label: string) => `${label} · Greek`;

/** Picks `option` in the editor's select called `label` (a menu of options, not a native select). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The words of each item of `list` in one language, in its fields called `label` there. */
async function fillItems(list: Locator, label: string, words: readonly string[]) {
  const items = list.getByRole('listitem');
  for (const [index, word] of words.entries()) await field(items.nth(index), label).fill(word);
}

/** The lock that opens folder `opens`, that folder unfolded as a reader would. */
async function lockOf(page: Page, lockId: string, opens: string): Promise<Locator> {
  const summary = page.getByTestId(`folder-${opens}`).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.tap();
  const lock = page.getByTestId(`lock-${lockId}`);
  await expect(lock).toBeVisible();
  return lock;
}

/** An order lock's items as its list shows them now, once its folder has unfolded. */
async function shownOrder(list: Locator): Promise<string[]> {
  await expect(list.getByRole('listitem').last()).toBeVisible();
  const words = await list.getByRole('listitem').allInnerTexts();
  return words.map((text) => ITEMS.gr.find((item) => text.includes(item))!);
}

/**
 * Follows the checks' first problem to its field and writes there, until none is left: the
 * author fixes what the checks find as they would, by their links.
 */
async function fixEveryProblem(page: Page) {
  const panel = page.getByRole('region', { name: t('en', 'cases.editor.checks.title') });
  const problems = page.getByRole('list', { name: t('en', 'cases.editor.checks.problemList') });
  for (let fixed = 0; ; fixed += 1) {
    // The checks' answer to the last change, not one still under way.
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    if ((await checks(page).textContent()) === t('en', 'cases.editor.checks.none')) return;
    expect(fixed, 'problems fixed one by one').toBeLessThan(60);
    const first = problems.getByRole('listitem').first();
    const before = await first.textContent();
    // Out of the field just written, so that only the link's own field can take the focus.
    await page.locator(':focus').blur();
    await first.getByRole('button').click();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('id', /^case-field-/);
    // A number the checks refuse is a free attempt too many on a choice: none is free there.
    const number = (await focused.getAttribute('type')) === 'number';
    await focused.fill(number ? '0' : `Words ${fixed + 1}`);
    // Fixed: the list now starts with another problem, or is gone.
    await expect.poll(() => first.textContent({ timeout: 1_000 }).catch(() => 'none left')).not.toBe(before);
  }
}

test('a game master writes a case of every lock in two languages, and a phone player solves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
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
  const title = field(page, inEnglish(t('en', 'cases.card.title')));
  await title.fill('');
  await expect(checks(page)).toHaveText(t('en', 'cases.editor.checks.problems_one', { count: '1' }));
  await expect(page.getByRole('button', { name: t('en', 'cases.editor.publish') })).toBeDisabled();
  await page
    .getByRole('list', { name: t('en', 'cases.editor.checks.problemList') })
    .getByRole('button')
    .click();
  await expect(title).toBeFocused();
  await title.fill(TITLE.en);
  await expect(checks(page)).toHaveText(t('en', 'cases.editor.checks.none'));
  await expect(page.getByRole('heading', { level: 1, name: TITLE.en })).toBeVisible();

  // An image, for the spot lock: uploaded under a name of the author's.
  await tab(page, 'images').click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: t('en', 'cases.images.upload') }).click(),
  ]);
  await chooser.setFiles(IMAGE);
  await field(page, t('en', 'cases.images.name')).fill('stage-plan');
  await page
    .getByRole('button', { name: t('en', 'cases.images.add', { path: 'images/stage-plan.png' }) })
    .click();
  await expect(page.getByRole('heading', { level: 3, name: 'stage-plan.png' })).toBeVisible();

  // Five more folders, each for a lock to open.
  await tab(page, 'folders').click();
  for (let count = 0; count < LOCKS.length; count += 1)
    await page.getByRole('button', { name: t('en', 'cases.folders.addFolder') }).click();

  // A lock of each other kind, named, found in the folder before the one it opens.
  await tab(page, 'locks').click();
  for (const lock of LOCKS) {
    await page.getByRole('button', { name: t('en', 'cases.locks.add') }).click();
    await page
      .getByRole('menuitem', { name: new RegExp(`^${t('en', `cases.locks.kinds.${lock.kind}`)}`) })
      .click();
    await field(lockPanel(page, lock.id), inEnglish(t('en', 'cases.locks.title'))).fill(lock.title);
    const panel = lockPanel(page, lock.title);
    const folder = lock.in === 'second-folder' ? t('en', 'cases.skeleton.secondFolder') : lock.in;
    await choose(page, panel, t('en', 'cases.locks.in'), folder);
    await panel
      .getByRole('group', { name: t('en', 'cases.locks.opens') })
      .getByRole('checkbox', { name: lock.opens })
      .check();
  }
  const [text, choice, order, spot, match] = LOCKS.map((lock) => lockPanel(page, lock.title)) as [
    Locator,
    Locator,
    Locator,
    Locator,
    Locator,
  ];
  const answer = (language: string) => t('en', 'cases.locks.text.answer', { number: '1', language });
  await field(text, answer('English')).fill(ANSWER.en);
  const choiceWords = t('en', 'cases.locks.lists.choices.words');
  await fillItems(choice.getByRole('list'), inEnglish(choiceWords), CHOICES.en);
  await choice
    .getByRole('group', { name: t('en', 'cases.locks.choice.answer') })
    .getByRole('radio', { name: CHOICES.en[1] })
    .check();
  const itemWords = t('en', 'cases.locks.lists.items.words');
  await fillItems(order.getByRole('list'), inEnglish(itemWords), ITEMS.en);
  await choose(page, spot, t('en', 'cases.locks.spot.image'), 'images/stage-plan.png');
  const [leftList, rightList] = [match.getByRole('list').first(), match.getByRole('list').last()];
  const matchWords = t('en', 'cases.locks.lists.left.words');
  await fillItems(leftList, inEnglish(matchWords), LEFT.en);
  await fillItems(rightList, inEnglish(matchWords), RIGHT.en);
  for (const [index, left] of LEFT.en.entries()) {
    const right = RIGHT.en[Number(PAIRS[`left-${index + 1}` as keyof typeof PAIRS].slice(-1)) - 1]!;
    await choose(page, match, t('en', 'cases.locks.match.pair', { item: left }), right);
  }

  // The accusation, in the last folder.
  await tab(page, 'accusation').click();
  await choose(page, page.getByRole('tabpanel'), t('en', 'cases.accusation.folder'), 'folder-5');

  // What is left to write, the checks list: each followed by its link and written.
  await fixEveryProblem(page);
  await expect(page.getByRole('button', { name: t('en', 'cases.editor.publish') })).toBeEnabled();

  // Greek, a second language: its texts start as copies of the English ones, then the words
  // a player reads to answer are written in Greek.
  await tab(page, 'card').click();
  await page
    .getByRole('button', { name: t('en', 'cases.card.languages.add', { language: 'Greek' }) })
    .click();
  await field(page, inGreek(t('en', 'cases.card.title'))).fill(TITLE.gr);
  await tab(page, 'locks').click();
  for (const lock of LOCKS) await openLock(page, lock.title);
  await field(text, answer('Greek')).fill(ANSWER.gr);
  await fillItems(choice.getByRole('list'), inGreek(choiceWords), CHOICES.gr);
  await fillItems(order.getByRole('list'), inGreek(itemWords), ITEMS.gr);
  await fillItems(leftList, inGreek(matchWords), LEFT.gr);
  await fillItems(rightList, inGreek(matchWords), RIGHT.gr);
  await tab(page, 'accusation').click();
  const question = page.getByRole('tabpanel').getByRole('listitem').first();
  await field(question, inGreek(t('en', 'cases.accusation.prompt'))).fill(QUESTION.gr);
  await fillItems(question.getByRole('list'), inGreek(t('en', 'cases.accusation.choiceLabel')), SUSPECTS.gr);
  await expect(checks(page)).toHaveText(t('en', 'cases.editor.checks.none'));
  const saved = new RegExp(`^${t('en', 'cases.editor.save.saved', { time: '.+' })}$`);
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();

  // Play it, in Greek, at the last folder: every lock on the way opened by its own answer,
  // and the answers at hand, in Greek.
  await page.getByRole('button', { name: t('en', 'cases.editor.play.open') }).click();
  const play = page.getByRole('dialog', { name: t('en', 'cases.editor.play.title') });
  await choose(page, play, t('en', 'cases.editor.play.language'), 'Greek');
  await play.getByRole('combobox', { name: t('en', 'cases.editor.play.folder'), exact: true }).click();
  await page.getByRole('option').last().click();
  await play.getByRole('button', { name: t('en', 'cases.editor.play.start') }).click();
  const [trial] = await Promise.all([
    page.context().waitForEvent('page'),
    play.getByRole('link', { name: t('en', 'cases.editor.play.go') }).click(),
  ]);
  // The author's interface stays in their language; the case reads in Greek.
  await expect(trial.getByRole('heading', { level: 1, name: t('en', 'game.title') })).toBeVisible();
  await expect(trial.getByRole('banner').getByText(TITLE.gr)).toBeVisible();
  await expect(trial.getByTestId('accusation')).toBeVisible();
  await trial.getByRole('button', { name: t('en', 'game.trial.answers') }).click();
  const answers = trial.getByRole('dialog', { name: t('en', 'game.trial.title') });
  await expect(answers.getByRole('definition')).toHaveText([
    CODE,
    ANSWER.gr,
    CHOICES.gr[1]!,
    ITEMS.gr.join(' · '),
    /\S/,
    `${LEFT.gr[0]} → ${RIGHT.gr[1]} · ${LEFT.gr[1]} → ${RIGHT.gr[0]}`,
  ]);
  await trial.close();

  // Published: version 1, which a session plays.
  await page.getByRole('button', { name: t('en', 'cases.editor.publish') }).click();
  await expect(page.getByText(t('en', 'cases.editor.published', { version: '1' }))).toBeVisible();
  await page.getByRole('link', { name: t('en', 'cases.editor.backToLibrary') }).click();
  const card = page.getByTestId(`case-${id}`);
  await card
    .getByRole('button', { name: t('en', 'admin.scenarios.newSessionOf', { title: TITLE.en }) })
    .click();
  const form = page.getByRole('dialog', { name: t('en', 'admin.sessions.createTitle') });
  await form.getByRole('textbox', { name: t('en', 'admin.sessions.name'), exact: true }).fill('Watch night');
  await form.getByRole('button', { name: t('en', 'common.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watch night' })).toBeVisible();
  const sessionId = /\/admin\/sessions\/([^/]+)$/.exec(new URL(page.url()).pathname)![1]!;
  await page.getByRole('button', { name: t('en', 'admin.controls.start'), exact: true }).click();

  // A player on a phone, in Greek, opens every lock by touch and makes the accusation.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const player = await phone.newPage();
  await player.goto('/register');
  await registrationFields(registrationDialog(player)).lang.selectOption('gr');
  const fields = registrationFields(registrationDialog(player, 'gr'), 'gr');
  await fields.mail.fill(uniqueMail('watcher'));
  await fields.sessionId.fill(sessionId);
  await fields.submit.tap();
  const start = startDialogParts(player, 'gr', TITLE.gr);
  await start.begin.tap();
  await expect(player.getByRole('heading', { level: 1, name: t('gr', 'game.title') })).toBeVisible();
  const submit = async (lock: Locator, opens: string) => {
    await lock.getByRole('button', { name: t('gr', 'game.lock.submit') }).tap();
    await expect(player.getByTestId(`folder-${opens}`)).not.toHaveAttribute('data-status', 'locked');
  };
  const code = await lockOf(player, 'first-lock', 'second-folder');
  await code.getByTestId('answer-first-lock').fill(CODE);
  await submit(code, 'second-folder');

  const typed = await lockOf(player, 'lock-1', 'folder-1');
  await typed.getByTestId('answer-lock-1').fill(ANSWER.gr);
  await submit(typed, 'folder-1');

  const door = await lockOf(player, 'lock-2', 'folder-2');
  await door.getByRole('radio', { name: CHOICES.gr[1] }).tap();
  await submit(door, 'folder-2');

  const evening = await lockOf(player, 'lock-3', 'folder-3');
  const list = evening.getByTestId('order-lock-3');
  for (const [place, item] of ITEMS.gr.entries()) {
    let at = (await shownOrder(list)).indexOf(item);
    for (; at > place; at -= 1)
      await evening.getByRole('button', { name: t('gr', 'game.lock.orderMoveUp', { item }) }).tap();
  }
  expect(await shownOrder(list)).toEqual(ITEMS.gr);
  await submit(evening, 'folder-3');

  // The stage: a tap in the middle of the image, where the region was left.
  const stage = await lockOf(player, 'lock-4', 'folder-4');
  const plan = stage.getByTestId('spot-grid-lock-4');
  await plan.scrollIntoViewIfNeeded();
  const box = (await plan.boundingBox())!;
  await player.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await submit(stage, 'folder-4');

  const belongings = await lockOf(player, 'lock-5', 'folder-5');
  for (const [left, right] of Object.entries(PAIRS))
    await belongings.getByTestId(`match-lock-5-${left}`).selectOption(right);
  await submit(belongings, 'folder-5');

  const accusation = player.getByTestId('accusation');
  await accusation
    .getByRole('group', { name: QUESTION.gr })
    .getByRole('radio', { name: SUSPECTS.gr[0] })
    .tap();
  await accusation.getByRole('button', { name: t('gr', 'game.accusation.submit') }).tap();
  await player
    .getByRole('dialog', { name: t('gr', 'game.accusation.confirmTitle') })
    .getByRole('button', { name: t('gr', 'game.accusation.confirm') })
    .tap();
  // The session keeps the verdict until it ends, as every session of the product does.
  await expect(player.getByTestId('sealed-verdict')).toBeVisible();
  await phone.close();
});
