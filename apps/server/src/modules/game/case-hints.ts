import type { Language } from '@coulisses/shared/languages';
import type { Message, SendCaseHint } from '@coulisses/shared/message/message.schema';
import type { PlayerPosition } from '@coulisses/shared/session/dashboard.schema';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../http-error.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { insertMessage, type MessageRow } from '../messages/messages-store.js';
import { toMessage } from '../messages/messages.js';
import { REFUSALS, statusAt, withScore, type GameDeps } from './game-status.js';
import { findAvailableLock } from './lock-actions.js';
import { isRoomTimeUp } from '../sessions/session-clock.js';
import { isLockAvailable, lockProgress, openFolders } from './game-rules.js';
import { loadGameContext } from './game-context.js';
import { saveGameWith, startGame, type Game } from './game-store.js';
import type { GameContext } from './game-view.js';

/**
 * docs/product.md#alerts: a player who has not opened their game while the room's clock
 * runs — their time is going as everyone's. The game master may help them all the same: the
 * locks of the first folders are in front of them, and a hint sent opens their game.
 */
function isUnopenedInRunningRoom({ session, game, teamId }: GameContext, now: Date): boolean {
  if (game || session.pacing !== 'room' || session.status !== 'running' || isRoomTimeUp(session, now))
    return false;
  // In a session played in teams, a player in none has no game to open yet.
  return session.team_size === null || teamId !== null;
}

/**
 * docs/product.md#case-hints: where a player stands, for the game master who helps them —
 * the locks within their reach and not yet open, in the case's order, each with every
 * hint of the case in `lang` and whether the player has had it.
 */
export async function readPlayerPosition(
  { db, scenarios }: GameDeps,
  playerId: string,
  lang: Language,
): Promise<PlayerPosition> {
  const now = new Date();
  const context = await loadGameContext(db, scenarios, playerId);
  const { scenario, game } = context;
  const texts = scenario.texts[lang];
  const open = openFolders(scenario.definition, game);
  const status = statusAt(context, now);
  // Nothing is in front of a player who has not started, nor of one whose game is over; a
  // room's player who has not opened their game has its first locks.
  const helpable = status === 'playing' || status === 'paused' || isUnopenedInRunningRoom(context, now);
  const locks = helpable ? scenario.definition.locks.filter((lock) => isLockAvailable(lock, open, game)) : [];
  return {
    status,
    locks: locks.map((lock) => {
      const progress = lockProgress(game, lock.id);
      const words = texts.locks[lock.id];
      return {
        lockId: lock.id,
        title: words?.title ?? lock.id,
        folderTitle: texts.folders[lock.in]?.title ?? lock.in,
        wrongAttempts: progress.wrong,
        hints: lock.hints.map((hint, index) => ({
          number: index + 1,
          text: words?.hints[index] ?? '',
          penaltySeconds: hint.penaltySeconds,
          given: index < progress.hints,
        })),
      };
    }),
  };
}

/** What the game master's hint needs, and what it tells: the saved game, then the message. */
export interface CaseHintDeps extends Pick<GameDeps, 'db' | 'scenarios'> {
  events: Pick<EventOutlet, 'gameChanged' | 'messageSent'>;
}

/**
 * docs/product.md#case-hints: the game master gives a player the next hint of a lock in
 * front of them, at its cost in time or free. The player has it as if they had taken it
 * (their lock shows it), and it reaches them as a message in their language, which their
 * path keeps with the time they read it. While the session is paused it still goes: the
 * player reads it before the game resumes. Answers the message.
 */
export async function sendCaseHint(
  deps: CaseHintDeps,
  playerId: string,
  input: SendCaseHint,
): Promise<Message> {
  const { game, message } = await giveCaseHint(deps, playerId, input).catch((error: unknown) => {
    // The player acted at the same moment: their game is read again and the hint tried once
    // more. Its number makes this safe — taken meanwhile, it is refused as already given.
    if (!(error instanceof ApiError) || error.key !== 'CONFLICT') throw error;
    return giveCaseHint(deps, playerId, input);
  });
  deps.events.gameChanged(game);
  deps.events.messageSent(message);
  return message;
}

async function giveCaseHint(
  deps: Pick<GameDeps, 'db' | 'scenarios'>,
  playerId: string,
  input: SendCaseHint,
): Promise<{ game: Game; message: Message }> {
  const now = new Date();
  const context = await loadGameContext(deps.db, deps.scenarios, playerId);
  // Their game opens with the hint, on the room's clock that was running for them anyway.
  if (isUnopenedInRunningRoom(context, now)) context.game = await startGame(deps.db, context, now);
  const status = statusAt(context, now);
  if (status !== 'playing' && status !== 'paused') throw REFUSALS[status]();
  const game = context.game as Game;
  const lock = findAvailableLock(context, game, input.lockId);
  const progress = lockProgress(game, lock.id);
  const cost = lock.hints[input.number - 1];
  const words = context.scenario.texts[context.lang].locks[lock.id]?.hints[input.number - 1];
  if (!cost || words === undefined) {
    throw new ApiError(409, 'NO_MORE_HINTS', `This lock has no hint ${input.number}`, ['number']);
  }
  if (input.number <= progress.hints) {
    throw new ApiError(409, 'HINT_ALREADY_GIVEN', `The player already has hint ${input.number}`, ['number']);
  }
  if (input.number > progress.hints + 1) {
    throw new ApiError(409, 'HINT_NOT_NEXT', `Hint ${progress.hints + 1} comes first`, ['number']);
  }
  const penaltySeconds = input.charge ? cost.penaltySeconds : 0;
  const changed: Game = {
    ...game,
    locks: { ...game.locks, [lock.id]: { ...progress, hints: input.number } },
    hints_taken: game.hints_taken + 1,
    penalty_seconds: game.penalty_seconds + penaltySeconds,
  };
  const row: MessageRow = {
    id: randomUUID(),
    session_id: context.session.id,
    player_id: playerId,
    kind: 'hint',
    body: words,
    minutes_left: null,
    sent_at: now.toISOString(),
    dedupe_key: null,
    lock_id: lock.id,
    hint_number: input.number,
    penalty_seconds: penaltySeconds,
    team_id: null,
  };
  // The message is the path's record of it: no action row besides.
  const saved = await saveGameWith(deps.db, withScore(context, changed, now), (trx) =>
    insertMessage(trx, row),
  );
  return { game: saved, message: toMessage(row, context.scenario, context.lang) };
}
