import type { Dashboard, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { byRank } from '@coulisses/shared/session/player-rank';
import { isLanguage } from '@coulisses/shared/languages';
import { notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import {
  gameClock,
  gameScore,
  gameStatus,
  isVerdictReleased,
  lockRetryAt,
  openFolders,
  rightAnswerCount,
  solvedLockCount,
} from '../game/game-rules.js';
import type { Game } from '../game/game-store.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { findPlayerSessionRow } from '../players/players-store.js';
import { getSessionRow, sessionOf } from '../sessions/sessions.js';
import type { SessionRow } from '../sessions/sessions-store.js';
import { listProgressRows, type ProgressRow } from './dashboard-store.js';

/** When the last wait the answer throttle puts on the player's open locks ends, if one runs now. */
function throttledUntil(game: Game | undefined, now: Date): string | null {
  const waits = Object.values(game?.locks ?? {}).flatMap((progress) => {
    const retryAt = progress.solvedAt ? undefined : lockRetryAt(progress, now);
    return retryAt ? [retryAt.getTime()] : [];
  });
  return waits.length > 0 ? new Date(Math.max(...waits)).toISOString() : null;
}

/** Their last progress, moved on by the session's pauses since (the one running now included). */
function idleSince(session: SessionRow, game: Game, now: Date): string {
  const ongoing =
    session.status !== 'running' && session.paused_at
      ? Math.max(0, Math.floor((now.getTime() - Date.parse(session.paused_at)) / 1000))
      : 0;
  const paused = Math.max(0, session.paused_seconds + ongoing - game.last_progress_paused);
  // Never later than now, whatever a game begun before this was counted held.
  return new Date(Math.min(now.getTime(), Date.parse(game.last_progress_at) + paused * 1000)).toISOString();
}

/**
 * docs/product.md#alerts: a player who could play and has not opened their game while the
 * room's clock runs — their time is going — is watched from the later of the start and
 * their joining, moved on by all the session's pauses (those before a late joining too: a
 * pause ending makes nobody look idle, at worst it makes one look so later). Null otherwise:
 * a self-paced player's clock waits for them, and a player in no team of a session played
 * in teams cannot open a game yet.
 */
function unopenedSince(session: SessionRow, row: ProgressRow, now: Date): string | null {
  if (row.game || session.pacing !== 'room' || session.status !== 'running' || !session.started_at)
    return null;
  if (session.team_size !== null && row.team_id === null) return null;
  const from = Math.max(Date.parse(row.created_at), Date.parse(session.started_at));
  return new Date(Math.min(now.getTime(), from + session.paused_seconds * 1000)).toISOString();
}

/** One player's row of the dashboard, computed as their own game screen computes it. */
export function playerProgress(
  session: SessionRow,
  scenario: CompiledScenario | undefined,
  row: ProgressRow,
  now: Date,
): PlayerProgress {
  const { game } = row;
  const clock = gameClock(session, game, now);
  const status = gameStatus(session, game, clock, now);
  const definition = scenario?.definition;
  const solved =
    game?.accusation && definition
      ? definition.accusation.questions.every((q) => game.accusation?.answers[q.id] === q.answer)
      : null;
  const rightAnswers = game?.accusation
    ? definition
      ? rightAnswerCount(definition, game)
      : (game.right_answers ?? 0)
    : null;
  const score = definition ? gameScore(definition, game, clock).total : 0;
  // What the room may see: the players' leaderboard's figures (leaderboard-store.ts).
  const verdictOut = isVerdictReleased(session, game);
  return {
    playerId: row.id,
    mail: row.mail,
    nickname: row.nickname,
    team: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
    lang: isLanguage(row.lang) ? row.lang : 'fr',
    joinedAt: row.created_at,
    status,
    startedAt: game?.started_at ?? null,
    finishedAt: game?.finished_at ?? null,
    foldersOpened: definition ? openFolders(definition, game).size : 0,
    folderCount: definition?.folders.length ?? 0,
    locksSolved: definition ? solvedLockCount(definition, game) : 0,
    lockCount: definition?.locks.length ?? 0,
    wrongAttempts: game?.wrong_attempts ?? 0,
    hintsTaken: game?.hints_taken ?? 0,
    penaltySeconds: clock.penaltySeconds,
    remainingSeconds: clock.remainingSeconds,
    elapsedSeconds: clock.elapsedSeconds,
    lastProgressAt: game?.last_progress_at ?? null,
    // Only while they may still progress: a finished session's rows stay as they were.
    idleSince:
      game && (status === 'playing' || status === 'paused')
        ? idleSince(session, game, now)
        : unopenedSince(session, row, now),
    // Only a player who could answer is held back by the throttle.
    throttledUntil: status === 'playing' ? throttledUntil(game, now) : null,
    score,
    finished: Boolean(game?.finished_at),
    solved,
    rightAnswers,
    publicScore: verdictOut || !game ? score : Math.max(0, score - game.verdict_points),
    publicRightAnswers: verdictOut ? rightAnswers : null,
  };
}

/** GET /v1/sessions/{id}/dashboard: the session and every player's progress, ranked. */
export async function readDashboard(
  db: DataStore,
  scenarios: CaseCatalog,
  typedId: string,
): Promise<Dashboard> {
  const row = await getSessionRow(db, typedId);
  const scenario = await scenarios.find(row.scenario_id, row.scenario_version);
  const now = new Date();
  const players = (await listProgressRows(db, row.id)).map((player) =>
    playerProgress(row, scenario, player, now),
  );
  return { session: await sessionOf(db, row, now), players: players.sort(byRank) };
}

/** GET /v1/players/{id}/progress: one row, fetched when a live event names the player. */
export async function readPlayerProgress(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
): Promise<PlayerProgress> {
  // From the store, not players.ts: players.ts reads this row to tell a player's change.
  const session = await findPlayerSessionRow(db, playerId);
  if (!session) throw notFound('Player');
  const [found] = await listProgressRows(db, session.id, playerId);
  if (!found) throw notFound('Player');
  return playerProgress(
    session,
    await scenarios.find(session.scenario_id, session.scenario_version),
    found,
    new Date(),
  );
}
