import {
  ANSWER_MAX,
  type Attempt,
  type AttemptResult,
  type GameDocument,
  type HintResult,
  type LockImage,
} from '@coulisses/shared/game/game.schema';
import { ApiError } from '../../http-error.js';
import {
  freeAttempts,
  gameClock,
  isLockAvailable,
  lockProgress,
  lockRetryAt,
  openFolders,
} from './game-rules.js';
import { recordAction, saveGame, saveGameWith, type Game, type GameContextRow } from './game-store.js';
import { gameView, type GameContext } from './game-view.js';
import { answerKey, fitsAnswerForm, type AnswerForm } from '@coulisses/shared/game/answer-form';
import { arrangedAnswerKey, readArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { ScenarioLock } from '@coulisses/shared/scenario/scenario.schema';
import { arrangedFormOf, lockAnswerForm } from './normalise-answer.js';
import { throttleAddress } from '../../network.js';
import { releaseLockAnswer, reserveLockAnswer } from './lock-throttle.js';
import {
  assertCanAct,
  isTeamless,
  noTeam,
  REFUSALS,
  statusAt,
  withScore,
  type GameDeps,
} from './game-status.js';
import { changeGame, loadStarted } from './game-turns.js';

/*
 * A player's actions on the locks and the documents: answers, hints, a document read, a
 * spot lock's picture (docs/product.md#locks).
 */

export function findAvailableLock(context: GameContext, game: Game, lockId: string) {
  const lock = context.scenario.locks.get(lockId);
  if (lock && game.locks[lockId]?.solvedAt)
    throw new ApiError(409, 'LOCK_SOLVED', 'This lock is already open');
  // An unknown lock and one not yet within reach get the same answer: probing ids
  // must not tell a player what lies ahead.
  if (!lock || !isLockAvailable(lock, openFolders(context.scenario.definition, game), game)) {
    throw new ApiError(409, 'LOCK_UNAVAILABLE', 'This lock is not within reach');
  }
  return lock;
}

function wrongForm(form: AnswerForm): ApiError {
  const expected =
    form.kind === 'digits' ? `digits${form.length ? ` (${form.length})` : ''}` : 'Latin or Greek letters';
  return new ApiError(400, 'ANSWER_FORM', `The answer must be written in ${expected}`, ['answer'], form);
}

const ARRANGED_FORMS = {
  order: 'every item once, in a sequence',
  spot: 'one mark on the image for each place asked',
  match: 'every item of the left list paired once with one of the right list',
} as const;

/**
 * An answer read as its lock reads it — the string typed, or an arrangement checked item
 * by item — with the key it is remembered by; ANSWER_FORM, at no cost, when it is not of
 * the lock's kind or form (docs/product.md#locks).
 */
function readAnswer(lock: ScenarioLock, raw: Attempt['answer']) {
  const arranged = arrangedFormOf(lock);
  if (arranged) {
    const read = readArrangedAnswer(arranged, raw);
    if (!read) {
      const expected = ARRANGED_FORMS[arranged.kind];
      throw new ApiError(400, 'ANSWER_FORM', `The answer must be ${expected}`, ['answer']);
    }
    return { answer: read, logged: JSON.stringify(read), key: arrangedAnswerKey(arranged, read) };
  }
  const form = lockAnswerForm(lock);
  if (typeof raw !== 'string') {
    throw new ApiError(400, 'ANSWER_FORM', 'This lock takes a typed answer', ['answer'], form);
  }
  // By characters, as the schema counts them: never a surrogate pair cut in two.
  const typed = [...raw.trim()].slice(0, ANSWER_MAX).join('');
  // Not even of the lock's form (letters for a code of digits, emoji, a script none of the
  // four languages use): a hint about the form, which costs nothing and is not an attempt.
  if (form && !fitsAnswerForm(form, typed)) throw wrongForm(form);
  if (lock.kind === 'choice' && !lock.choices.includes(typed)) {
    throw new ApiError(400, 'VALIDATION', 'The answer is not one this lock can take', ['answer']);
  }
  return { answer: typed, logged: typed, key: form ? answerKey(form, typed) : typed };
}

/** Thrown inside an answer's transaction when its address's bucket is full: nothing is saved. */
class BucketFull extends Error {
  constructor(readonly retryAt: Date) {
    super('The bucket of wrong answers is full');
  }
}

function throttled(retryAt: Date, now: Date): ApiError {
  const wait = Math.ceil((retryAt.getTime() - now.getTime()) / 1000);
  return new ApiError(
    429,
    'LOCK_THROTTLED',
    `Too many wrong answers: wait ${wait} s before the next`,
    undefined,
    undefined,
    retryAt,
  );
}

/**
 * Tries an answer on a lock. Wrong attempts beyond the case's free ones cost penalty
 * time, and the server throttles them per player and lock (game-rules in shared) and per
 * session, lock and address (lock-throttle.ts), so that a code cannot be brute-forced,
 * not even by registering afresh; the same wrong answer twice is refused for free.
 * `address`: the client's, as the rate limits see it.
 */
export async function attemptLock(
  deps: GameDeps,
  playerId: string,
  lockId: string,
  rawAnswer: Attempt['answer'],
  loaded?: GameContextRow,
  address?: string,
): Promise<AttemptResult> {
  return changeGame(deps, playerId, loaded, (context, now) =>
    judgeAnswer(deps, context, now, lockId, rawAnswer, address),
  );
}

/** attemptLock's judgement, on the game as it stands in its turn. */
async function judgeAnswer(
  deps: GameDeps,
  context: GameContext,
  now: Date,
  lockId: string,
  rawAnswer: Attempt['answer'],
  address: string | undefined,
): Promise<AttemptResult> {
  const { playerId } = context;
  const game = assertCanAct(context, now);
  const lock = findAvailableLock(context, game, lockId);
  const { answer: given, logged: typed, key: answer } = readAnswer(lock, rawAnswer);
  const progress = lockProgress(game, lockId);
  const retryAt = lockRetryAt(progress, now);
  const refused = async (outcome: string) =>
    recordAction(deps.db, game, playerId, {
      kind: 'attempt',
      at: now,
      target: lockId,
      answer: typed,
      outcome,
    });
  if (retryAt) {
    // Kept for the game master's replay: brute force shows as a wall of these.
    await refused('throttled');
    throw throttled(retryAt, now);
  }
  // What is remembered of a wrong answer (`answer`, its key), to refuse the same one again for free.
  if (answer === progress.lastWrong) {
    await refused('repeated');
    throw new ApiError(409, 'ANSWER_ALREADY_TRIED', 'This answer was already tried and is wrong');
  }
  const throttleKey = address
    ? { sessionId: context.session.id, lockId, address: throttleAddress(address) }
    : undefined;
  const right = context.scenario.judges.get(lockId)?.(given) ?? false;
  const { scoring } = context.scenario.definition;
  const wrong = right ? progress.wrong : progress.wrong + 1;
  const penaltySeconds =
    !right && wrong > freeAttempts(context.scenario.definition, lock)
      ? scoring.wrongAttempts.penaltySeconds
      : 0;
  const changed: Game = {
    ...game,
    locks: {
      ...game.locks,
      [lockId]: right
        ? {
            ...progress,
            solvedAt: now.toISOString(),
            solvedAfter: gameClock(context.session, game, now).elapsedSeconds,
          }
        : { ...progress, wrong, lastWrongAt: now.toISOString(), lastWrong: answer },
    },
    solved_locks: game.solved_locks + (right ? 1 : 0),
    wrong_attempts: game.wrong_attempts + (right ? 0 : 1),
    penalty_seconds: game.penalty_seconds + penaltySeconds,
    last_progress_at: right ? now.toISOString() : game.last_progress_at,
    // One can act only while the session runs: its paused seconds are whole.
    last_progress_paused: right ? context.session.paused_seconds : game.last_progress_paused,
  };
  try {
    // The answer's place in its address's bucket is taken in the game's own transaction
    // (docs/decisions/0025-a-session-s-writes.md): one commit, and a full bucket leaves the
    // game as it was.
    context.game = await saveGameWith(deps.db, withScore(context, changed, now), async (trx, next) => {
      if (throttleKey) {
        const place = await reserveLockAnswer(trx, throttleKey, now);
        if (!place.allowed) throw new BucketFull(place.retryAt);
        // A right answer gives its place back: only wrong answers fill the bucket.
        if (right) await releaseLockAnswer(trx, throttleKey);
      }
      await recordAction(trx, next, playerId, {
        kind: 'attempt',
        at: now,
        target: lockId,
        answer: typed,
        outcome: right ? 'right' : 'wrong',
        penaltySeconds,
      });
    });
  } catch (error) {
    if (!(error instanceof BucketFull)) throw error;
    await refused('throttled');
    throw throttled(error.retryAt, now);
  }
  deps.events?.gameChanged(context.game, context.playerId);
  return { right, state: gameView(context, now) };
}

/** Takes the lock's next hint, at its cost in penalty time. */
export const takeHint = (deps: GameDeps, playerId: string, lockId: string): Promise<HintResult> =>
  changeGame(deps, playerId, undefined, (context, now) => giveHint(deps, context, now, lockId));

async function giveHint(
  deps: GameDeps,
  context: GameContext,
  now: Date,
  lockId: string,
): Promise<HintResult> {
  const game = assertCanAct(context, now);
  const lock = findAvailableLock(context, game, lockId);
  const progress = lockProgress(game, lockId);
  const cost = lock.hints[progress.hints];
  const hint = context.scenario.texts[context.lang].locks[lockId]?.hints[progress.hints];
  if (!cost || hint === undefined)
    throw new ApiError(409, 'NO_MORE_HINTS', 'Every hint of this lock is taken');
  const changed: Game = {
    ...game,
    locks: { ...game.locks, [lockId]: { ...progress, hints: progress.hints + 1 } },
    hints_taken: game.hints_taken + 1,
    penalty_seconds: game.penalty_seconds + cost.penaltySeconds,
  };
  context.game = await saveGame(deps.db, withScore(context, changed, now), context.playerId, {
    kind: 'hint',
    at: now,
    target: lockId,
    outcome: String(progress.hints + 1),
    penaltySeconds: cost.penaltySeconds,
  });
  deps.events?.gameChanged(context.game, context.playerId);
  return { hint, state: gameView(context, now) };
}

/**
 * The game as something is read from it: allowed after the end (to look back), never before
 * the start, in a pause, or before a team is joined in a session played in teams.
 */
async function loadReadable(deps: GameDeps, playerId: string, byPlayer: boolean) {
  const now = new Date();
  const context = await loadStarted(deps, playerId, now, byPlayer);
  const status = statusAt(context, now);
  if (isTeamless(context)) throw noTeam();
  if (status === 'waiting' || status === 'paused') throw REFUSALS[status]();
  return { context, now, status };
}

/** A document of an open folder, in the player's language, its images inside. */
export async function readDocument(
  deps: GameDeps,
  playerId: string,
  documentId: string,
  byPlayer = true,
): Promise<GameDocument> {
  const { context, now, status } = await loadReadable(deps, playerId, byPlayer);
  const { game, scenario, lang } = context;
  const doc = scenario.documents.get(documentId);
  // Unknown or locked: one answer, so that probing ids reveals nothing.
  if (!doc || !openFolders(scenario.definition, game).has(doc.folderId)) {
    throw new ApiError(403, 'FOLDER_LOCKED', 'This document is not in a folder you have opened');
  }
  if (byPlayer && status === 'playing' && game) {
    await recordAction(deps.db, game, playerId, { kind: 'read', at: now, target: documentId });
  }
  return {
    id: doc.id,
    folderId: doc.folderId,
    style: doc.style,
    title: scenario.texts[lang].documents[doc.id]?.title ?? doc.id,
    markdown: doc.markdown[lang],
  };
}

/**
 * A spot lock's picture, in the reader's language: only while the lock can be tried, as the
 * lock itself (docs/product.md#locks); an unknown lock and one out of reach are one refusal.
 */
export async function readLockImage(deps: GameDeps, playerId: string, lockId: string): Promise<LockImage> {
  const { context } = await loadReadable(deps, playerId, true);
  const { game, scenario, lang } = context;
  const lock = scenario.locks.get(lockId);
  const images = scenario.lockImages.get(lockId);
  if (!lock || !images || !isLockAvailable(lock, openFolders(scenario.definition, game), game)) {
    throw new ApiError(409, 'LOCK_UNAVAILABLE', 'This lock is not within reach');
  }
  return { src: images[lang] };
}
