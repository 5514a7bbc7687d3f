import type { Leaderboard } from '@coulisses/shared/game/game.schema';

export type LeaderboardLine = { kind: 'row'; row: Leaderboard[number] } | { kind: 'gap'; after: number };

/**
 * The leaderboard's lines as shown: its rows, and a gap wherever ranks are skipped — the
 * server sends the first rows and the player's own further down (docs/product.md#leaderboard).
 */
export function leaderboardLines(board: Leaderboard): LeaderboardLine[] {
  return board.flatMap((row, index): LeaderboardLine[] => {
    const previous = board[index - 1];
    const line: LeaderboardLine = { kind: 'row', row };
    return previous && row.rank > previous.rank + 1 ? [{ kind: 'gap', after: previous.rank }, line] : [line];
  });
}
