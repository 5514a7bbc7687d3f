import { expect, test, type Page } from '@playwright/test';
import {
  createSession,
  createTeam,
  getDashboard,
  lookAtGame,
  registerPlayer,
  sendMessage,
  setNicknameAsAdmin,
  takeHint,
  transitionSession,
  uniqueMail,
  type RegisteredPlayer,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { loginAsAdmin, t } from '../support/app';

// docs/product.md#show-screen: what the room sees on the projector.

/** "1:02:05" → 3725. */
function seconds(time: string | null): number {
  return (time ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

async function playerNamed(sessionId: string, nickname: string): Promise<RegisteredPlayer> {
  const player = await registerPlayer({ sessionId, mail: uniqueMail('show') });
  await setNicknameAsAdmin(player.id, nickname);
  return player;
}

async function openShow(page: Page, sessionId: string) {
  await loginAsAdmin(page);
  await page.goto(`/admin/sessions/${sessionId}/join`);
  await expect(page.getByTestId('show-phase-running')).toBeVisible();
}

test('a message to one team or one player never reaches the projector; one to everyone does', async ({
  page,
}) => {
  const session = await createSession({ status: 'open', teamSize: 2 });
  const ana = await playerNamed(session.id, 'Ana');
  const marc = await playerNamed(session.id, 'Marc');
  const owls = await createTeam(session.id, 'Les Hiboux', [ana.id]);
  await createTeam(session.id, 'Les Renards', [marc.id]);
  await transitionSession(session.id, 'start');
  await openShow(page, session.id);

  // Sent first: whatever list shows the last one holds these two.
  await sendMessage(session.id, { body: 'Les Hiboux : regardez sous le fauteuil 12.', teamId: owls });
  await sendMessage(session.id, { body: 'Marc, votre téléphone sonne.', playerId: marc.id });
  await sendMessage(session.id, { body: 'Entracte dans dix minutes.' });
  await expect(page.getByTestId('show-broadcast')).toHaveText(['Entracte dans dix minutes.']);
  await expect(page.getByText('fauteuil 12')).toHaveCount(0);
  await expect(page.getByText('téléphone sonne')).toHaveCount(0);
});

test("self-paced: each row shows its own game's time left, ticking down; the large figure is the session's time run", async ({
  page,
}) => {
  const session = await createSession({ status: 'open', pacing: 'selfPaced', durationMinutes: 60 });
  const early = await playerNamed(session.id, 'Lève-tôt');
  const late = await playerNamed(session.id, 'Retardataire');
  await playerNamed(session.id, 'Pas encore là');
  await transitionSession(session.id, 'start');
  // The early one starts their clock and pays three minutes of hints; the late one starts
  // after; the last has not looked at the game, so their clock has not started.
  await lookAtGame(early);
  await takeHint(early, 'security-computer');
  await takeHint(early, 'security-computer');
  await lookAtGame(late);

  // The page's clock, moved on at will: seconds pass without waiting for them.
  await page.clock.install();
  await openShow(page, session.id);
  const figure = page.getByTestId('show-timer');
  const row = (name: string) =>
    page.getByTestId('show-top').getByRole('listitem').filter({ hasText: name }).getByTestId('show-row-time');
  const read = async () => ({
    figure: seconds(await figure.textContent()),
    early: seconds(await row('Lève-tôt').textContent()),
    late: seconds(await row('Retardataire').textContent()),
    idle: seconds(await row('Pas encore là').textContent()),
  });

  await expect(page.getByText(t('fr', 'admin.show.elapsed'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('fr', 'admin.show.ownTimeLeft'), { exact: true })).toBeVisible();
  // Each row reads its own game's time as the server counts it, within a second.
  const left = async (player: RegisteredPlayer) =>
    (await getDashboard(session.id)).players.find((shown) => shown.playerId === player.id)!.remainingSeconds;
  for (const [name, player] of [
    ['Lève-tôt', early],
    ['Retardataire', late],
  ] as const) {
    await expect
      .poll(async () => Math.abs(seconds(await row(name).textContent()) - (await left(player))))
      .toBeLessThanOrEqual(1);
  }
  await expect(row('Pas encore là')).toHaveText('1:00:00');
  const started = Date.now();
  const before = await read();
  // The hints' three minutes are off the early one's time alone.
  expect(before.early).toBeLessThanOrEqual(57 * 60);
  expect(before.late).toBeGreaterThan(59 * 60);
  // The large figure is the session's time run — seconds, not anyone's time left.
  expect(before.figure).toBeLessThan(60);
  const run = (await getDashboard(session.id)).session.clock.elapsedSeconds;
  expect(Math.abs(before.figure - run)).toBeLessThanOrEqual(1);
  await expect(figure).toHaveAccessibleName(
    t('fr', 'admin.show.timeElapsed', { time: (await figure.textContent())! }),
  );
  await expectNoSeriousViolations(page, 'show screen, self-paced');

  // Ten seconds on, with no word from the server: the running games count down, the figure up.
  await page.clock.fastForward('00:10');
  await expect(row('Lève-tôt')).not.toHaveText((await row('Lève-tôt').textContent())!);
  const later = await read();
  // Ten seconds, and the few the test itself took since the first reading.
  const meanwhile = Math.ceil((Date.now() - started) / 1000) + 1;
  expect(later.early - before.early).toBeGreaterThanOrEqual(-10 - meanwhile);
  expect(later.early - before.early).toBeLessThanOrEqual(-10);
  expect(later.late - before.late).toBeLessThanOrEqual(-10);
  expect(later.figure - before.figure).toBeGreaterThanOrEqual(10);
  expect(later.idle).toBe(60 * 60);

  // Paused, nothing moves.
  await transitionSession(session.id, 'pause');
  await expect(
    page.getByTestId('show-phase-running').getByText(t('fr', 'admin.show.paused'), { exact: true }),
  ).toBeVisible();
  await expect.poll(async () => Math.abs((await read()).early - (await left(early)))).toBeLessThanOrEqual(1);
  const paused = await read();
  await page.clock.fastForward('00:10');
  expect(await read()).toEqual(paused);
});
