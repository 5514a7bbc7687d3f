import {
  ANSWER_MAX,
  PROPOSAL_SECONDS,
  PROPOSAL_SHOWING_SECONDS,
  type Accusation,
  type AccusationVote,
  type Attempt,
  type AttemptResult,
  type GameDocument,
  type GameState,
  type HintResult,
  type LockImage,
} from '@coulisses/shared/game/game.schema';
import type { EventOutlet } from '../events/event-outlet.js';
import type { LiveEvents } from '../live/live-events.js';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import type { ScenarioRegistry } from '../scenarios/scenarios.js';
import {
  freeAttempts,
  gameClock,
  gameScore,
  gameStatus,
  isLockAvailable,
  lockProgress,
  lockRetryAt,
  openFolders,
  proposalDueAt,
  reachedOnTheirOwn,
  rightAnswerCount,
  visibleScore,
  type Game,
  type ProposalOutcomeRecord,
  type ProposalRecord,
} from './game-rules.js';
import {
  findGameContextRow,
  loadGameContext,
  recordAction,
  saveGame,
  saveGameWith,
  startGame,
  type GameAction,
  type GameContextRow,
} from './game-store.js';
import { randomUUID } from 'node:crypto';
import { listTeamMemberIds } from '../teams/teams-store.js';
import { notFound } from '../../http-error.js';
import { gameView, type GameContext } from './game-view.js';
import { answerKey, fitsAnswerForm, type AnswerForm } from '@coulisses/shared/game/answer-form';
import { arrangedAnswerKey, readArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { ScenarioLock } from '@coulisses/shared/scenario/scenario.schema';
import { arrangedFormOf, lockAnswerForm } from './normalise-answer.js';
import { throttleAddress } from '../../network.js';
import { releaseLockAnswer, reserveLockAnswer } from './lock-throttle.js';
import { turns } from '../turns.js';

export interface GameDeps {
  db: DataStore;
  scenarios: ScenarioRegistry;
  /**
   * Told of every saved change of a game (the live dashboard); absent, nobody
   * is (bench/database.mjs measures the queries alone).
   */
  events?: Pick<EventOutlet, 'gameChanged' | 'accusationProposed'>;
  /**
   * Who has a live stream open: a team's proposal waits for their phones to show it
   * (docs/product.md#team-accusation); absent, nobody does and its minute starts at once.
   */
  live?: Pick<LiveEvents, 'listening'>;
}
type Deps = GameDeps;

/** The changes of one game waiting their turn, beyond which a caller is refused (a flood). */
const MAX_PENDING_CHANGES = 1_000;
/** Saves tried again from a fresh read when another instance saved the game first. */
const SAVE_TRIES = 5;
/** How long a change waits for its turn before it is refused: its client has given up by then. */
const TURN_WAIT_MS = 15_000;
const gameTurns = turns({
  maxPending: MAX_PENDING_CHANGES,
  timeoutMs: TURN_WAIT_MS,
  refusal: 'Too many changes of this game at once: try again',
});

const isConflict = (error: unknown) => error instanceof ApiError && error.key === 'CONFLICT';

/**
 * One change of a game at a time (docs/decisions/0020-teams.md): the members of a team,
 * or one player's two tabs, answering at the same instant take turns on this instance,
 * each judged on the game as the one before left it — one right answer, no penalty
 * counted twice. Across instances the save's version check still catches a change made
 * meanwhile, and the change is tried again from a fresh read. `loaded`: the row the
 * player's token was just checked on, used while it cannot be stale. What a change
 * writes with the game is in its transaction: a change tried again writes it anew.
 */
async function changeGame<T>(
  deps: Deps,
  playerId: string,
  loaded: GameContextRow | undefined,
  change: (context: GameContext, now: Date, arrivedAt: Date) => Promise<T>,
  wordOnProposal = false,
): Promise<T> {
  // A word on a proposal sent within its minute counts, though it waited its turn: as far
  // as this instance saw it come (its turn follows the read of its player's row).
  const arrivedAt = new Date();
  const row = loaded ?? (await findGameContextRow(deps.db, playerId));
  if (!row) throw notFound('Player');
  const gameId = row.player_team_id ?? playerId;
  // Waiting its turn, the row read before may have gone stale: read again then.
  let fresh: GameContextRow | undefined = gameTurns.isBusy(gameId) ? undefined : row;
  return gameTurns.take(gameId, async () => {
    for (let tries = 1; ; tries += 1) {
      const now = new Date();
      const context = await loadStarted(deps, playerId, now, true, fresh);
      try {
        // The team's proposal, its time past with no objection, was made before this change.
        await settleExpiredProposal(deps, context, wordOnProposal ? arrivedAt : now);
        return await change(context, now, arrivedAt);
      } catch (error) {
        if (!isConflict(error) || tries >= SAVE_TRIES) throw error;
        fresh = undefined;
      }
    }
  });
}

/**
 * Loads the context and, when the player themself is looking, starts their clock if the
 * session runs and it has not yet; an admin's look changes nothing.
 */
async function loadStarted(
  { db, scenarios, events }: Deps,
  playerId: string,
  now: Date,
  byPlayer = true,
  loaded?: GameContextRow,
): Promise<GameContext> {
  const context = await loadGameContext(db, scenarios, playerId, loaded);
  // In a session played in teams, a player plays once in a team (docs/product.md#teams):
  // until then their game is not theirs to start.
  if (byPlayer && !context.game && context.session.status === 'running' && !isTeamless(context)) {
    context.game = await startGame(db, context, now);
    events?.gameChanged(context.game, playerId);
  }
  return context;
}

export const REFUSALS = {
  waiting: () => new ApiError(409, 'GAME_NOT_STARTED', 'The game master has not started the game yet'),
  paused: () => new ApiError(409, 'SESSION_PAUSED', 'The session is paused'),
  over: () => new ApiError(409, 'GAME_OVER', 'The session is over'),
  finished: () => new ApiError(409, 'GAME_OVER', 'You have already made your accusation'),
  timeUp: () => new ApiError(409, 'TIME_UP', 'The time is up: only the accusation remains'),
};

/** In a session played in teams, and in none of them yet. */
const isTeamless = (context: GameContext) => context.session.team_size !== null && context.teamId === null;

const noTeam = () => new ApiError(409, 'NO_TEAM', 'Join a team, or make one, before playing');

export const statusAt = ({ session, game }: GameContext, now: Date) =>
  gameStatus(session, game, gameClock(session, game, now), now);

/** docs/product.md#game-states: an action after the game ended or while paused is refused. */
function assertCanAct(context: GameContext, now: Date, allowTimeUp = false): Game {
  if (isTeamless(context)) throw noTeam();
  const status = statusAt(context, now);
  if (status === 'playing' || (status === 'timeUp' && allowTimeUp)) return context.game as Game;
  throw REFUSALS[status]();
}

/** The score kept in the row, for leaderboards and the admin area. */
export function withScore(context: GameContext, game: Game, now: Date): Game {
  const clock = gameClock(context.session, game, now);
  return { ...game, score: gameScore(context.scenario.definition, game, clock).total };
}

/** `loaded`: the row the player's token was just checked on (auth.ts), when it was. */
export async function readGameState(
  deps: Deps,
  playerId: string,
  byPlayer = true,
  loaded?: GameContextRow,
): Promise<GameState> {
  const now = new Date();
  const context = await loadStarted(deps, playerId, now, byPlayer, loaded);
  const proposal = context.game?.proposal;
  // The team's proposal, its time past with no objection, is made now (docs/product.md#team-accusation).
  if (byPlayer && proposal && isDue(context, proposal, now)) {
    return changeGame(deps, playerId, undefined, async (fresh, at) => {
      await settleExpiredProposal(deps, fresh, at);
      return gameView(fresh, at);
    });
  }
  return gameView(context, now);
}

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
  deps: Deps,
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
  deps: Deps,
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
export const takeHint = (deps: Deps, playerId: string, lockId: string): Promise<HintResult> =>
  changeGame(deps, playerId, undefined, (context, now) => giveHint(deps, context, now, lockId));

async function giveHint(deps: Deps, context: GameContext, now: Date, lockId: string): Promise<HintResult> {
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

/** A document of an open folder, in the player's language, its images inside. */
export async function readDocument(
  deps: Deps,
  playerId: string,
  documentId: string,
  byPlayer = true,
): Promise<GameDocument> {
  const now = new Date();
  const context = await loadStarted(deps, playerId, now, byPlayer);
  const { game, scenario, lang } = context;
  const status = statusAt(context, now);
  if (isTeamless(context)) throw noTeam();
  // Reading is allowed after the end (to look back), never before the start or in a pause.
  if (status === 'waiting' || status === 'paused') throw REFUSALS[status]();
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
export async function readLockImage(deps: Deps, playerId: string, lockId: string): Promise<LockImage> {
  const now = new Date();
  const context = await loadStarted(deps, playerId, now, true);
  const { game, scenario, lang } = context;
  const status = statusAt(context, now);
  if (isTeamless(context)) throw noTeam();
  if (status === 'waiting' || status === 'paused') throw REFUSALS[status]();
  const lock = scenario.locks.get(lockId);
  const images = scenario.lockImages.get(lockId);
  if (!lock || !images || !isLockAvailable(lock, openFolders(scenario.definition, game), game)) {
    throw new ApiError(409, 'LOCK_UNAVAILABLE', 'This lock is not within reach');
  }
  return { src: images[lang] };
}

/**
 * The accusation ends the player's game: the clock stops and the score is final. What it
 * answers follows the session's release of the solution (docs/decisions/0015). In a team
 * with other members it is proposed to them first (docs/product.md#team-accusation).
 */
export const makeAccusation = (deps: Deps, playerId: string, input: Accusation): Promise<GameState> =>
  changeGame(deps, playerId, undefined, async (context, now) => {
    if (await settleExpiredProposal(deps, context, now)) throw REFUSALS.finished();
    const game = assertCanAct(context, now, true);
    const answers = checkedAnswers(context, game, now, input);
    const others =
      context.teamId === null
        ? []
        : (await listTeamMemberIds(deps.db, context.teamId)).filter((id) => id !== context.playerId);
    if (others.length > 0) return propose(deps, context, game, now, answers, others);
    return saveAccusation(deps, context, game, now, answers, context.playerId);
  });

/** The accusation's answers, each one of its question's choices, from its opened folder (or once time is up). */
function checkedAnswers(
  context: GameContext,
  game: Game,
  now: Date,
  input: Accusation,
): Record<string, string> {
  const { definition } = context.scenario;
  const clock = gameClock(context.session, game, now);
  if (clock.remainingSeconds > 0 && !openFolders(definition, game).has(definition.accusation.in)) {
    throw new ApiError(409, 'ACCUSATION_UNAVAILABLE', 'The accusation is made in a folder still locked');
  }
  const badFields = definition.accusation.questions
    .filter((question) => !question.choices.includes(input.answers[question.id] ?? ''))
    .map((question) => `answers.${question.id}`);
  const unknown = Object.keys(input.answers).filter(
    (id) => !definition.accusation.questions.some((question) => question.id === id),
  );
  if (badFields.length > 0 || unknown.length > 0) {
    throw new ApiError(400, 'VALIDATION', 'Answer every question with one of its choices', [
      ...badFields,
      ...unknown.map((id) => `answers.${id}`),
    ]);
  }
  return Object.fromEntries(
    definition.accusation.questions.map((question) => [question.id, input.answers[question.id] as string]),
  );
}

/**
 * The game once accused with `answers` at `at`: finished, scored, its proposal gone (what
 * became of it kept for those away then); in a team, with the members whose verdict it is.
 */
function accused(
  context: GameContext,
  game: Game,
  at: Date,
  answers: Record<string, string>,
  members: string[] | undefined,
): Game {
  const { definition } = context.scenario;
  const clock = gameClock(context.session, game, at);
  const finished: Game = {
    ...game,
    accusation: members ? { answers, members } : { answers },
    proposal: null,
    proposal_outcome: game.proposal ? outcomeOf(game.proposal, 'made', at, null) : game.proposal_outcome,
    finished_at: at.toISOString(),
    elapsed_seconds: clock.elapsedSeconds,
    duration_seconds: clock.durationSeconds,
    last_progress_at: at.toISOString(),
    last_progress_paused: context.session.paused_seconds,
    accusation_reached: reachedOnTheirOwn(definition, game) ? 1 : 0,
    // What ranks first once the verdict is out (leaderboard-store.ts).
    right_answers: rightAnswerCount(definition, { accusation: { answers } }),
  };
  const scored = withScore(context, finished, at);
  // The verdict's share of the score, which a sealed leaderboard leaves out (leaderboard.ts).
  const sealed = visibleScore(definition, scored, gameClock(context.session, scored, at), false);
  return { ...scored, verdict_points: scored.score - sealed.total };
}

const accusationAction = (context: GameContext, at: Date, answers: Record<string, string>): GameAction => ({
  kind: 'accusation',
  at,
  target: context.scenario.definition.accusation.in,
  answer: JSON.stringify(answers).slice(0, 200),
});

/** Makes the accusation `by` a player (its proposer, in a team), and answers the reader's view. */
async function saveAccusation(
  deps: Deps,
  context: GameContext,
  game: Game,
  at: Date,
  answers: Record<string, string>,
  by: string,
  also?: GameAction,
): Promise<GameState> {
  // docs/product.md#teams: the verdict is the team's of now, never a newcomer's.
  const members = context.teamId === null ? undefined : await listTeamMemberIds(deps.db, context.teamId);
  const made = accused(context, game, at, answers, members);
  context.game = await saveGameWith(deps.db, made, async (trx, next) => {
    if (also) await recordAction(trx, next, context.playerId, also);
    await recordAction(trx, next, by, accusationAction(context, at, answers));
  });
  deps.events?.gameChanged(context.game, context.playerId);
  return gameView(context, at);
}

const proposalGone = () =>
  new ApiError(409, 'PROPOSAL_GONE', 'This proposed accusation is no longer waiting for your word');

/** A member's proposal to the team: the others confirm it, or object, within PROPOSAL_SECONDS. */
async function propose(
  deps: Deps,
  context: GameContext,
  game: Game,
  now: Date,
  answers: Record<string, string>,
  others: string[],
): Promise<GameState> {
  if (game.proposal) {
    throw new ApiError(
      409,
      'PROPOSAL_PENDING',
      'A teammate\u2019s accusation is waiting for the team\u2019s word',
    );
  }
  // Its minute waits for the phones that are there to show it, a few seconds at most.
  const listening = deps.live ? await deps.live.listening(context.session.id, others) : new Set<string>();
  const awaiting = others.filter((id) => listening.has(id));
  const startsAt = new Date(now.getTime() + (awaiting.length > 0 ? PROPOSAL_SHOWING_SECONDS * 1000 : 0));
  const proposal: ProposalRecord = {
    id: randomUUID(),
    by: context.playerId,
    byNickname: context.nickname,
    answers,
    at: now.toISOString(),
    startsAt: startsAt.toISOString(),
    expiresAt: new Date(startsAt.getTime() + PROPOSAL_SECONDS * 1000).toISOString(),
    pausedBase: context.session.paused_seconds,
    confirmedBy: [],
    confirmedNames: {},
    needed: others.length,
    voters: others,
    awaiting,
    shownTo: [context.playerId],
  };
  context.game = await saveGame(deps.db, { ...game, proposal }, context.playerId, {
    kind: 'proposed',
    at: now,
    target: context.scenario.definition.accusation.in,
    answer: JSON.stringify(answers).slice(0, 200),
  });
  deps.events?.gameChanged(context.game, context.playerId);
  if (context.teamId !== null) {
    deps.events?.accusationProposed({
      sessionId: context.session.id,
      teamId: context.teamId,
      proposalId: proposal.id,
      by: context.playerId,
      byNickname: context.nickname,
    });
  }
  return gameView(context, now);
}

/**
 * The proposal once `playerId`'s phone has shown it. When that was the last of the phones
 * its minute waited for, and the minute has not begun meanwhile (its cap passed), it
 * begins now — a whole minute of play, the pauses before it left out.
 */
function shownBy(
  context: GameContext,
  proposal: ProposalRecord,
  playerId: string,
  now: Date,
): ProposalRecord {
  const shownTo = proposal.shownTo ?? [proposal.by];
  if (shownTo.includes(playerId)) return proposal;
  const shown: ProposalRecord = { ...proposal, shownTo: [...shownTo, playerId] };
  const startsAt = proposalDueAt(context.session, proposal, now).getTime() - PROPOSAL_SECONDS * 1000;
  const everyone = (proposal.awaiting ?? []).every((id) => shown.shownTo?.includes(id));
  if (!everyone || startsAt <= now.getTime()) return shown;
  return {
    ...shown,
    startsAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PROPOSAL_SECONDS * 1000).toISOString(),
    pausedBase: context.session.paused_seconds,
  };
}

/** Whether the proposal's minute began with this change (the last phone showed it). */
const minuteBegan = (before: ProposalRecord, after: ProposalRecord) => before.startsAt !== after.startsAt;

/**
 * What became of a proposal, for the members it was proposed to whose phone never showed
 * it (docs/product.md#team-accusation); null when there is nobody to tell.
 */
function outcomeOf(
  proposal: ProposalRecord,
  outcome: ProposalOutcomeRecord['outcome'],
  at: Date,
  droppedBy: ProposalOutcomeRecord['droppedBy'],
): ProposalOutcomeRecord | null {
  const shownTo = new Set([proposal.by, ...(proposal.shownTo ?? proposal.voters), ...proposal.confirmedBy]);
  if (droppedBy) shownTo.add(droppedBy.id);
  const untold = [proposal.by, ...proposal.voters].filter((id) => !shownTo.has(id));
  if (untold.length === 0) return null;
  return {
    id: proposal.id,
    outcome,
    by: proposal.by,
    byNickname: proposal.byNickname,
    answers: proposal.answers,
    confirmedBy: proposal.confirmedBy.map((id) => ({ id, nickname: proposal.confirmedNames?.[id] ?? null })),
    droppedBy,
    at: at.toISOString(),
    untold,
  };
}

const notYourTeam = () => new ApiError(403, 'NOT_YOUR_TEAM', 'A player acts only for their own team');

/**
 * POST …/teams/{teamId}/proposals/{proposalId}/shown (docs/product.md#team-accusation): the
 * player's phone has shown the team's proposal — the last of those its minute waits for
 * starts it — or, to one away when it was made, what became of it, which is then theirs
 * no more. Anything else is `409 PROPOSAL_GONE`; another team's, `403 NOT_YOUR_TEAM`.
 */
export const showProposal = (
  deps: Deps,
  playerId: string,
  teamId: string,
  proposalId: string,
): Promise<GameState> =>
  changeGame(deps, playerId, undefined, async (context, now) => {
    if (context.teamId !== teamId) throw notYourTeam();
    const proposal = context.game?.proposal;
    if (proposal?.id === proposalId) {
      // Shown during a pause, it is said again after: the minute begins in play.
      const game = assertCanAct(context, now, true);
      const shown = shownBy(context, proposal, playerId, now);
      if (shown === proposal) return gameView(context, now);
      context.game = await saveGameWith(deps.db, { ...game, proposal: shown }, () => Promise.resolve());
      // Every phone counts the minute down from now: the others read the game again.
      if (minuteBegan(proposal, shown)) deps.events?.gameChanged(context.game, playerId);
      return gameView(context, now);
    }
    const outcome = context.game?.proposal_outcome;
    if (!context.game || outcome?.id !== proposalId || !outcome.untold.includes(playerId))
      throw proposalGone();
    const untold = outcome.untold.filter((id) => id !== playerId);
    context.game = await saveGameWith(
      deps.db,
      { ...context.game, proposal_outcome: untold.length > 0 ? { ...outcome, untold } : null },
      () => Promise.resolve(),
    );
    return gameView(context, now);
  });

/**
 * A member's word on the team's proposed accusation (docs/product.md#team-accusation): one
 * objection drops it (its proposer may withdraw it so); the last confirmation makes it.
 */
export const voteOnAccusation = (deps: Deps, playerId: string, vote: AccusationVote): Promise<GameState> =>
  changeGame(
    deps,
    playerId,
    undefined,
    async (context, now, arrivedAt) => {
      if (await settleExpiredProposal(deps, context, arrivedAt)) throw proposalGone();
      const game = assertCanAct(context, now, true);
      const proposal = game.proposal;
      if (!proposal || proposal.id !== vote.proposalId) throw proposalGone();
      // Only those it was proposed to have a say, and its proposer may withdraw it.
      if (proposal.by !== playerId && !proposal.voters.includes(playerId)) throw proposalGone();
      if (vote.vote === 'object') {
        const droppedBy = { id: playerId, nickname: context.nickname };
        const dropped: Game = {
          ...game,
          proposal: null,
          proposal_outcome: outcomeOf(proposal, 'dropped', now, droppedBy),
        };
        context.game = await saveGame(deps.db, dropped, playerId, {
          kind: 'objected',
          at: now,
          target: context.scenario.definition.accusation.in,
        });
        deps.events?.gameChanged(context.game, playerId);
        return gameView(context, now);
      }
      if (proposal.by === playerId || proposal.confirmedBy.includes(playerId)) return gameView(context, now);
      // A member who confirms it has seen it: the last of the phones waited for starts its minute.
      const shown = shownBy(context, proposal, playerId, now);
      const confirmed: ProposalRecord = {
        ...shown,
        confirmedBy: [...proposal.confirmedBy, playerId],
        confirmedNames: { ...proposal.confirmedNames, [playerId]: context.nickname },
      };
      const said: GameAction = {
        kind: 'confirmed',
        at: now,
        target: context.scenario.definition.accusation.in,
      };
      if (confirmed.confirmedBy.length >= confirmed.needed) {
        return saveAccusation(
          deps,
          context,
          { ...game, proposal: confirmed },
          now,
          proposal.answers,
          proposal.by,
          said,
        );
      }
      context.game = await saveGame(deps.db, { ...game, proposal: confirmed }, playerId, said);
      deps.events?.gameChanged(context.game, playerId);
      return gameView(context, now);
    },
    true,
  );

/**
 * A proposal whose time passed with no objection is the team's accusation, made when its
 * time ran out. True when it was made here: the reader's context holds the finished game.
 */
async function settleExpiredProposal(deps: Deps, context: GameContext, now: Date): Promise<boolean> {
  const proposal = context.game?.proposal;
  if (!context.game || !proposal || !isDue(context, proposal, now)) return false;
  await saveAccusation(
    deps,
    context,
    context.game,
    proposalDueAt(context.session, proposal, now),
    proposal.answers,
    proposal.by,
  );
  return true;
}

/**
 * Whether a proposal's time has passed with the game still open then: a room whose time
 * ran out before, or a game already over, makes nothing after its end.
 */
function isDue(context: GameContext, proposal: ProposalRecord, now: Date): boolean {
  const at = proposalDueAt(context.session, proposal, now);
  if (at.getTime() > now.getTime()) return false;
  const status = statusAt(context, at);
  return status === 'playing' || status === 'timeUp';
}
