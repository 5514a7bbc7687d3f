import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  createSession,
  createTeam,
  registerPlayer,
  setNickname,
  uniqueMail,
  type RegisteredPlayer,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { documentTitle, openGameAs, PHONE, t, type Lang } from '../support/app';

const panel = (page: Page) => page.getByTestId('team-panel');
const board = (page: Page, lang: Lang) => page.getByRole('dialog', { name: t(lang, 'game.board.title') });
const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

/** A member of the team in their own browser, in the game. */
const member = (browser: Browser, player: RegisteredPlayer, lang: Lang, device: BrowserContextOptions = {}) =>
  // A context of its own takes none of the project's options: no service worker, as theirs.
  openGameAs(browser, player, lang, { context: { locale: 'fr-FR', serviceWorkers: 'block', ...device } });

/** Opens a document of a folder of the game. */
async function openDocument(page: Page, folderId: string, documentId: string) {
  const summary = page.getByTestId(`folder-${folderId}`).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await page.getByTestId(`open-${documentId}`).click();
  await expect(page.getByTestId(`document-${documentId}`)).toBeVisible();
}

// docs/product.md#team-board: a clue pinned in Greek reads in French and in English, live.
test('a Greek member pins a document, a passage, a value and a note: the French and English teammates read each in their language, live, and their word comes back', async ({
  browser,
}) => {
  // Three phones and two accessibility scans on a two-core machine.
  test.setTimeout(240_000);
  const session = await createSession({ name: `Indices ${Date.now()}`, status: 'running', teamSize: 3 });
  const [eleni, marc, emma] = await Promise.all(
    (['gr', 'fr', 'en'] as const).map((lang) =>
      registerPlayer({ sessionId: session.id, mail: uniqueMail(`board-${lang}`), lang }),
    ),
  );
  await setNickname(eleni!, 'Ελένη');
  await setNickname(marc!, 'Marc');
  await setNickname(emma!, 'Emma');
  await createTeam(session.id, 'Les Lumières', [eleni!.id, marc!.id, emma!.id]);

  const greek = await member(browser, eleni!, 'gr', PHONE);
  const french = await member(browser, marc!, 'fr', PHONE);
  const english = await member(browser, emma!, 'en');

  // The Greek phone pins the soprano's statement whole, from the document.
  await openDocument(greek, 'statements', 'statement-irene');
  const reading = greek.getByRole('dialog', { name: documentTitle('gr', 'statement-irene') });
  await reading.getByRole('button', { name: t('gr', 'game.board.pin'), exact: true }).click();
  await greek.getByRole('menuitem', { name: t('gr', 'game.board.pinDocument') }).click();
  await expect(greek.getByText(t('gr', 'game.board.pinned'))).toBeVisible();

  // Then one passage of it: the pin buttons show only now, the first one focused for a keyboard.
  await expect(
    reading.getByRole('button', { name: t('gr', 'game.board.pinPassage', { number: '1' }), exact: true }),
  ).toHaveCount(0);
  await reading.getByRole('button', { name: t('gr', 'game.board.pin'), exact: true }).click();
  await greek.getByRole('menuitem', { name: t('gr', 'game.board.pinPassageMode') }).click();
  await expect(
    reading.getByRole('button', { name: t('gr', 'game.board.pinPassage', { number: '1' }), exact: true }),
  ).toBeFocused();
  await reading
    .getByRole('button', { name: t('gr', 'game.board.pinPassage', { number: '4' }), exact: true })
    .click();
  await expect(
    reading.getByRole('button', { name: t('gr', 'game.board.pinPassage', { number: '1' }), exact: true }),
  ).toHaveCount(0);

  // The board rises from the bottom over the document, whose top stays in view.
  await reading.getByRole('button', { name: t('gr', 'game.board.open') }).click();
  const greekBoard = board(greek, 'gr');
  await expect(greekBoard.getByRole('listitem')).toHaveCount(2);
  const sheet = await greekBoard.boundingBox();
  expect(sheet!.y).toBeGreaterThan(844 * 0.2);
  await expect(greek.getByTestId('document-statement-irene')).toBeInViewport();
  await expectNoSeriousViolations(greek, 'the team board over a document, on a phone');

  // A time as it reads on the clock, and a note in Greek.
  await greekBoard.getByRole('button', { name: t('gr', 'game.board.add') }).click();
  await greekBoard.getByRole('radio', { name: t('gr', 'game.board.kind.value') }).check();
  await greekBoard
    .getByRole('combobox', { name: t('gr', 'game.board.valueKindLabel'), exact: true })
    .selectOption('time');
  await greekBoard
    .getByRole('textbox', { name: t('gr', 'game.board.valueLabel'), exact: true })
    .fill('20:57');
  await greekBoard.getByRole('button', { name: t('gr', 'game.board.pin'), exact: true }).click();
  await expect(greekBoard.getByRole('listitem')).toHaveCount(3);
  await greekBoard.getByRole('button', { name: t('gr', 'game.board.add') }).click();
  await greekBoard.getByRole('radio', { name: t('gr', 'game.board.kind.text') }).check();
  await greekBoard
    .getByRole('textbox', { name: t('gr', 'game.board.textLabel'), exact: true })
    .fill('Η πόρτα του καμαρινιού ήταν ανοιχτή.');
  await greekBoard.getByRole('button', { name: t('gr', 'game.board.pin'), exact: true }).click();
  await expect(greekBoard.getByRole('listitem')).toHaveCount(4);

  // The teammates' phones count the clues as they come, and read each in their own language.
  for (const [page, lang] of [
    [french, 'fr'],
    [english, 'en'],
  ] as const) {
    await panel(page)
      .getByRole('button', { name: t(lang, 'game.board.openCount', { number: '4' }) })
      .click();
    const clues = board(page, lang);
    const [note, value, passage, document] = await Promise.all(
      [0, 1, 2, 3].map((index) => clues.getByRole('listitem').nth(index)),
    );
    const title = documentTitle(lang, 'statement-irene');
    await expect(document!).toContainText(t(lang, 'game.board.kind.document'));
    await expect(document!).toContainText(title);
    await expect(document!).toContainText(t(lang, 'game.board.pinnedBy', { name: 'Ελένη' }));
    await expect(passage!).toContainText(title);
    await expect(passage!).toContainText(lang === 'fr' ? /Elle marquait 21\sh\s01/ : 'It said 21:01');
    await expect(value!).toContainText(t(lang, 'game.board.valueKind.time'));
    await expect(value!).toContainText('20:57');
    await expect(note!.getByText('Η πόρτα του καμαρινιού ήταν ανοιχτή.')).toHaveAttribute('lang', 'el');
    expect(nbsp((await note!.textContent()) ?? '')).toContain(
      nbsp(t(lang, 'game.board.language', { language: lang === 'fr' ? 'grec' : 'Greek' })),
    );
  }
  await expectNoSeriousViolations(english, 'the team board at the side, on a laptop');

  // The English teammate confirms the time; the French one reads who did, live, in French.
  const englishValue = board(english, 'en').getByRole('listitem').nth(1);
  const confirm = englishValue.getByRole('button', {
    name: t('en', 'game.board.confirmed', { number: '0' }),
  });
  await confirm.click();
  await expect(
    englishValue.getByRole('button', { name: t('en', 'game.board.confirmed', { number: '1' }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  const frenchValue = board(french, 'fr').getByRole('listitem').nth(1);
  await expect(frenchValue).toContainText(t('fr', 'game.board.confirmedBy', { names: 'Emma' }));
  await expect(
    frenchValue.getByRole('button', { name: t('fr', 'game.board.confirmed', { number: '1' }) }),
  ).toHaveAttribute('aria-pressed', 'false');
  // And the Greek author reads it in Greek.
  await expect(greekBoard.getByRole('listitem').nth(1)).toContainText(
    t('gr', 'game.board.confirmedBy', { names: 'Emma' }),
  );
});
