import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createSession, getGame, uniqueMail } from '../support/api';
import { readSessionStorage, registerAndEnterGame, SCENARIO_TITLE, t, type Lang } from '../support/app';

const caseFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/scenarios/le-dernier-acte',
);
interface CaseTexts {
  folders: Record<string, { title: string }>;
  documents: Record<string, { title: string }>;
  locks: Record<string, { choices?: Record<string, string> }>;
  accusation: { questions: Record<string, { prompt: string; choices: Record<string, string> }> };
}
const texts = (lang: Lang) =>
  JSON.parse(fs.readFileSync(path.join(caseFolder, `texts.${lang}.json`), 'utf8')) as CaseTexts;

/** The way through the case (SOLUTION.md): each lock, the folder it opens, its answer. */
const SOLUTION = [
  { lock: 'security-computer', opens: 'security-office', answer: '1887' },
  { lock: 'dressing-room-seal', opens: 'dressing-room', answer: '2057' },
  { lock: 'desk-drawer', opens: 'stage-manager-desk', answer: '2052' },
  { lock: 'lift-route', opens: 'phone-messages', choice: 'service-lift' },
  { lock: 'workshop-door', opens: 'costume-workshop', choice: 'lucas' },
  { lock: 'lab-request', opens: 'lab-report', answer: '4121303' },
  { lock: 'cloak-seizure', opens: 'the-cloak', answer: '3318' },
] as const;

const folder = (page: Page, id: string) => page.getByTestId(`folder-${id}`);

async function expand(page: Page, id: string) {
  const summary = folder(page, id).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
}

/** Types (or picks) an answer in a locked folder's lock and submits it. */
async function tryAnswer(page: Page, lang: Lang, lockId: string, opens: string, answer: string) {
  await expand(page, opens);
  const lock = page.getByTestId(`lock-${lockId}`);
  const choice = texts(lang).locks[lockId]?.choices?.[answer];
  if (choice) await lock.getByRole('radio', { name: choice }).check();
  else await lock.getByTestId(`answer-${lockId}`).fill(answer);
  await lock.getByRole('button', { name: t(lang, 'game.lock.submit') }).click();
}

async function readDocument(page: Page, lang: Lang, documentId: string) {
  await page.getByTestId(`open-${documentId}`).click();
  const dialog = page.getByRole('dialog', { name: texts(lang).documents[documentId]!.title });
  await expect(dialog.getByTestId(`document-${documentId}`)).toBeVisible();
  return dialog;
}

