import { expect, test, type Page } from '@playwright/test';
import {
  createSession,
  createTeam,
  registerPlayer,
  sendMessage,
  setNicknameAsAdmin,
  transitionSession,
  uniqueMail,
} from '../support/api';
import { loginAsAdmin, t } from '../support/app';
import { expectNoSeriousViolations } from '../support/axe';
import { expectLaidOut } from '../support/layout';

// docs/product.md#show-screen: the projector's screen fits whatever projector the room has,
// from a 1280×720 projector to a 4K screen, in full screen or not. Its type is fitted to the
// room continuously (use-fit-font.ts): the bounds are checked — the smallest screen, the
// tallest of the common shapes (a 16:10 screen in a window, 1280×900) and the largest — and
// the sizes between them (1280×800, 1366×768, 1920×1080) fit when these do.
const SIZES = [
  [1280, 720],
  [1280, 900],
  [3840, 2160],
] as const;

/** Names as long as a player may choose (24 characters), the widest first: they reach the podium. */
const NICKNAMES = [
  'M'.repeat(24),
  'Wilhelmina Warwick-Worth',
  'Ωμέγα Ψυχογιοπουλάκης ΙΙ',
  'Inspecteur_Maximilien_XV',
  'Supercalifragilisticexpi',
  'Marie-Géraldine Beauchmp',
  'Αικατερίνη Παπαδοπούλου',
  'José Ignacio de la Fuent',
  'Commissaire Wallenberg 7',
  'Quentin Quatremare-Dubos',
];
/** Team names as long as a team may choose (32 characters), the widest first. */
const TEAMS = [
  'W'.repeat(32),
  'Οι Ντετέκτιβ της Αθήνας και Πέρα',
  'Les Incorruptibles du Quai Ouest',
  'Brigada Especial de la Calle Mar',
  'The Midnight Wallflower Sleuths!',
  'Brigade des Moustaches Frisées 2',
  'Los Sabuesos del Teatro Nacional',
  'Cercle des Curieux du Lundi Soir',
  'Η Ομάδα του Τελευταίου Βαγονιού',
  'Association des Amateurs de Noir',
];
/** A session's name as long as a game master is likely to write one (up to 120 characters). */
const SESSION_NAME =
  'Soirée enquête du comité d’entreprise des Théâtres réunis de la Ville — édition de printemps 2026';
const BROADCASTS = [
  'Dix minutes de pause à la buvette au milieu de la partie : vos chronomètres s’arrêtent.',
  'Indice pour tout le monde : regardez bien le programme de la soirée, surtout au verso.',
  'Le bar ferme à 23 h. Bonne chance à toutes et à tous, et que le meilleur enquêteur gagne !',
];

/** An open session on the room's clock, its ten players each with a long nickname. */
async function soloSession(): Promise<string> {
  const session = await createSession({ status: 'open', name: SESSION_NAME });
  for (const nickname of NICKNAMES) {
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('show') });
    await setNicknameAsAdmin(player.id, nickname);
  }
  return session.id;
}

/** An open self-paced session of ten teams with long names: its rows show each team's time left. */
async function teamSession(): Promise<string> {
  const session = await createSession({
    status: 'open',
    teamSize: 2,
    pacing: 'selfPaced',
    name: 'Soirée en équipes',
  });
  for (const name of TEAMS) {
    const player = await registerPlayer({ sessionId: session.id, mail: uniqueMail('team') });
    await createTeam(session.id, name, [player.id]);
  }
  return session.id;
}

