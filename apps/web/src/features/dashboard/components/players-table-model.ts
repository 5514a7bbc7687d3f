import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import { rowSentAt } from '../../../lib/admin-api/dashboard';
import { nameIn } from './format';

export type SortKey =
  | 'rank'
  | 'mail'
  | 'folders'
  | 'locks'
  | 'wrong'
  | 'hints'
  | 'penalties'
  | 'timeLeft'
  | 'lastProgress'
  | 'score';
export type Direction = 'asc' | 'desc';

/**
 * A row as the table ranks it: `rank` is the player's place, or — in a session played in
 * teams — their team's, shared by its members (null for a player in no team: unranked);
 * `position` is the server's order, which breaks ties; `name`, the player's one name
 * (docs/product.md#nicknames).
 */
export interface Ranked {
  player: PlayerProgress;
  rank: number | null;
  position: number;
  name: string;
}

/**
 * A player's time left as of `now`: a playing player's counts down from the server's figure
 * as of when its request left (docs/product.md#pacing); null before they started.
 */
export function timeLeftSeconds(player: PlayerProgress, now: number): number | null {
  if (player.startedAt === null) return null;
  const sentAt = rowSentAt(player);
  if (player.status !== 'playing' || sentAt === undefined) return player.remainingSeconds;
  return Math.max(0, player.remainingSeconds - Math.floor(Math.max(0, now - sentAt) / 1000));
}

/** What each sortable column compares, and the way a first click sorts it. */
export const SORTS: Record<
  SortKey,
  { value: (row: Ranked, now: number) => number | string; first: Direction }
> = {
  rank: { value: (row) => row.rank ?? Infinity, first: 'asc' },
  mail: { value: (row) => row.name, first: 'asc' },
  folders: { value: (row) => row.player.foldersOpened, first: 'desc' },
  locks: { value: (row) => row.player.locksSolved, first: 'desc' },
  wrong: { value: (row) => row.player.wrongAttempts, first: 'desc' },
  hints: { value: (row) => row.player.hintsTaken, first: 'desc' },
  penalties: { value: (row) => row.player.penaltySeconds, first: 'desc' },
  // Least time first: who must hurry comes up; those not started last.
  timeLeft: { value: (row, now) => timeLeftSeconds(row.player, now) ?? Infinity, first: 'asc' },
  // Oldest progress first: who may be stuck comes up.
  lastProgress: {
    value: (row) => (row.player.lastProgressAt ? Date.parse(row.player.lastProgressAt) : Infinity),
    first: 'asc',
  },
  score: { value: (row) => row.player.score, first: 'desc' },
};

/**
 * The columns in their order: the player first, the column a phone keeps in view as the
 * others scroll by (docs/decisions/0010-tables-on-phones.md), then their rank.
 */
export const COLUMNS: { key: SortKey | 'lang' | 'status'; numeric?: boolean }[] = [
  { key: 'mail' },
  { key: 'rank', numeric: true },
  { key: 'lang' },
  { key: 'folders', numeric: true },
  { key: 'locks', numeric: true },
  { key: 'wrong', numeric: true },
  { key: 'hints', numeric: true },
  { key: 'penalties', numeric: true },
  { key: 'timeLeft', numeric: true },
  { key: 'lastProgress' },
  { key: 'score', numeric: true },
  { key: 'status' },
];

/**
 * The players with their rank, in the server's order (docs/product.md#leaderboard). In a
 * session played in teams each member carries their team's rank, the teams ranked as the
 * show screen and the results rank them.
 */
export function rankedPlayers(
  players: readonly PlayerProgress[],
  inTeams: boolean,
  names: ReadonlyMap<string, string>,
): Ranked[] {
  const rankOf = inTeams
    ? new Map(teamStandings(players).map((team, index) => [team.playerId, index + 1]))
    : undefined;
  return players.map((player, index) => ({
    player,
    rank: !rankOf ? index + 1 : player.team ? (rankOf.get(player.team.id) ?? null) : null,
    position: index,
    name: nameIn(names, player),
  }));
}

/** Names compared as a reader does: whatever their case, "Investigator 2" before "Investigator 10". */
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function sortRows(rows: Ranked[], key: SortKey, direction: Direction, now: number): Ranked[] {
  const { value } = SORTS[key];
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (x: number | string, y: number | string) =>
    typeof x === 'string' ? byName.compare(x, String(y)) : x === y ? 0 : x < (y as number) ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(value(a, now), value(b, now)) || a.position - b.position);
}

/** A team's rows under its name: `id` null for the players in none, who come last. */
export interface TeamGroup {
  id: string | null;
  name: string;
  rank: number;
  /** How many players it has, shown or not. */
  members: number;
  rows: Ranked[];
}

/** The shown rows by team, in the teams' rank's order (the show screen's and the results'), each in the table's sort. */
export function teamGroups(players: readonly PlayerProgress[], shown: Ranked[]): TeamGroup[] {
  const byTeam = new Map<string | null, { members: number; rows: Ranked[] }>();
  const groupOf = (player: PlayerProgress) => {
    const key = player.team?.id ?? null;
    let group = byTeam.get(key);
    if (!group) {
      group = { members: 0, rows: [] };
      byTeam.set(key, group);
    }
    return group;
  };
  for (const player of players) groupOf(player).members += 1;
  for (const row of shown) groupOf(row.player).rows.push(row);
  const teams: TeamGroup[] = teamStandings(players).map((team, index) => ({
    id: team.playerId,
    name: team.nickname ?? '',
    rank: index + 1,
    ...(byTeam.get(team.playerId) ?? { members: 0, rows: [] }),
  }));
  const none = byTeam.get(null);
  return [...teams, ...(none ? [{ id: null, name: '', rank: 0, ...none }] : [])].filter(
    (group) => group.rows.length > 0,
  );
}
