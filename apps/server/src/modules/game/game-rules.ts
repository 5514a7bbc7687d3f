import type { Clock, GameStatus, Score } from '@coulisses/shared/game/game.schema';
import { throttleSeconds } from '@coulisses/shared/game/game-rules';
import type { Scenario, ScenarioLock } from '@coulisses/shared/scenario/scenario.schema';
import type { SessionTable } from '../../db/schema.js';
import { type ClockedGame, type Game, type LockProgress, type ProposalRecord } from './game-store.js';
import {
  isRoomTimeUp,
  sessionClockEnd,
  sessionDurationSeconds,
  sessionElapsedSeconds,
} from '../sessions/session-clock.js';

export const lockProgress = (game: Game | undefined, lockId: string): LockProgress =>
  game?.locks[lockId] ?? { wrong: 0, hints: 0 };

/** Locks of the case the player has opened; a lock since removed from the case does not count. */
export const solvedLockCount = (scenario: Scenario, game: Game | undefined) =>
  scenario.locks.filter((lock) => game?.locks[lock.id]?.solvedAt).length;

/** The folders a player has opened: the start folders and what their solved locks opened. */
export function openFolders(scenario: Scenario, game: Game | undefined): Set<string> {
  const open = new Set(scenario.startFolders);
  for (const lock of scenario.locks) {
    if (game?.locks[lock.id]?.solvedAt) lock.opens.forEach((id) => open.add(id));
  }
  return open;
}

/** A lock can be tried once the folder it is found in is open, until it is solved. */
export const isLockAvailable = (lock: ScenarioLock, open: Set<string>, game: Game | undefined) =>
  open.has(lock.in) && !game?.locks[lock.id]?.solvedAt;

type SessionRow = Pick<
  SessionTable,
  | 'status'
  | 'duration_minutes'
  | 'started_at'
  | 'paused_at'
  | 'paused_seconds'
  | 'extra_seconds'
  | 'finished_at'
  | 'pacing'
>;

/** A self-paced player's time since their first look, the pauses left out, not stopped at their duration. */
export function selfPacedPlayedSeconds(
  session: SessionRow,
  game: Pick<ClockedGame, 'started_at' | 'paused_base'>,
  now: Date,
): number {
  const end = sessionClockEnd(session, now).getTime();
  const paused = session.paused_seconds - game.paused_base;
  return Math.max(0, Math.floor((end - Date.parse(game.started_at)) / 1000) - paused);
}

/**
 * The player's time, one definition wherever it is shown (docs/decisions/0017): in a
 * room-paced session the session's own running time, so that a late joiner has what is
 * left; self-paced, their own from their first look while the session runs. Either
 * stops while the session is paused or finished, and for good at their accusation.
 * Penalties come off the time left; minutes a game master gave the player alone lengthen
 * their own (docs/product.md#player-controls).
 */
export function gameClock(session: SessionRow, game: ClockedGame | undefined, now: Date): Clock {
  const durationSeconds =
    game?.duration_seconds ?? sessionDurationSeconds(session) + (game?.bonus_seconds ?? 0);
  const penaltySeconds = game?.penalty_seconds ?? 0;
  let elapsedSeconds = 0;
  if (game?.elapsed_seconds != null) {
    elapsedSeconds = game.elapsed_seconds;
  } else if (game && session.pacing === 'room') {
    elapsedSeconds = Math.min(durationSeconds, sessionElapsedSeconds(session, now));
  } else if (game) {
    // A clock that ran out stays at its duration, however long before the game master finishes.
    elapsedSeconds = Math.min(durationSeconds, selfPacedPlayedSeconds(session, game, now));
  }
  const remainingSeconds = Math.max(0, durationSeconds - elapsedSeconds - penaltySeconds);
  const running =
    session.status === 'running' && game !== undefined && game.finished_at === null && remainingSeconds > 0;
  return { durationSeconds, elapsedSeconds, penaltySeconds, remainingSeconds, running };
}

/**
 * Where the game stands. A room-paced session whose time is up is over for everyone at
 * once, accusation included, even in the second before it is marked finished.
 */
export function gameStatus(
  session: SessionRow,
  game: Pick<Game, 'finished_at'> | undefined,
  clock: Clock,
  now: Date,
): GameStatus {
  if (game?.finished_at) return 'finished';
  if (session.status === 'finished' || isRoomTimeUp(session, now)) return 'over';
  if (!game || session.status === 'open' || session.status === 'draft') return 'waiting';
  if (session.status === 'paused') return 'paused';
  return clock.remainingSeconds > 0 ? 'playing' : 'timeUp';
}

/** How many answers of the accusation are right: 0 until it is made. */
export const rightAnswerCount = (scenario: Scenario, game: Pick<Game, 'accusation'> | undefined) =>
  scenario.accusation.questions.filter(
    (question) => game?.accusation?.answers[question.id] === question.answer,
  ).length;

/**
 * Scoring (content/README.md): points per solved lock and per right answer, a bonus per
 * whole minute left at the accusation, and every penalty minute taken off at that rate.
 */
