import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@coulisses/shared/game/game.schema';
import { renderTranslated } from '../../../test/render-translated';
import { LeaderboardTable } from './leaderboard-table';

const board: Leaderboard = [
  {
    rank: 1,
    player: 'Les Ombres',
    number: null,
    you: true,
    score: 1450,
    solvedLocks: 6,
    finished: true,
    playing: false,
    elapsedSeconds: 2400,
  },
];

afterEach(cleanup);

describe('the session’s leaderboard', () => {
  it('names its last column after what its rows are: teams or players', async () => {
    const { rerender } = await renderTranslated(<LeaderboardTable board={board} label="Board" teams />, 'fr');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rang',
      'Score',
      'Temps',
      'Équipe',
    ]);
    rerender(<LeaderboardTable board={board} label="Board" />);
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Joueur');
  });

  it('names a player without a nickname by their number, as the show screen does', async () => {
    const players: Leaderboard = [
      { ...board[0]!, player: null, number: 3, you: false },
      { ...board[0]!, rank: 2, player: 'Le Fantôme', number: 1, you: true },
    ];
    for (const [lang, named] of [
      ['fr', 'Enquêteur n°\u00a03'],
      ['gr', 'Ερευνητής αρ. 3'],
    ] as const) {
      await renderTranslated(<LeaderboardTable board={players} label="Board" />, lang);
      const names = screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
      expect(names[0]).toBe(named);
      expect(names[1]).toMatch(/^Le Fantôme \(/);
      cleanup();
    }
  });

  it('groups a score as the language writes it, and keeps the time taken a clock', async () => {
    await renderTranslated(<LeaderboardTable board={board} label="Board" />, 'fr');
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['1', '1\u202f450', '40:00']);
  });
});