test.describe('playing "Le dernier acte"', () => {
  test('from registration to debrief in English, with a hint and wrong answers on the way', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lang: Lang = 'en';
    // Self-paced: the player who reaches the accusation reads the solution at once.
    const session = await createSession({ status: 'running', debriefRelease: 'playerFinish' });
    const mail = uniqueMail('detective');
    await registerAndEnterGame(page, { sessionId: session.id, mail, lang });
    await expect(folder(page, 'case-file')).toHaveAttribute('data-status', 'open');
    await expect(page.getByTestId('time-left')).toHaveText(/^(60:00|59:\d\d)$/);

    // The introduction can be read again at any time.
    await page.getByRole('button', { name: t(lang, 'game.briefing.open') }).click();
    const briefing = page.getByRole('dialog', { name: SCENARIO_TITLE[lang] });
    await expect(briefing.getByRole('table')).toBeVisible();
    await briefing.getByRole('button', { name: t(lang, 'game.documents.close') }).click();

    // Read the programme: the first code is counted back from its season, never printed.
    await expand(page, 'case-file');
    const programme = await readDocument(page, lang, 'programme');
    await expect(programme).toContainText('139th');
    await expect(programme).not.toContainText('1887');
    await programme.getByRole('button', { name: t(lang, 'game.documents.close') }).click();

    // The floor plan opens in a zoomable view.
    await expand(page, 'backstage-plan');
    const plan = await readDocument(page, lang, 'floor-plan');
    await plan
      .getByRole('button', { name: /./ })
      .filter({ has: page.locator('img') })
      .first()
      .click();
    const zoom = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: t(lang, 'game.documents.zoomIn') }) });
    await zoom.getByRole('button', { name: t(lang, 'game.documents.zoomIn') }).click();
    await zoom.getByRole('button', { name: t(lang, 'game.documents.close') }).click();
    await plan.getByRole('button', { name: t(lang, 'game.documents.close') }).click();

    // A hint, confirmed at its cost, and a wrong code.
    await expand(page, 'security-office');
    const lock = page.getByTestId('lock-security-computer');
    await lock.getByRole('button', { name: t(lang, 'game.hints.ask', { number: '1', total: '3' }) }).click();
    const confirm = page.getByRole('dialog', { name: t(lang, 'game.hints.confirmTitle') });
    // A fixed amount of time in words, never a clock's 1:00 (docs/product.md#durations-and-numbers).
    await expect(confirm).toContainText(t(lang, 'game.hints.confirmText', { time: '2\u00a0min' }));
    await confirm
      .getByRole('button', { name: t(lang, 'game.hints.confirm', { time: '2\u00a0min' }) })
      .click();
    await expect(
      lock.getByRole('list', { name: t(lang, 'game.hints.taken') }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(page.getByTestId('penalty')).toHaveText(
      t(lang, 'game.clock.penalty', { time: '2\u00a0min' }),
    );

    // A refused code stays in its field, marked wrong, until it is changed.
    await tryAnswer(page, lang, 'security-computer', 'security-office', '1903');
    await expect(lock.getByTestId('lock-wrong')).toBeVisible();
    const field = lock.getByTestId('answer-security-computer');
    await expect(field).toHaveValue('1903');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(lock).toContainText(t(lang, 'game.lock.refused', { answer: '1903' }));
    await expect(folder(page, 'security-office')).toHaveAttribute('data-status', 'locked');

    for (const step of SOLUTION) {
      await tryAnswer(page, lang, step.lock, step.opens, 'choice' in step ? step.choice : step.answer);
      await expect(folder(page, step.opens)).not.toHaveAttribute('data-status', 'locked');
      // Said to screen readers; the focus moves to the folder just opened.
      await expect(page.getByTestId('announcement')).toHaveText(
        t(lang, 'game.lock.opened', { folder: texts(lang).folders[step.opens]!.title }),
      );
      await expect(folder(page, step.opens).getByRole('button').first()).toBeFocused();
    }
    await expect(page.getByTestId('progress')).toContainText('7');

    // The accusation, in the last folder.
    const accusation = page.getByTestId('accusation');
    const questions = texts(lang).accusation.questions;
    const answers = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
    for (const [question, choice] of Object.entries(answers)) {
      const group = accusation.getByRole('group', { name: questions[question]!.prompt });
      await group.getByRole('radio', { name: questions[question]!.choices[choice]! }).check();
    }
    await accusation.getByRole('button', { name: t(lang, 'game.accusation.submit') }).click();
    await page
      .getByRole('dialog', { name: t(lang, 'game.accusation.confirmTitle') })
      .getByRole('button', { name: t(lang, 'game.accusation.confirm') })
      .click();

    const debrief = page.getByTestId('debrief');
    await expect(debrief.getByRole('heading', { name: t(lang, 'game.result.solvedTitle') })).toBeVisible();
    // The ending is read from its top: the verdict in view, the reading position on it.
    await expect(debrief).toBeFocused();
    await expect(debrief.getByTestId('ending-verdict')).toBeInViewport();
    await expect(debrief.getByTestId('reveal')).toContainText('INV-3318');
    const me = JSON.parse((await readSessionStorage(page, 'CURENT_PLAYER'))!) as { id: string };
    const stored = await getGame(me.id);
    expect(stored.status).toBe('finished');
    expect(stored.score).toMatchObject({ lockPoints: 700, answerPoints: 600, penaltyPoints: 20 });
    await expect(debrief.getByTestId('score')).toHaveText(
      t(lang, 'game.result.score', { score: stored.score.total.toLocaleString('en-GB') }),
    );
    expect(stored.score.total).toBe(700 + 600 + stored.score.timePoints - 20);
    await expect(debrief.locator('[data-right="true"]')).toHaveCount(3);
    // Alone in the session, without a nickname: the first investigator, never their mail.
    await expect(debrief.getByTestId('leaderboard').getByRole('row').nth(1)).toContainText(
      `${t(lang, 'common.investigator', { number: '1' })} (${t(lang, 'game.leaderboard.you')})`,
    );
    await expect(debrief.getByTestId('leaderboard')).not.toContainText(mail);
    await expect(page.getByTestId('time-left')).toBeVisible();
  });

  test('a reload or a new tab mid-game resumes exactly where the player was', async ({ page, context }) => {
    const lang: Lang = 'fr';
    const session = await createSession({ status: 'running' });
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('resume'), lang });
    await tryAnswer(page, lang, 'security-computer', 'security-office', '1887');
    await expect(folder(page, 'security-office')).toHaveAttribute('data-status', 'open');
    await tryAnswer(page, lang, 'dressing-room-seal', 'dressing-room', '1234');
    // Judged before the reload: a reload cancels an answer still on its way.
    await expect(page.getByTestId('lock-dressing-room-seal').getByTestId('lock-wrong')).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'game.notes.open') }).click();
    // Solo, the field keeps the notepad's own name, not the team's.
    await expect(
      page.getByRole('textbox', { name: t(lang, 'game.notes.label'), exact: true }),
    ).toHaveAttribute('data-testid', 'notes');
    await page.getByTestId('notes').fill('Irène: 20:57 — check the lift');
    await page.getByRole('button', { name: t(lang, 'game.notes.close') }).click();

    const folders = JSON.parse((await readSessionStorage(page, 'FOLDERS'))!) as {
      id: string;
      status: string;
    }[];
    expect(folders.find((entry) => entry.id === 'security-office')?.status).toBe('open');

    await page.reload();
    await expect(folder(page, 'security-office')).toHaveAttribute('data-status', 'open');
    // Its lock is open, but its programme is still needed: the folder stays open.
    await expect(folder(page, 'case-file')).toHaveAttribute('data-status', 'open');
    await expect(page.getByTestId('progress')).toContainText(
      t(lang, 'game.progress', { solved: '1', total: '7', hints: '0', wrong: '1' }),
    );
    await page.getByRole('button', { name: t(lang, 'game.notes.open') }).click();
    await expect(page.getByTestId('notes')).toHaveValue('Irène: 20:57 — check the lift');
    await page.getByRole('button', { name: t(lang, 'game.notes.close') }).click();

    const tab = await context.newPage();
    await tab.goto('/');
    await expect(folder(tab, 'security-office')).toHaveAttribute('data-status', 'open');
    await expect(tab.getByTestId('progress')).toContainText(
      t(lang, 'game.progress', { solved: '1', total: '7', hints: '0', wrong: '1' }),
    );
  });

  test('a tampered FOLDERS value opens nothing: the server state wins', async ({ page }) => {
    const lang: Lang = 'fr';
    const session = await createSession({ status: 'running' });
    await registerAndEnterGame(page, { sessionId: session.id, mail: uniqueMail('tamper'), lang });
    await expect(folder(page, 'the-cloak')).toHaveCount(0);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'FOLDERS',
        JSON.stringify([
          {
            id: 'the-cloak',
            title: 'Forged',
            summary: 'Forged',
            status: 'open',
            documents: [{ id: 'search-report', title: 'Forged', style: 'report' }],
          },
        ]),
      ),
    );
    await page.reload();
    await expect(folder(page, 'security-office')).toHaveAttribute('data-status', 'locked');
    await expect(folder(page, 'the-cloak')).toHaveCount(0);
    const forged = await page.evaluate(async () => {
      const player = JSON.parse(sessionStorage.getItem('CURENT_PLAYER')!) as { id: string; token: string };
      const response = await fetch(`/v1/players/${player.id}/documents/search-report`, {
        headers: { 'X-Player-Token': player.token },
      });
      return { status: response.status, body: (await response.json()) as { key: string } };
    });
    expect(forged).toEqual({ status: 403, body: expect.objectContaining({ key: 'FOLDER_LOCKED' }) });
  });
});
