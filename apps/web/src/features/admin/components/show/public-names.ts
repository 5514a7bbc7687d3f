import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';

/**
 * What the big screen calls each player (docs/product.md#show-screen): their nickname, or
 * their number in the order they joined — never their mail.
 */
export function publicNames(
  players: readonly PlayerProgress[],
  numbered: (number: number) => string,
): Map<string, string> {
  const byArrival = [...players].sort(
    (a, b) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt) || a.playerId.localeCompare(b.playerId),
  );
  return new Map(byArrival.map((player, index) => [player.playerId, player.nickname ?? numbered(index + 1)]));
}
