import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameState, Leaderboard } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { renderTranslated } from '../../../test/render-translated';
import { GameResult } from './game-result';

const board: Leaderboard = [
  {
    rank: 1,
    player: 'al…@example.com',
    you: false,
    score: 1900,
    solvedLocks: 7,
    finished: true,
    playing: false,
    elapsedSeconds: 1500,
  },
  {
    rank: 2,
    player: 'me@example.com',
    you: true,
    score: 1850,
    solvedLocks: 7,
    finished: true,
    playing: false,
    elapsedSeconds: 2472,
  },
];
// The board as the server gives it; how it is fetched and cached is the api's own affair.
vi.mock('../api/game', () => ({ useLeaderboardQuery: vi.fn(() => ({ data: board })) }));

const player = {
  id: 'p1',
  token: 't',
  mail: 'me@example.com',
  sessionId: 'ABCD23',
  lang: 'en',
} as RegisteredPlayer;

const state = (fields: Partial<GameState>): GameState =>
  ({
    playerId: 'p1',
    scenarioId: 'le-dernier-acte',
    title: 'The last act',
    status: 'finished',
    clock: { running: false, remainingSeconds: 0 },
    folders: [],
    solvedLocks: 7,
    lockCount: 7,
    hintsTaken: 0,
    wrongAttempts: 0,
    score: { total: 1850, lockPoints: 700, answerPoints: 400, timePoints: 750, penaltyPoints: 0 },
    ...fields,
  }) as GameState;

const result = {
  answers: [
    { questionId: 'who', prompt: 'Who?', given: 'Clara Jansen', expected: 'Solène Garnier', right: false },
    {
      questionId: 'how',
      prompt: 'How?',
      given: 'The service lift',
      expected: 'The service lift',
      right: true,
    },
  ],
  reveal: '# The curtain falls again\n\nThe necklace lay in the hem of the **Queen’s cloak, INV-3318**.',
  debrief: '## The commissioner’s conclusions\n\nSolène Garnier.',
};

afterEach(cleanup);

describe('the ending', () => {
  it('opens on the reveal, then the rank, time and score, the verdict, then the explanation', async () => {
    await renderTranslated(<GameResult player={player} state={state({ result })} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'The curtain falls again',
      'Case closed',
      'The solution',
      'Session leaderboard',
    ]);
    // The debrief's own headings sit under "The solution".
    expect(screen.getByRole('heading', { level: 3, name: 'The commissioner’s conclusions' })).toBeTruthy();
    expect(screen.getByTestId('reveal').textContent).toContain('INV-3318');
    expect(await screen.findByText('2', { selector: '[data-testid="standing-rank"]' })).toBeTruthy();
    expect(screen.getByTestId('standing-time').textContent).toBe('41:12');
    expect(screen.getByTestId('standing-points').textContent).toBe('1,850');
    // The verdict stays, question by question, even when the accusation was wrong.
    const answers = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(answers.map((answer) => answer.dataset.right)).toEqual(['false', 'true']);
  });

  it('has no reveal when the time ran out before any accusation', async () => {
    await renderTranslated(<GameResult player={player} state={state({ status: 'over' })} />);
    expect(screen.queryByTestId('reveal')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'The curtain has fallen' })).toBeTruthy();
  });

  it('seals the verdict while the solution is kept, then opens on the reveal where it stood', async () => {
    const sealedVerdict = {
      answers: [
        { questionId: 'who', prompt: 'Who?', given: 'Clara Jansen' },
        { questionId: 'how', prompt: 'How?', given: 'The service lift' },
      ],
      pointsAtStake: 600,
    };
    const sealedScore = { total: 1450, lockPoints: 700, answerPoints: 0, timePoints: 750, penaltyPoints: 0 };
    const { rerender } = await renderTranslated(
      <GameResult player={player} state={state({ sealedVerdict, score: sealedScore })} />,
    );
    expect(screen.queryByTestId('reveal')).toBeNull();
    const sealed = screen.getByTestId('sealed-verdict');
    expect(within(sealed).getByRole('heading', { level: 2 }).textContent).toBe(
      'Case closed — verdict sealed',
    );
    // Their own answers, never whether they are right.
    expect(sealed.textContent).toContain('Clara Jansen');
    expect(sealed.textContent).not.toMatch(/Solène|right|wrong/i);
    expect(screen.getByTestId('points-at-stake').textContent).toContain('600');
    expect(screen.getByTestId('score').textContent).toBe('Score before the verdict: 1,450 points');
    expect(screen.getByTestId('score-answerPoints').textContent).toBe('Sealed');
    expect(screen.queryByRole('list', { name: 'Your answers' })).toBeNull();

    rerender(<GameResult player={player} state={state({ result })} />);
    expect(screen.queryByTestId('sealed-verdict')).toBeNull();
    expect(screen.getByTestId('reveal').textContent).toContain('INV-3318');
    expect(screen.getByRole('status').textContent).toBe('The seal is broken: here is the solution.');
    expect(screen.getByTestId('score-answerPoints').textContent).toBe('400');
  });

  it('tells a player who never accused what the answer was, once the session is over', async () => {
    const unanswered = {
      ...result,
      answers: [{ questionId: 'who', prompt: 'Who?', expected: 'Solène Garnier', right: false }],
    };
    await renderTranslated(
      <GameResult player={player} state={state({ status: 'over', result: unanswered })} />,
    );
    expect(screen.getByTestId('reveal')).toBeTruthy();
    const answers = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(answers[0]!.textContent).toContain('No accusation made. The answer was: Solène Garnier');
  });
});
