import type { TFunction } from 'i18next';
import { arrivalNumbers, type Arrival } from '@coulisses/shared/player/arrival';

/**
 * docs/product.md#nicknames: the one name a player goes by on every screen — the players'
 * leaderboard, the show screen, the dashboard and the results: their nickname, else
 * "Investigator n", n their number in the order the session's players joined. Never their
 * mail.
 */
export function publicName(t: TFunction, nickname: string | null, number: number | null): string {
  return nickname ?? t('common.investigator', { number });
}

/** Every player of a session by their one name, numbered among `players`: the whole session's. */
export function publicNames(
  players: readonly (Arrival & { nickname: string | null })[],
  t: TFunction,
): Map<string, string> {
  const numbers = arrivalNumbers(players);
  return new Map(
    players.map((player) => [
      player.playerId,
      publicName(t, player.nickname, numbers.get(player.playerId) ?? null),
    ]),
  );
}