/** For a look at each screen (SHOW_SHOTS=1): test-results/show-shots/. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOW_SHOTS) return;
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: `test-results/show-shots/${width}x${height}-${name}.png` });
}

async function lobbyFits(page: Page, players: number) {
  await expect(page.getByTestId('show-phase-lobby')).toBeVisible();
  const arrivals = page.locator('ul[aria-labelledby="arrivals-title"] > li');
  await expect(arrivals).toHaveCount(players);
  await expectLaidOut(page, {
    apart: {
      header: page.locator('header'),
      instruction: page.getByText(t('fr', 'admin.join.instruction')),
      'join code': page.getByTestId('join-code'),
      'or open': page.getByText(t('fr', 'admin.join.orOpen')),
      'join link': page.getByTestId('join-link'),
      'QR code': page.getByTestId('join-qr'),
      'arrivals title': page.locator('#arrivals-title'),
      arrival: arrivals,
    },
  });
}

async function runningFits(page: Page, { broadcasts }: { broadcasts: number }) {
  await expect(page.getByTestId('show-top').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByTestId('show-broadcast')).toHaveCount(broadcasts);
  const parts = {
    header: page.locator('header'),
    'large figure': page.getByTestId('show-timer'),
    'top ten title': page.locator('#show-top-title'),
    // Each row's rank, name, locks and points, and its own time left when it has one.
    'row cell': page.getByTestId('show-top').locator('li > span'),
  };
  await expectLaidOut(page, {
    apart:
      broadcasts > 0
        ? {
            ...parts,
            'broadcasts title': page.locator('#show-broadcasts-title'),
            broadcast: page.getByTestId('show-broadcast'),
          }
        : parts,
  });
}

async function podiumFits(page: Page) {
  await expect(page.getByTestId('show-phase-podium')).toBeVisible();
  // Less motion is asked for: every place is there at once.
  await expect(page.getByTestId('podium-1')).toHaveAttribute('data-revealed', 'true');
  await expect(page.getByTestId('podium-3')).toHaveAttribute('data-revealed', 'true');
  const podium = page.getByTestId('show-podium');
  await expectLaidOut(page, {
    apart: {
      header: page.locator('header'),
      'podium title': page.locator('#show-podium-title'),
      step: podium.locator('> li'),
    },
    // Each step's place, name and points, whole within it.
    inside: { 'step text': podium.locator('li span') },
  });
}

test.describe('the show screen fits the screen', () => {
  for (const [width, height] of SIZES) {
    test(`at ${width}×${height}: the lobby, ten rows and three broadcasts, the podium, solo and in teams`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height });
      const solo = await soloSession();
      await loginAsAdmin(page);
      await page.goto(`/admin/sessions/${solo}/join`);
      await lobbyFits(page, NICKNAMES.length);
      await shoot(page, 'lobby');

      await transitionSession(solo, 'start');
      for (const body of BROADCASTS) await sendMessage(solo, { body });
      await runningFits(page, { broadcasts: 3 });
      await shoot(page, 'running');
      // Type fitted small is read against its background as small type is.
      await expectNoSeriousViolations(page, `show screen at ${width}×${height}, running`);
      // In full screen as well: the toggle stays where it was, the show as it fits.
      const fullScreen = page.getByRole('button', { name: t('fr', 'admin.join.fullScreen') });
      await fullScreen.click();
      await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');
      await runningFits(page, { broadcasts: 3 });
      await fullScreen.click();
      await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
      // In Greek, whose words run longer: the podium too.
      await page.getByLabel(t('fr', 'admin.show.language')).selectOption('gr');
      await expect(page.locator('#show-top-title')).toHaveText(t('gr', 'admin.show.topTen'));
      await runningFits(page, { broadcasts: 3 });

      await transitionSession(solo, 'finish');
      await podiumFits(page);
      await shoot(page, 'podium');

      const teams = await teamSession();
      await page.goto(`/admin/sessions/${teams}/join`);
      await lobbyFits(page, TEAMS.length);
      await transitionSession(teams, 'start');
      await expect(page.getByTestId('show-row-time')).toHaveCount(10);
      await runningFits(page, { broadcasts: 0 });
      await shoot(page, 'teams-running');
      await expectNoSeriousViolations(page, `show screen at ${width}×${height}, self-paced teams`);
      await transitionSession(teams, 'finish');
      await podiumFits(page);
      await shoot(page, 'teams-podium');
      await expectNoSeriousViolations(page, `show screen at ${width}×${height}, podium`);
    });
  }
});
