import { useMemo } from 'react';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { usePublicNames } from '../../../hooks/use-public-names';
import { isStuck, needsAttention } from '../alerts/player-alerts';
import {
  rankedPlayers,
  sortRows,
  teamGroups,
  type Direction,
  type Ranked,
  type SortKey,
  type TeamGroup,
} from '../components/players-table-model';

/** How the game master asked to see the players, at the table's controls. */
export interface PlayerRowsControls {
  sort: { key: SortKey; direction: Direction };
  /** Only the players who need the game master now (docs/product.md#alerts). */
  attentionOnly: boolean;
  /** In a session played in teams, each team's members under its name. */
  grouped: boolean;
}

/** What the players table shows of the session's players. */
export interface PlayerRows {
  /** Each player by their one name (docs/product.md#nicknames). */
  names: ReadonlyMap<string, string>;
  /** The rows shown, ranked and sorted, filtered when only those who need attention are asked for. */
  shown: Ranked[];
  /** The rows are grouped under their teams' names. */
  byTeam: boolean;
  /** The shown rows by team, when grouped; none otherwise. */
  groups: TeamGroup[];
  /** The players stuck, or who have not opened their game (docs/product.md#alerts). */
  stuckPlayers: PlayerProgress[];
  /** How many players need the game master now, shown or not. */
  attention: number;
}

/**
 * The players table's rows, from the live rows and the table's controls as of `now`:
 * ranked as the server ranks them, sorted by the chosen column, filtered to those who
 * need attention on demand and, in teams, grouped under each team's name. Worked out
 * again only when the players, the controls or the time change, not at every render of
 * the dashboard around the table.
 */
export function usePlayerRows(
  players: PlayerProgress[],
  inTeams: boolean,
  { sort, attentionOnly, grouped }: PlayerRowsControls,
  now: number,
): PlayerRows {
  // docs/product.md#nicknames: each player by the name the show screen gives them, the mail under it.
  const names = usePublicNames(players);
  return useMemo(() => {
    const rows = sortRows(rankedPlayers(players, inTeams, names), sort.key, sort.direction, now);
    const stuckPlayers = players.filter((player) => isStuck(player, now));
    // docs/product.md#alerts: only the players who need the game master now, on demand.
    const attention = players.filter((player) => needsAttention(player, now)).length;
    const shown = attentionOnly ? rows.filter(({ player }) => needsAttention(player, now)) : rows;
    // docs/product.md#dashboard: in teams, each team's members under its name, the teams in their rank's order.
    const byTeam = inTeams && grouped;
    const groups = byTeam ? teamGroups(players, shown) : [];
    return { names, shown, byTeam, groups, stuckPlayers, attention };
  }, [players, inTeams, names, sort, attentionOnly, grouped, now]);
}
