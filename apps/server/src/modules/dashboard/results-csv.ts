import { stringify } from 'csv-stringify/sync';
import type { Dashboard, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import { ApiError } from '../../http-error.js';

/**
 * docs/product.md#csv-export: the dashboard's columns, then the start and finish times and
 * the time played (last, so that earlier columns keep their places).
 */
export const RESULT_COLUMNS = [
  'rank',
  'mail',
  'language',
  'status',
  'folders_opened',
  'locks_solved',
  'wrong_attempts',
  'hints_taken',
  'penalty_seconds',
  'time_left_seconds',
  'last_progress_at',
  'score',
  'finished',
  'accusation_right',
  'joined_at',
  'started_at',
  'finished_at',
  'time_played_seconds',
  'team',
] as const;

/**
 * The rows in rank order with the rank each shows: a player's own, or — in a session
 * played in teams (docs/product.md#teams) — their team's, its members together and those in
 * no team last, unranked.
 */
function rankedRows(session: Dashboard['session'], players: Dashboard['players']) {
  if (session.teamSize === null) return players.map((player, index) => ({ player, rank: index + 1 }));
  const rankOf = new Map(teamStandings(players).map((team, index) => [team.playerId, index + 1]));
  const rank = (player: PlayerProgress) =>
    player.team ? (rankOf.get(player.team.id) ?? Infinity) : Infinity;
  return [...players]
    .sort((a, b) => rank(a) - rank(b) || Date.parse(a.joinedAt) - Date.parse(b.joinedAt))
    .map((player) => ({ player, rank: Number.isFinite(rank(player)) ? rank(player) : '' }));
}

/**
 * The results as CSV, one row per player in rank order (by team, in a session played in teams). Every field is quoted (commas,
 * quotes and line breaks stay inside their cell); a value a spreadsheet would read as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so a mail
 * such as `=1+1@example.com` shows as typed and never runs (OWASP "CSV injection"). The
 * byte order mark makes spreadsheets read UTF-8, Greek letters included.
 */
export function resultsCsv({ session, players }: Dashboard): string {
  if (players.length === 0) {
    throw new ApiError(409, 'NO_PLAYERS', `Session ${session.id} has no players to export yet`);
  }
  const rows = rankedRows(session, players).map(({ player, rank }) => [
    rank,
    player.mail,
    player.lang,
    player.status,
    player.foldersOpened,
    player.locksSolved,
    player.wrongAttempts,
    player.hintsTaken,
    player.penaltySeconds,
    player.remainingSeconds,
    player.lastProgressAt ?? '',
    player.score,
    player.finished ? 'yes' : 'no',
    player.solved === null ? '' : player.solved ? 'yes' : 'no',
    player.joinedAt,
    player.startedAt ?? '',
    player.finishedAt ?? '',
    player.elapsedSeconds,
    player.team?.name ?? '',
  ]);
  return stringify([[...RESULT_COLUMNS], ...rows], {
    bom: true,
    quoted: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** coulisses-AB2CDE-results.csv */
export const resultsFileName = (sessionId: string) => `coulisses-${sessionId}-results.csv`;
