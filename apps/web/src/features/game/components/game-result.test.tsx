import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameResult as Result, GameState, Leaderboard } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { renderTranslated } from '../../../test/render-translated';
import { GameResult } from './game-result';

const board: Leaderboard = [
  {
    rank: 1,
    player: 'Le Fantôme',
    number: 1,
    you: false,
    score: 1900,
    solvedLocks: 7,
    finished: true,
    playing: false,
    elapsedSeconds: 1500,
  },
  {
    rank: 2,
    player: null,
    number: 2,
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

/** The accusation's three questions, each answered `given` (the right answer when left out). */
const answers = (given: { who?: string; how?: string; why?: string } = {}) => {
  const right = { who: 'Solène Garnier', how: 'The service lift', why: 'An atelier of her own' };
  return (['who', 'how', 'why'] as const).map((id) => ({
    questionId: id,
    prompt: { who: 'Who?', how: 'How?', why: 'Why?' }[id],
    given: given[id] ?? right[id],
    expected: right[id],
    right: (given[id] ?? right[id]) === right[id],
  }));
};

const reveal = '# The curtain falls again\n\nThe necklace lay in the hem of the **Queen’s cloak, INV-3318**.';
const epilogue =
  '# The curtain rises again\n\nNobody will be charged tonight.\n\n## What really happened\n\nAt 21:07, the service lift went up.';
const debrief = '## The commissioner’s conclusions\n\nSolène Garnier.';

const solved: Result = { verdict: 'solved', answers: answers(), reveal, debrief };
const unsolved = (given: Parameters<typeof answers>[0]): Result => ({
  verdict: 'unsolved',
  answers: answers(given),
  reveal,
  epilogue,
  debrief,
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const judged = () =>
  within(screen.getByRole('list', { name: 'Your answers' }))
    .getAllByRole('listitem')
    .map((answer) => answer.dataset.right);
/** Whether `first` comes before `second` in the page, as a reader meets them. */
const before = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

afterEach(cleanup);

describe('the ending of a solved case', () => {
  it('says the case is solved with every answer right, then the curtain falls, the rank, time and score, then the explanation', async () => {
    await renderTranslated(<GameResult player={player} state={state({ result: solved })} />);
    expect(headings()).toEqual([
      'Case solved',
      'The curtain falls again',
      'Your investigation',
      'The solution',
      'Session leaderboard',
    ]);
    expect(screen.getByTestId('verdict-lead').textContent).toBe('Every one of your answers is right.');
    expect(judged()).toEqual(['true', 'true', 'true']);
    expect(screen.getByTestId('ending-verdict').textContent).toContain('Right: Solène Garnier');
    expect(screen.getByTestId('reveal').textContent).toContain('INV-3318');
    expect(screen.queryByTestId('epilogue')).toBeNull();
    // The debrief's own headings sit under "The solution".
    expect(screen.getByRole('heading', { level: 3, name: 'The commissioner’s conclusions' })).toBeTruthy();
    expect(await screen.findByText('2', { selector: '[data-testid="standing-rank"]' })).toBeTruthy();
    expect(screen.getByTestId('standing-time').textContent).toBe('41:12');
    expect(screen.getByTestId('standing-points').textContent).toBe('1,850');
  });

  it('reads « Affaire résolue » in French, and « Affaire non résolue » when an answer is wrong', async () => {
    const { rerender } = await renderTranslated(
      <GameResult player={player} state={state({ result: solved })} />,
      'fr',
    );
    expect(headings()[0]).toBe('Affaire résolue');
    rerender(<GameResult player={player} state={state({ result: unsolved({ how: 'The stairs' }) })} />);
    expect(headings()[0]).toBe('Affaire non résolue');
    expect(screen.getByTestId('verdict-lead').textContent).toBe(
      '1 réponse sur 3 est fausse\u00a0: votre accusation ne tient pas.',
    );
  });
});

describe('the ending of an accusation with a wrong answer', () => {
  it('says the case is not solved, judges each answer, tells the case not solved, then what really happened', async () => {
    const wrong = unsolved({ who: 'Clara Jansen', how: 'The connecting door', why: 'Jealousy' });
    await renderTranslated(<GameResult player={player} state={state({ result: wrong })} />);
    expect(headings()).toEqual([
      'Case not solved',
      'The curtain rises again',
      'What really happened',
      'Your investigation',
      'The solution',
      'Session leaderboard',
    ]);
    expect(screen.getByTestId('verdict-lead').textContent).toBe(
      '3 of your 3 answers are wrong, so your accusation doesn’t hold.',
    );
    expect(judged()).toEqual(['false', 'false', 'false']);
    expect(screen.getByTestId('ending-verdict').textContent).toContain(
      'You said: Clara Jansen. The right answer was: Solène Garnier',
    );
    // Not the win's curtain: its own ending, the truth after it.
    expect(screen.queryByTestId('reveal')).toBeNull();
    const notSolved = screen.getByTestId('epilogue');
    const truth = screen.getByTestId('truth');
    expect(notSolved.textContent).toContain('Nobody will be charged tonight.');
    expect(truth.textContent).toContain('At 21:07, the service lift went up.');
    expect(before(screen.getByTestId('ending-verdict'), notSolved)).toBe(true);
    expect(before(notSolved, truth)).toBe(true);
    expect(before(truth, screen.getByTestId('standing'))).toBe(true);
  });

  it('is not solved either with the right culprit and the wrong way in: it says which answers were right', async () => {
    await renderTranslated(
      <GameResult player={player} state={state({ result: unsolved({ how: 'The connecting door' }) })} />,
    );
    expect(headings()[0]).toBe('Case not solved');
    expect(screen.getByTestId('verdict-lead').textContent).toBe(
      '1 of your 3 answers is wrong, so your accusation doesn’t hold.',
    );
    expect(judged()).toEqual(['true', 'false', 'true']);
    const [who, how] = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(who!.textContent).toBe('Who?Right: Solène Garnier');
    expect(how!.textContent).toBe(
      'How?You said: The connecting door. The right answer was: The service lift',
    );
    expect(screen.getByTestId('truth')).toBeTruthy();
  });
});

describe('the ending without a verdict yet', () => {
  it('has no reveal when the time ran out before any accusation', async () => {
    await renderTranslated(<GameResult player={player} state={state({ status: 'over' })} />);
    expect(screen.queryByTestId('reveal')).toBeNull();
    expect(screen.queryByTestId('ending-verdict')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'The curtain has fallen' })).toBeTruthy();
  });

  it('seals the verdict while the solution is kept, then opens on the verdict where it stood', async () => {
    const sealedVerdict = {
      answers: [
        { questionId: 'who', prompt: 'Who?', given: 'Clara Jansen' },
        { questionId: 'how', prompt: 'How?', given: 'The service lift' },
        { questionId: 'why', prompt: 'Why?', given: 'An atelier of her own' },
      ],
      pointsAtStake: 600,
      reason: 'session' as const,
    };
    const sealedScore = { total: 1450, lockPoints: 700, answerPoints: 0, timePoints: 750, penaltyPoints: 0 };
    const { rerender } = await renderTranslated(
      <GameResult player={player} state={state({ sealedVerdict, score: sealedScore })} />,
    );
    expect(screen.queryByTestId('reveal')).toBeNull();
    expect(screen.queryByTestId('ending-verdict')).toBeNull();
    expect(headings()).toEqual([
      'Investigation over — accusation sealed',
      'Your investigation',
      'Session leaderboard',
    ]);
    expect(screen.getByTestId('score').textContent).toBe('Score before the verdict: 1,450 points');
    expect(screen.getByTestId('score-answerPoints').textContent).toBe('Sealed');
    expect(screen.queryByRole('list', { name: 'Your answers' })).toBeNull();

    rerender(<GameResult player={player} state={state({ result: unsolved({ who: 'Clara Jansen' }) })} />);
    expect(screen.queryByTestId('sealed-verdict')).toBeNull();
    expect(headings()[0]).toBe('Case not solved');
    expect(screen.getByTestId('truth').textContent).toContain('21:07');
    expect(screen.getByRole('status').textContent).toBe('The seal is broken: here is the solution.');
    expect(screen.getByTestId('score-answerPoints').textContent).toBe('400 points');
  });

  it('tells a player who never accused what the answer was, once the session is over', async () => {
    const unmade: Result = {
      verdict: 'none',
      answers: [{ questionId: 'who', prompt: 'Who?', expected: 'Solène Garnier', right: false }],
      reveal,
      debrief,
    };
    await renderTranslated(<GameResult player={player} state={state({ status: 'over', result: unmade })} />);
    expect(headings().slice(0, 3)).toEqual([
      'The curtain has fallen',
      'The curtain falls again',
      'Your investigation',
    ]);
    expect(screen.queryByTestId('verdict-lead')).toBeNull();
    expect(judged()).toEqual(['false']);
    expect(screen.getByTestId('ending-verdict').textContent).toContain(
      'No accusation made. The right answer was: Solène Garnier',
    );
  });
});
