import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '@coulisses/shared/game/game.schema';
import { leaderboardLines } from './leaderboard-rows';

const entry = (rank: number, you = false): Leaderboard[number] => ({
  rank,
  player: you ? null : 'Le Fantôme',
  number: rank,
  you,
  score: 1000 - rank,
  solvedLocks: 7,
  finished: true,
  playing: false,
  elapsedSeconds: 1800 + rank,
});

describe('leaderboardLines', () => {
  it('shows consecutive ranks as they are', () => {
    const lines = leaderboardLines([entry(1), entry(2, true), entry(3)]);
    expect(lines.map((line) => line.kind)).toEqual(['row', 'row', 'row']);
  });

  it("puts a gap between the top and the player's own row further down", () => {
    const lines = leaderboardLines([...Array.from({ length: 10 }, (_, i) => entry(i + 1)), entry(734, true)]);
    expect(lines).toHaveLength(12);
    expect(lines[10]).toEqual({ kind: 'gap', after: 10 });
    expect(lines[11]).toMatchObject({ kind: 'row', row: { rank: 734, you: true } });
  });

  it('shows nothing for an empty board', () => {
    expect(leaderboardLines([])).toEqual([]);
  });
});
