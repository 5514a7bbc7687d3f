/**
 * docs/product.md#nicknames: a player without a nickname is "Investigator n" on every screen —
 * the players' leaderboard, the show screen, the dashboard and the results — n their place in
 * the order the session's players joined. The order is one: the earlier `joinedAt` (the
 * player's `created_at`, an ISO time: compared as text, as SQL orders it), then the smaller
 * id. The server's leaderboard counts in SQL by the same two columns
 * (apps/server/src/modules/game/leaderboard-store.ts).
 */
export interface Arrival {
  playerId: string;
  joinedAt: string;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order the session's players joined in: earlier first, then the smaller id. */
export const byArrival = (a: Arrival, b: Arrival): number =>
  compareText(a.joinedAt, b.joinedAt) || compareText(a.playerId, b.playerId);

/** Each player's number, from 1, in the order they joined, among `players` — the whole session's. */
export function arrivalNumbers(players: readonly Arrival[]): Map<string, number> {
  return new Map([...players].sort(byArrival).map((player, index) => [player.playerId, index + 1]));
}
