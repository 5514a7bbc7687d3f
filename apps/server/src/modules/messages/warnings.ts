import type { Clock } from '@coulisses/shared/game/game.schema';
import { WARNING_MINUTES } from '@coulisses/shared/message/message.schema';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { gameClock } from '../game/game-rules.js';
import { scheduleRounds } from '../rounds.js';
import { sendWarning } from './messages.js';
import { listRunningGames } from './messages-store.js';

/**
 * How long after its mark a warning still holds: "10 minutes left" is true down to 9:01. A
 * mark the time left jumped over — minutes added to a clock already below it, a penalty —
 * is left unsaid, and so is one a check comes to more than this late.
 */
export const WARNING_HOLDS_SECONDS = 60;

/**
 * docs/product.md#warnings: the warning a clock is due now, if any — the mark it has just
 * crossed, counting down, within the session's duration. Only what still holds is said: a
 * player given minutes after their time ran out is not told "10 minutes left" with 5 left.
 */
export function dueWarning(clock: Pick<Clock, 'durationSeconds' | 'remainingSeconds'>): number | undefined {
  const { durationSeconds, remainingSeconds } = clock;
  if (remainingSeconds <= 0) return undefined;
  return WARNING_MINUTES.find(
    (minutes) =>
      minutes * 60 < durationSeconds &&
      remainingSeconds <= minutes * 60 &&
      remainingSeconds > minutes * 60 - WARNING_HOLDS_SECONDS,
  );
}

/**
 * docs/product.md#warnings: the scheduled warnings. Each player's clock is their own (it starts at their
 * first look, or their team's), so each gets "10 minutes left" when their own time comes. A warning is only
 * sent once its threshold is below the session's duration, only once per player, and only
 * while it holds (dueWarning).
 * Returns the number of warnings sent. `known` remembers the warnings already sent, so a
 * round does not try to write them again. Each warning this call stored goes out through
 * `events` (its player's stream, and push), never one another instance stored first.
 */
export async function sendDueWarnings(
  db: DataStore,
  events: EventOutlet,
  now: Date,
  known: Set<string> = new Set(),
): Promise<number> {
  let sent = 0;
  for (const { session, game, playerId } of await listRunningGames(db)) {
    const due = dueWarning(gameClock(session, game, now));
    const key = `${playerId}:${due}`;
    if (due === undefined || known.has(key)) continue;
    const message = await sendWarning(db, game.session_id, playerId, due, now);
    // Sent here or by another instance: either way, not to be tried again.
    known.add(key);
    if (!message) continue;
    sent += 1;
    events.messageSent(message);
  }
  return sent;
}

/** Checks every few seconds; a failed round is logged and the next one tries again. */
export function scheduleWarnings(
  db: DataStore,
  events: EventOutlet,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  const known = new Set<string>();
  return scheduleRounds((now) => sendDueWarnings(db, events, now, known), everyMs, onError);
}
