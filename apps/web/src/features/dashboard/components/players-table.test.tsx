import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { renderTranslated } from '../../../test/render-translated';
import { countedRow } from '../../../lib/admin-api/dashboard';
import { PlayersTable } from './players-table';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** When the players joined, unless told: at one instant, numbered then in the order of their ids. */
const JOINED = minutesAgo(30);

const player = (playerId: string, fields: Partial<PlayerProgress>): PlayerProgress => ({
  playerId,
  mail: `${playerId}@example.com`,
  nickname: null,
  team: null,
  lang: 'en',
  joinedAt: JOINED,
  status: 'playing',
  startedAt: minutesAgo(20),
  finishedAt: null,
  foldersOpened: 3,
  folderCount: 10,
  locksSolved: 1,
  lockCount: 7,
  wrongAttempts: 0,
  hintsTaken: 0,
  penaltySeconds: 0,
  remainingSeconds: 2400,
  elapsedSeconds: 1200,
  lastProgressAt: minutesAgo(1),
  throttledUntil: null,
  score: 100,
  finished: false,
  solved: null,
  rightAnswers: null,
  publicScore: fields.score ?? 100,
  publicRightAnswers: null,
  ...fields,
  // No pause in these sessions: idle since the last progress.
  idleSince: fields.idleSince ?? fields.lastProgressAt ?? minutesAgo(1),
});

