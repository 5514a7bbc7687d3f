import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createSession, transitionSession, tryLock, uniqueMail } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  gameHeading,
  loginAsAdmin,
  readSessionStorage,
  register,
  registerAndEnterGame,
  startDialogParts,
  t,
  type Lang,
  WAY_THROUGH,
} from '../support/app';

const caseFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/scenarios/le-dernier-acte',
);
/** The case's words in `lang`. */
const texts = (lang: Lang) =>
  JSON.parse(fs.readFileSync(path.join(caseFolder, `texts.${lang}.json`), 'utf8')) as {
    locks: Record<string, { title: string }>;
    folders: Record<string, { title: string }>;
    accusation: { questions: Record<string, { prompt: string; choices: Record<string, string> }> };
  };

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const phone = async (browser: Browser) => (await browser.newContext(PHONE)).newPage();
const folder = (page: Page, id: string) => page.getByTestId(`folder-${id}`);
const teamPanel = (page: Page) => page.getByTestId('team-panel');

/** What the notepad's editor holds, without the teammates' carets drawn in it. */
const notesText = (editor: Locator) =>
  editor.evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'))
      .map((line) => {
        const copy = line.cloneNode(true) as Element;
        copy.querySelectorAll('.cm-ySelectionCaret').forEach((caret) => caret.remove());
        return copy.textContent ?? '';
      })
      .join('\n'),
  );

/** Opens the team's lock on the security computer from this phone. */
async function openSecurityComputer(page: Page, lang: Lang) {
  const summary = folder(page, 'security-office').getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  const lock = page.getByTestId('lock-security-computer');
  await lock.getByTestId('answer-security-computer').fill('1887');
  await lock.getByRole('button', { name: t(lang, 'game.lock.submit') }).click();
}

