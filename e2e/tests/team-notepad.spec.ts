import { expect, test, type Browser, type Page } from '@playwright/test';
import { createSession, createTeam, registerPlayer, setNickname, uniqueMail } from '../support/api';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { documentTitle, openGameAs, t, type Lang } from '../support/app';

/** A team of three, each on a phone in their language, the game on screen. */
async function teamOfThree(browser: Browser, members: readonly { nickname: string; lang: Lang }[]) {
  const session = await createSession({ name: `Carnet ${Date.now()}`, status: 'running', teamSize: 3 });
  const players = [];
  for (const [index, member] of members.entries()) {
    const player = await registerPlayer({
      sessionId: session.id,
      mail: uniqueMail(`notes-${index}`),
      lang: member.lang,
    });
    await setNickname(player, member.nickname);
    players.push(player);
  }
  await createTeam(
    session.id,
    'Les Lumières',
    players.map((player) => player.id),
  );
  // One after the other: three phones loading the game at once on a busy machine are slow.
  const phones = [];
  for (const [index, player] of players.entries()) {
    const lang = members[index]!.lang;
    // A first load parses the game's code: on a machine busy elsewhere, it takes its time.
    const page = await openGameAs(browser, player, lang, { waits: { heading: 30_000, stream: 30_000 } });
    phones.push({ page, lang });
  }
  return phones;
}

/** Opens the team's notepad beside the game: its editor, focused. */
async function openNotepad(page: Page, lang: Lang) {
  await page.getByRole('button', { name: t(lang, 'game.notes.open') }).click();
  const panel = page.getByRole('dialog', { name: t(lang, 'game.notes.teamTitle') });
  const editor = panel.getByRole('textbox', { name: t(lang, 'game.notes.teamLabel') });
  await expect(editor).toBeFocused();
  return { panel, editor };
}

// docs/product.md#team-notepad: each person's words stay whole.
test('three phones in three languages typing at the end of the notepad at once each keep their sentence whole, on every phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phones = await teamOfThree(browser, [
    { nickname: 'Marc', lang: 'fr' },
    { nickname: 'Jane', lang: 'en' },
    { nickname: 'Νίκος', lang: 'gr' },
  ]);
  const notepads = await Promise.all(phones.map(({ page, lang }) => openNotepad(page, lang)));

  // A first line, read by all before they write after it.
  await notepads[0]!.editor.pressSequentially('Indices :');
  await notepads[0]!.editor.press('Enter');
  for (const { editor } of notepads) await expect(editor).toContainText('Indices :');

  const sentences = [
    'Irène quitte la loge à 20 h 57, pas avant.',
    'The lift key was in the cloak all along.',
    'Ο Θεό είδε τον Μαρκ στη σκηνή στις 21:04.',
  ];
  // All three at the end of the text at once, at a person's pace.
  await Promise.all(
    notepads.map(async ({ editor }, index) => {
      await editor.press('Control+End');
      await editor.pressSequentially(sentences[index]!, { delay: 120 });
    }),
  );
  for (const { editor } of notepads)
    for (const sentence of sentences) await expect(editor).toContainText(sentence);

  // Who is typing, and where: Marc types on, the Greek phone says so and shows his caret.
  const greek = phones[2]!.page;
  await notepads[0]!.editor.pressSequentially(' Et le monte-charge ?', { delay: 150 });
  await expect(greek.getByTestId('notepad-typing')).toHaveText(
    t('gr', 'game.notes.typing_one', { names: 'Marc' }),
  );
  await expect(greek.locator('.cm-ySelectionCaret')).not.toHaveCount(0);
  // A pause, and nobody is typing any more.
  await expect(greek.getByTestId('notepad-typing')).toHaveText(t('gr', 'game.notes.teamHelp'), {
    timeout: 15_000,
  });

  // Each line shows who wrote it: the first line is Marc's, on the Greek phone too.
  // (The gutter's first mark is its invisible spacer, which names nobody.)
  const firstLine = greek.locator('.cm-writers .cm-gutterElement:not([style*="hidden"]) .cm-writer').first();
  await expect(firstLine).toHaveText('M');
  await expect(firstLine).toHaveAttribute('title', 'Marc');
  await expectNoSeriousViolations(greek, 'the team notepad beside the game');
});

// docs/product.md#notes-beside-the-evidence: the notepad beside the document, not over it.
test('on a phone, the notepad opens beside an open document: both readable, and “note this” cites the document', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [first, other] = await teamOfThree(browser, [
    { nickname: 'Ελένη', lang: 'gr' },
    { nickname: 'Marc', lang: 'fr' },
    { nickname: 'Ana', lang: 'es' },
  ]);
  const { page, lang } = first!;
  const summary = page.getByTestId('folder-statements').getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await page.getByTestId('open-statement-irene').click();
  const title = documentTitle(lang, 'statement-irene');
  const document = page.getByRole('dialog', { name: title });
  await expect(document.getByTestId('document-statement-irene')).toBeVisible();

  await document.getByRole('button', { name: t(lang, 'game.notes.noteThis') }).click();
  const panel = page.getByRole('dialog', { name: t(lang, 'game.notes.teamTitle') });
  const editor = panel.getByRole('textbox', { name: t(lang, 'game.notes.teamLabel') });
  await expect(editor).toBeFocused();
  await expect(editor).toContainText(t(lang, 'game.notes.cite', { title }));
  await editor.pressSequentially('20:57');

  // The document ends where the panel begins: its text and its buttons stay in sight.
  const paper = await document.boundingBox();
  const sheet = await panel.boundingBox();
  expect(paper!.y + paper!.height).toBeLessThanOrEqual(sheet!.y + 1);
  await expect(document.getByRole('button', { name: t(lang, 'game.documents.close') })).toBeInViewport();
  // The document still scrolls and answers while the notepad is open.
  await document.getByTestId('document-statement-irene').click();
  await expect(editor).not.toBeFocused();
  await editor.click();
  await expect(editor).toBeFocused();
  await expectNoSeriousViolations(page, 'a document with the notepad beside it');

  // The teammate reads the cited line in the notepad.
  const { editor: theirs } = await openNotepad(other!.page, other!.lang);
  await expect(theirs).toContainText(`${t(lang, 'game.notes.cite', { title })}20:57`);
  // Their caret waits at the end of the notes, where they go on.
  await theirs.pressSequentially(' ?');
  await expect(editor).toContainText(`${t(lang, 'game.notes.cite', { title })}20:57 ?`);

  // The team's board, opened from the document, stands above the panel, never under it.
  await document.getByRole('button', { name: t(lang, 'game.board.open') }).click();
  const board = page.getByRole('dialog', { name: t(lang, 'game.board.title') });
  await expect(board.getByRole('button', { name: t(lang, 'game.board.add') })).toBeVisible();
  // Measured where it comes to rest, not on its way in.
  await settled(page);
  const boardBox = await board.boundingBox();
  expect(boardBox!.y + boardBox!.height).toBeLessThanOrEqual(sheet!.y + 1);
  await expect(editor).toBeInViewport();
  // The panel is drawn within the board's layer, after the board's own close button.
  await board
    .getByRole('button', { name: t(lang, 'common.close') })
    .first()
    .click();
  await expect(board).toBeHidden();

  // Escape closes the panel, not the document; the focus goes back into the document.
  await editor.click();
  await editor.press('Escape');
  await expect(panel).toBeHidden();
  await expect(document).toBeVisible();
});