afterEach(cleanup);

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('the players table', () => {
  it('marks in words a playing player without progress for eight minutes, and only them', async () => {
    await renderTranslated(
      <PlayersTable
        players={[
          player('quick', { lastProgressAt: minutesAgo(2) }),
          player('stuck', { lastProgressAt: minutesAgo(9), score: 40 }),
          player('paused', { status: 'paused', lastProgressAt: minutesAgo(30), score: 10 }),
        ]}
        onOpenPath={() => undefined}
      />,
    );
    const stuckRow = screen.getByTestId('player-row-stuck');
    expect(within(stuckRow).getByText('Stuck')).toBeTruthy();
    expect(stuckRow.dataset.stuck).toBe('true');
    expect(screen.getAllByText('Stuck')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 player has made no progress for a while.');
    expect(within(stuckRow).getByText('9 min. ago')).toBeTruthy();
  });

  it('keeps the server’s rank, sorts by a column on demand, and opens a player’s path', async () => {
    const onOpenPath = vi.fn();
    await renderTranslated(
      <PlayersTable
        players={[
          player('first', { score: 300, wrongAttempts: 0 }),
          player('second', { score: 200, wrongAttempts: 5 }),
          player('third', { score: 100, wrongAttempts: 2 }),
        ]}
        onOpenPath={onOpenPath}
      />,
    );
    expect(rowNames()).toEqual([
      'Investigator 1first@example.com',
      'Investigator 2second@example.com',
      'Investigator 3third@example.com',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Wrong answers' }));
    expect(rowNames()).toEqual([
      'Investigator 2second@example.com',
      'Investigator 3third@example.com',
      'Investigator 1first@example.com',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Wrong answers' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // jsdom has no layout: it joins the visually hidden " — mail" without its leading space.
    fireEvent.click(screen.getByRole('button', { name: /^Timeline ?— third@example\.com$/ }));
    expect(onOpenPath).toHaveBeenCalledWith('third');
  });

  it('in teams, groups the members under each team, the teams in their rank, and ungroups at a switch', async () => {
    const lumieres = { id: 't1', name: 'Les Lumières' };
    const ombres = { id: 't2', name: 'Les Ombres' };
    await renderTranslated(
      <PlayersTable
        inTeams
        players={[
          player('eleni', { team: ombres, score: 500, finished: true }),
          player('marc', { team: ombres, score: 500, finished: true }),
          player('ana', { team: lumieres, score: 300 }),
          player('lone', { score: 0 }),
        ]}
        onOpenPath={() => undefined}
      />,
    );
    const groups = screen.getAllByRole('rowgroup').slice(1);
    const heads = groups.map((group) => within(group).getAllByRole('rowheader')[0]?.textContent);
    expect(heads).toEqual([
      'Les Ombres — rank 1, 2 members',
      'Les Lumières — rank 2, 1 member',
      'Not in a team — 1 player',
    ]);
    expect(within(screen.getByTestId('team-group-t2')).getByTestId('player-row-marc')).toBeTruthy();
    expect(within(screen.getByTestId('team-group-none')).getByTestId('player-row-lone')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Group by team' }));
    expect(screen.queryByTestId('team-group-t2')).toBeNull();
    expect(screen.getAllByRole('rowgroup')).toHaveLength(2);
  });

  it('gives each member their team’s rank, grouped or not, and no rank to a player in no team', async () => {
    const lumieres = { id: 't1', name: 'Les Lumières' };
    const ombres = { id: 't2', name: 'Les Ombres' };
    await renderTranslated(
      <PlayersTable
        inTeams
        players={[
          player('eleni', { team: ombres, score: 500 }),
          player('lone', { score: 300 }),
          player('marc', { team: ombres, score: 500 }),
          player('ana', { team: lumieres, score: 200 }),
          player('bruno', { team: lumieres, score: 200 }),
        ]}
        onOpenPath={() => undefined}
      />,
    );
    const rankOf = (id: string) =>
      within(screen.getByTestId(`player-row-${id}`)).getByTestId('rank').textContent;
    expect(within(screen.getByTestId('team-group-t1')).getAllByRole('rowheader')[0]?.textContent).toBe(
      'Les Lumières — rank 2, 2 members',
    );
    expect(['eleni', 'marc', 'ana', 'bruno'].map(rankOf)).toEqual(['1', '1', '2', '2']);
    expect(rankOf('lone')).toBe('—No rank');
    fireEvent.click(screen.getByRole('switch', { name: 'Group by team' }));
    expect(['eleni', 'marc', 'ana', 'bruno'].map(rankOf)).toEqual(['1', '1', '2', '2']);
    // Ranked by team, the teamless last.
    expect(rowNames()).toEqual([
      'Investigator 3eleni@example.comTeam “Les Ombres”',
      'Investigator 5marc@example.comTeam “Les Ombres”',
      'Investigator 1ana@example.comTeam “Les Lumières”',
      'Investigator 2bruno@example.comTeam “Les Lumières”',
      'Investigator 4lone@example.com',
    ]);
  });

  it('puts the player first, the column a phone keeps in view, and their rank after', async () => {
    await renderTranslated(
      <PlayersTable players={[player('ana', { score: 300 })]} onOpenPath={() => undefined} />,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 2)).toEqual(['Player', 'Rank']);
    const [first] = (screen.getByTestId('player-row-ana') as HTMLTableRowElement).cells;
    expect(first?.tagName).toBe('TH');
    expect(first?.textContent).toBe('Investigator 1ana@example.com');
  });

  it('names each player as every screen does — their nickname, else their number by arrival — the mail under it', async () => {
    const at = (minutes: number) => ({ joinedAt: minutesAgo(minutes) });
    const players = [
      player('zoe', { ...at(50), score: 900 }),
      player('named', { ...at(40), nickname: 'Le Fantôme', score: 800 }),
      ...Array.from({ length: 9 }, (_, index) =>
        player(`p${index}`, { ...at(30 - index), score: 700 - index }),
      ),
      player('late', { ...at(1), score: 0 }),
    ];
    await renderTranslated(<PlayersTable players={players} onOpenPath={() => undefined} />, 'fr');
    const name = (id: string) =>
      within(screen.getByTestId(`player-row-${id}`)).getByTestId('player-name').textContent;
    expect(name('zoe')).toBe('Enquêteur n°\u00a01');
    expect(name('named')).toBe('Le Fantôme');
    expect(name('late')).toBe('Enquêteur n°\u00a012');
    expect(within(screen.getByTestId('player-row-late')).getByText('late@example.com')).toBeTruthy();
    // Sorted by name as a reader sorts: n° 2 before n° 10, the nickname after the numbers.
    fireEvent.click(screen.getByRole('button', { name: 'Joueur' }));
    expect(screen.getAllByTestId('player-name').map((cell) => cell.textContent)).toEqual([
      ...Array.from({ length: 12 }, (_, index) => `Enquêteur n°\u00a0${index + 1}`).filter(
        (_, index) => index !== 1,
      ),
      'Le Fantôme',
    ]);
  });

  it('names each player’s language in the game master’s, not in its own script', async () => {
    await renderTranslated(
      <PlayersTable
        players={[player('eleni', { lang: 'gr', score: 200 }), player('ana', { lang: 'es' })]}
        onOpenPath={() => undefined}
      />,
      'fr',
    );
    expect(within(screen.getByTestId('player-row-eleni')).getByRole('cell', { name: 'Grec' })).toBeTruthy();
    expect(within(screen.getByTestId('player-row-ana')).getByRole('cell', { name: 'Espagnol' })).toBeTruthy();
    expect(screen.queryByText('Ελληνικά')).toBeNull();
  });

  it('shows each player’s time left, counting down while they play, and none before they started', async () => {
    const sentTwoMinutesAgo = countedRow(
      player('running', { remainingSeconds: 40 * 60 }),
      Date.now() - 2 * 60_000 - 1_000,
    );
    await renderTranslated(
      <PlayersTable
        players={[
          sentTwoMinutesAgo,
          player('paused', { status: 'paused', remainingSeconds: 25 * 60 + 10 }),
          player('last', { remainingSeconds: 42 }),
          player('waiting', { status: 'waiting', startedAt: null, lastProgressAt: null, idleSince: null }),
        ]}
        onOpenPath={() => undefined}
      />,
    );
    const left = (id: string) =>
      within(screen.getByTestId(`player-row-${id}`)).getByTestId('time-left').textContent;
    expect(left('running')).toMatch(/^38\smin$/);
    expect(left('paused')).toMatch(/^26\smin$/);
    expect(left('last')).toMatch(/^42\ssec$/);
    expect(left('waiting')).toBe('—Not started');
    fireEvent.click(screen.getByRole('button', { name: 'Time left' }));
    expect(rowNames()).toEqual([
      'Investigator 1last@example.com',
      'Investigator 2paused@example.com',
      'Investigator 3running@example.com',
      'Investigator 4waiting@example.com',
    ]);
  });

  it("flags a room's player who has not opened their game three minutes after the start, with a hint at hand", async () => {
    const onHelp = vi.fn();
    await renderTranslated(
      <PlayersTable
        players={[
          player('late', {
            status: 'waiting',
            startedAt: null,
            lastProgressAt: null,
            idleSince: minutesAgo(4),
          }),
          player('fresh', {
            status: 'waiting',
            startedAt: null,
            lastProgressAt: null,
            idleSince: minutesAgo(1),
          }),
        ]}
        onOpenPath={() => undefined}
        onHelp={onHelp}
      />,
    );
    const late = screen.getByTestId('player-row-late');
    expect(late.dataset.stuck).toBe('true');
    expect(within(late).getByTestId('stuck').textContent).toBe('Not opened');
    expect(screen.getByTestId('player-row-fresh').dataset.stuck).toBeUndefined();
    expect(screen.getByRole('status').textContent).toBe('1 player has made no progress for a while.');
    // Both can be helped: their time runs; the banner names the flagged one.
    expect(screen.getAllByTestId('row-hints')).toHaveLength(2);
    fireEvent.click(within(screen.getByTestId('stuck-banner')).getByRole('button'));
    expect(onHelp).toHaveBeenCalledWith('late');
  });
});