// docs/product.md#teams: three phones in three languages play one game.
test('three phones in three languages make and join one team: a lock opened on one opens on the others, the notepad syncs both ways, and the accusation is proposed and confirmed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await createSession({ name: `Équipes ${Date.now()}`, status: 'open', teamSize: 3 });
  const name = 'Les Lumières';

  // The first makes the team from the game's first screen.
  const eleni = await phone(browser);
  await registerAndEnterGame(eleni, { sessionId: session.id, mail: uniqueMail('eleni'), lang: 'gr' });
  const chooser = eleni.getByTestId('team-chooser');
  await expect(chooser.getByRole('heading', { name: t('gr', 'game.team.chooseTitle') })).toBeVisible();
  await expect(eleni.getByTestId('folders-empty')).toBeHidden();
  await chooser.getByLabel(t('gr', 'game.team.name')).fill(name);
  await chooser.getByRole('button', { name: t('gr', 'game.team.create') }).click();
  // The team takes the place of the step, and the focus with it.
  await expect(
    teamPanel(eleni).getByRole('heading', { name: t('gr', 'game.team.yours', { name }) }),
  ).toBeFocused();
  await expectNoSeriousViolations(eleni, 'the team panel');

  // The second scans the first's code: the link registers and offers that team first.
  await teamPanel(eleni)
    .getByRole('button', { name: t('gr', 'game.team.invite') })
    .click();
  const invite = eleni.getByTestId('team-invite');
  await expect(invite.getByRole('img', { name: t('gr', 'game.team.qrLabel', { name }) })).toBeVisible();
  const link = (await invite.getByText(/\/register\?session=/).textContent()) ?? '';
  expect(link).toContain('&team=');
  const marc = await phone(browser);
  await marc.goto(link);
  await register(marc, { sessionId: session.id, mail: uniqueMail('marc'), lang: 'fr' });
  await startDialogParts(marc, 'fr').begin.click();
  await expect(gameHeading(marc, 'fr')).toBeVisible();
  await marc
    .getByTestId('team-invited')
    .getByRole('button', { name: t('fr', 'game.team.joinNamed', { name }) })
    .click();
  await expect(
    teamPanel(marc).getByRole('heading', { name: t('fr', 'game.team.yours', { name }) }),
  ).toBeVisible();

  // The third picks it from the list.
  const ana = await phone(browser);
  await registerAndEnterGame(ana, { sessionId: session.id, mail: uniqueMail('ana'), lang: 'es' });
  await ana
    .getByTestId('team-chooser')
    .getByRole('button', { name: t('es', 'game.team.joinNamed', { name }) })
    .click();
  await expect(
    teamPanel(ana).getByRole('heading', { name: t('es', 'game.team.yours', { name }) }),
  ).toBeVisible();
  // Each sees the three members, live.
  for (const page of [eleni, marc, ana]) {
    await expect(teamPanel(page).getByRole('listitem')).toHaveCount(3);
  }
  // A teammate's language is named in the reader's: « grec » to Marc, never « Ελληνικά ».
  const member = (lang: Lang, number: string, language: string) =>
    t(lang, 'game.team.member', { name: t(lang, 'game.team.investigator', { number }), lang: language });
  await expect(teamPanel(marc).getByRole('listitem').first()).toHaveText(member('fr', '1', 'grec'));
  await expect(teamPanel(eleni).getByRole('listitem').nth(1)).toHaveText(member('gr', '2', 'Γαλλικά'));
  await expect(teamPanel(ana).getByRole('listitem').first()).toHaveText(member('es', '1', 'griego'));

  await transitionSession(session.id, 'start');
  for (const page of [eleni, marc, ana]) {
    await expect(folder(page, 'security-office')).toHaveAttribute('data-status', 'locked');
  }

  // One opens a lock: the others see it open at once, and the feed says who did it.
  await openSecurityComputer(marc, 'fr');
  await expect(folder(marc, 'security-office')).not.toHaveAttribute('data-status', 'locked');
  for (const page of [eleni, ana]) {
    await expect(folder(page, 'security-office')).not.toHaveAttribute('data-status', 'locked', {
      timeout: 1_000,
    });
  }
  // Each reads who opened what in their own language (one folder: the singular's words), the
  // second to join for the others, and the French player's own line in the second person.
  const line = (lang: Lang, key: string, who?: string) =>
    t(lang, key, {
      lock: texts(lang).locks['security-computer']!.title,
      folders: t(lang, 'game.team.feed.folder', { title: texts(lang).folders['security-office']!.title }),
      ...(who ? { who } : {}),
    });
  await expect(marc.getByTestId('team-feed').getByRole('listitem').first()).toContainText(
    line('fr', 'game.team.feed.opened_you_one'),
  );
  await expect(eleni.getByTestId('team-feed').getByRole('listitem').first()).toContainText(
    line('gr', 'game.team.feed.opened_one', t('gr', 'game.team.investigator', { number: '2' })),
  );
  await expect(ana.getByTestId('team-feed').getByRole('listitem').first()).toContainText(
    line('es', 'game.team.feed.opened_one', t('es', 'game.team.investigator', { number: '2' })),
  );
  await expectNoSeriousViolations(ana, 'the team feed');

  // The team's notepad: what one writes, the other reads, both ways.
  const notepad = async (page: Page, lang: Lang) => {
    const dialog = page.getByRole('dialog', { name: t(lang, 'game.notes.teamTitle') });
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: t(lang, 'game.notes.open') }).click();
    await expect(dialog).toBeVisible();
    // In a team, the field says the notes are the team's, not the player's own.
    const field = dialog.getByRole('textbox', { name: t(lang, 'game.notes.teamLabel') });
    await expect(field).toHaveAttribute('data-testid', 'team-notes');
    return field;
  };
  const eleniNotes = await notepad(eleni, 'gr');
  const marcNotes = await notepad(marc, 'fr');
  await eleniNotes.pressSequentially('Ο Μαρκ άνοιξε τον υπολογιστή. ');
  await expect.poll(() => notesText(marcNotes)).toBe('Ο Μαρκ άνοιξε τον υπολογιστή. ');
  await marcNotes.press('Control+End');
  await marcNotes.pressSequentially('Badge B-099 ?');
  await expect.poll(() => notesText(eleniNotes)).toBe('Ο Μαρκ άνοιξε τον υπολογιστή. Badge B-099 ?');
  for (const [page, lang] of [
    [eleni, 'gr'],
    [marc, 'fr'],
  ] as const) {
    await page
      .getByRole('dialog', { name: t(lang, 'game.notes.teamTitle') })
      .getByRole('button', { name: t(lang, 'game.notes.close') })
      .click();
  }

  // The rest of the case, opened from Marc's phone; then Eleni proposes the accusation.
  const marcPlayer = JSON.parse((await readSessionStorage(marc, 'CURENT_PLAYER'))!) as {
    id: string;
    token: string;
  };
  for (const [lockId, answer] of WAY_THROUGH.slice(1))
    expect(await tryLock(marcPlayer, lockId, answer)).toBe(true);
  const accusation = eleni.getByTestId('accusation');
  const questions = texts('gr').accusation.questions;
  for (const [question, choice] of Object.entries({
    who: 'solene',
    how: 'service-lift',
    why: 'own-atelier',
  })) {
    const group = accusation.getByRole('group', { name: questions[question]!.prompt });
    await group.getByRole('radio', { name: questions[question]!.choices[choice]! }).check();
  }
  await accusation.getByRole('button', { name: t('gr', 'game.proposal.submit') }).click();
  await eleni
    .getByRole('dialog', { name: t('gr', 'game.proposal.confirmTitle') })
    .getByRole('button', { name: t('gr', 'game.proposal.send') })
    .click();
  // The proposer's card takes the focus the sent form had.
  await expect(
    eleni.getByTestId('proposal').getByRole('heading', { name: t('gr', 'game.proposal.yoursTitle') }),
  ).toBeFocused();
  // The others are told, screen readers included.
  await expect(marc.getByTestId('proposal-announcement')).toHaveText(
    t('fr', 'game.proposal.announcement', { name: t('fr', 'game.team.investigator', { number: '1' }) }),
  );
  // The others see it in their language, and confirm it: the team's game ends on every phone.
  for (const [page, lang] of [
    [marc, 'fr'],
    [ana, 'es'],
  ] as const) {
    const proposal = page.getByTestId('proposal');
    await expect(proposal).toContainText(texts(lang).accusation.questions.who!.choices.solene!);
    await proposal.getByRole('button', { name: t(lang, 'game.proposal.confirm') }).click();
  }
  for (const page of [eleni, marc, ana]) {
    await expect(page.getByTestId('proposal')).toBeHidden();
    await expect(page.getByTestId('standing')).toBeVisible();
  }

  // The game master sees the team: its members on the dashboard and its name on the big screen.
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await loginAsAdmin(desk);
  await desk.goto(`/admin/sessions/${session.id}`);
  // Its members under its name, first of the teams; ungrouped, each row names it.
  const group = desk.locator('tbody[data-testid^="team-group-"]');
  await expect(
    group.getByRole('rowheader', {
      name: t('fr', 'admin.dashboard.teamGroup_other', { name, rank: '1', count: '3' }),
    }),
  ).toBeVisible();
  await expect(group.locator('tr[data-testid^="player-row-"]')).toHaveCount(3);
  await expectNoSeriousViolations(desk, 'the dashboard by team');
  await desk.getByRole('switch', { name: t('fr', 'admin.dashboard.byTeam') }).click();
  await expect(
    desk.getByTestId('player-team').filter({ hasText: t('fr', 'admin.teams.teamOf', { name }) }),
  ).toHaveCount(3);
  await desk.getByRole('tab', { name: t('fr', 'admin.dashboard.tabs.teams') }).click();
  const team = desk.getByTestId('admin-team').filter({ has: desk.getByRole('heading', { name }) });
  await expect(team.getByRole('listitem')).toHaveCount(3);
  // The game master reads the players' languages in French too.
  await expect(team.getByText(/ · grec$/)).toHaveCount(1);
  await expect(team.getByText(/ · espagnol$/)).toHaveCount(1);
  await expectNoSeriousViolations(desk, 'the teams tab');
  await desk.goto(`/admin/sessions/${session.id}/join`);
  await expect(desk.getByTestId('show-top')).toContainText(name);
  await expect(desk.getByTestId('show-top').getByRole('listitem')).toHaveCount(1);
});