export function gameScore(scenario: Scenario, game: Game | undefined, clock: Clock): Score {
  const { scoring } = scenario;
  const solved = solvedLockCount(scenario, game);
  const right = rightAnswerCount(scenario, game);
  const lockPoints = solved * scoring.lockPoints;
  const answerPoints = right * scoring.answerPoints;
  const finished = Boolean(game?.finished_at);
  const minutesLeft = Math.floor(Math.max(0, clock.durationSeconds - clock.elapsedSeconds) / 60);
  const timePoints = finished ? minutesLeft * scoring.pointsPerMinuteLeft : 0;
  const penaltyPoints = Math.round((clock.penaltySeconds / 60) * scoring.pointsPerMinuteLeft);
  const total = Math.max(0, lockPoints + answerPoints + timePoints - penaltyPoints);
  return { total, lockPoints, answerPoints, timePoints, penaltyPoints };
}

/**
 * Whether the player reached the accusation on their own: from its opened folder, without
 * the last hint of any lock — the one a case's hints lead up to, which may give the answer
 * away. A registration that spent its clock on hints to the very last is no investigator.
 */
export function reachedOnTheirOwn(scenario: Scenario, game: Game): boolean {
  if (!openFolders(scenario, game).has(scenario.accusation.in)) return false;
  return scenario.locks.every(
    (lock) => lock.hints.length === 0 || lockProgress(game, lock.id).hints < lock.hints.length,
  );
}

/**
 * Whether the solution has reached this player (docs/decisions/0015): nobody learns the
 * answers, the culprit or the debrief while anyone in the session can still play. The
 * session's end or the game master's release gives it to all; a self-paced session gives
 * it at once to a player who reached the accusation on their own (reachedOnTheirOwn) — a
 * registration that ran its clock out, or took every hint to get there, waits with the
 * others.
 */
export function isVerdictReleased(
  session: Pick<SessionTable, 'status' | 'debrief_release' | 'debrief_released_at'>,
  game: Pick<Game, 'accusation_reached'> | undefined,
) {
  if (session.status === 'finished' || session.debrief_released_at !== null) return true;
  return session.debrief_release === 'playerFinish' && game?.accusation_reached === 1;
}

/**
 * Whether the reader came to a team after its accusation (docs/product.md#teams): the
 * verdict is the team's of then, sealed or not, never a newcomer's to read.
 */
export const isNewcomerTo = (game: Pick<Game, 'accusation'> | undefined, playerId: string) =>
  game?.accusation?.members !== undefined && !game.accusation.members.includes(playerId);

/**
 * Whether a team's game takes no new member (docs/product.md#teams): its accusation made
 * — or its proposal's time passed, which makes it — its time run out, or the session over.
 */
export function isGameOver(
  session: SessionRow,
  game: (ClockedGame & Pick<Game, 'proposal'>) | undefined,
  now: Date,
) {
  if (game?.proposal && proposalDueAt(session, game.proposal, now).getTime() <= now.getTime()) return true;
  const status = gameStatus(session, game, gameClock(session, game, now), now);
  return status === 'finished' || status === 'timeUp' || status === 'over';
}

/**
 * The score as it may be shown: while the verdict is sealed, without the accusation's
 * points — they would tell how many answers are right, and a few throwaway registrations
 * varying one answer each would read the solution off them.
 */
export function visibleScore(scenario: Scenario, game: Game | undefined, clock: Clock, released: boolean) {
  return gameScore(scenario, released || !game ? game : { ...game, accusation: null }, clock);
}

/** The wrong attempts a lock forgives before each costs penalty time. */
export const freeAttempts = (scenario: Scenario, lock: ScenarioLock) =>
  lock.freeAttempts ?? scenario.scoring.wrongAttempts.free;

/** When the next attempt on a throttled lock is accepted, if it is throttled now. */
export function lockRetryAt(progress: LockProgress, now: Date): Date | undefined {
  if (!progress.lastWrongAt) return undefined;
  const retryAt = new Date(Date.parse(progress.lastWrongAt) + throttleSeconds(progress.wrong) * 1000);
  return retryAt > now ? retryAt : undefined;
}

/**
 * When a proposal's time passes (docs/product.md#team-accusation): its minute is a minute of
 * play, so the session's pauses since it was made push it back, and a clock stopped now (a
 * pause under way) holds what is left of it until the game master resumes.
 */
export function proposalDueAt(
  session: Pick<SessionRow, 'status' | 'paused_at' | 'paused_seconds'>,
  proposal: Pick<ProposalRecord, 'expiresAt' | 'pausedBase'>,
  now: Date,
): Date {
  const pausedSince = session.paused_seconds - (proposal.pausedBase ?? session.paused_seconds);
  const due = Date.parse(proposal.expiresAt) + Math.max(0, pausedSince) * 1000;
  if (session.status !== 'running' && session.paused_at) {
    const pausedAt = Date.parse(session.paused_at);
    if (pausedAt < due) return new Date(Math.max(now.getTime(), pausedAt) + (due - pausedAt));
  }
  return new Date(due);
}
