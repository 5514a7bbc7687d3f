import { stringify } from 'csv-stringify/sync';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import type { Dashboard, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import { ApiError } from '../../http-error.js';
import type { Game } from '../game/game-store.js';

/**
 * docs/product.md#csv-export: the dashboard's columns, then the start and finish times, the
 * time played, the team and the nickname — each new one last, so that earlier columns keep
 * their places — then one column per lock of the case (lockColumn).
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
  'nickname',
] as const;

/** A lock's column: the time it took, in seconds (`lock_security-computer_seconds`). */
export const lockColumn = (lockId: string) => `lock_${lockId}_seconds`;

/** A player's row of the results: their dashboard row and each lock's time (lockSeconds). */
export type ResultRow = PlayerProgress & { lockSeconds?: Readonly<Record<string, number | null>> };

/** The results to write: the session, its players in rank order, and its case's locks in order. */
export interface Results {
  session: Dashboard['session'];
  players: ResultRow[];
  lockIds?: readonly string[];
}

/**
 * docs/product.md#csv-export: each lock's time — the time played from when it came within
 * reach (its folder opened: at the start, or when the lock that opens it was) to when it was
 * opened, the session's pauses left out. Null while it is not open, and for a lock opened
 * before games kept the time played at each opening.
 */
export function lockSeconds(scenario: Scenario, game: Game | undefined): Record<string, number | null> {
  const reached = new Map<string, number>(scenario.startFolders.map((folder) => [folder, 0]));
  for (const lock of scenario.locks) {
    const after = game?.locks[lock.id]?.solvedAfter;
    if (after === undefined || !game?.locks[lock.id]?.solvedAt) continue;
    for (const folder of lock.opens) reached.set(folder, Math.min(reached.get(folder) ?? Infinity, after));
  }
  return Object.fromEntries(
    scenario.locks.map((lock) => {
      const progress = game?.locks[lock.id];
      const from = reached.get(lock.in);
      if (!progress?.solvedAt || progress.solvedAfter === undefined || from === undefined)
        return [lock.id, null];
      return [lock.id, Math.max(0, progress.solvedAfter - from)];
    }),
  );
}

/**
 * The rows in rank order with the rank each shows: a player's own, or — in a session
 * played in teams (docs/product.md#teams) — their team's, its members together and those in
 * no team last, unranked.
 */
function rankedRows(session: Dashboard['session'], players: ResultRow[]) {
  if (session.teamSize === null) return players.map((player, index) => ({ player, rank: index + 1 }));
  const rankOf = new Map(teamStandings(players).map((team, index) => [team.playerId, index + 1]));
  const rank = (player: PlayerProgress) =>
    player.team ? (rankOf.get(player.team.id) ?? Infinity) : Infinity;
  return [...players]
    .sort((a, b) => rank(a) - rank(b) || Date.parse(a.joinedAt) - Date.parse(b.joinedAt))
    .map((player) => ({ player, rank: Number.isFinite(rank(player)) ? rank(player) : '' }));
}

/**
 * The results as CSV, one row per player in rank order (by team, in a session played in
 * teams). Every field is quoted, an empty one too (commas, quotes and line breaks stay inside
 * their cell; a reader tells an empty field from a missing one); a value a spreadsheet would
 * read as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so a
 * mail such as `=1+1@example.com` shows as typed and never runs (OWASP "CSV injection"). The
 * byte order mark makes spreadsheets read UTF-8, Greek letters included. A player who never
 * started has no time left: their clock never ran.
 */
export function resultsCsv({ session, players, lockIds = [] }: Results): string {
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
    player.startedAt === null ? '' : player.remainingSeconds,
    player.lastProgressAt ?? '',
    player.score,
    player.finished ? 'yes' : 'no',
    player.solved === null ? '' : player.solved ? 'yes' : 'no',
    player.joinedAt,
    player.startedAt ?? '',
    player.finishedAt ?? '',
    player.elapsedSeconds,
    player.team?.name ?? '',
    player.nickname ?? '',
    ...lockIds.map((lockId) => player.lockSeconds?.[lockId] ?? ''),
  ]);
  return stringify([[...RESULT_COLUMNS, ...lockIds.map(lockColumn)], ...rows], {
    bom: true,
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** coulisses-AB2CDE-results.csv */
export const resultsFileName = (sessionId: string) => `coulisses-${sessionId}-results.csv`;
