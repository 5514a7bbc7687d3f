import { WARNING_MINUTES } from '@coulisses/shared/message/message.schema';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { gameClock } from '../game/game-rules.js';
import { scheduleRounds } from '../rounds.js';
import { sendWarning } from './messages.js';
import { listRunningGames } from './messages-store.js';

/**
 * docs/product.md#warnings: the scheduled warnings. Each player's clock is their own (it starts at their
 * first look, or their team's), so each gets "10 minutes left" when their own time comes. A warning is only
 * sent once its threshold is below the session's duration, and only once per player.
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
    const clock = gameClock(session, game, now);
    if (clock.remainingSeconds <= 0) continue;
    // The smallest threshold reached is the one to announce; larger ones passed unseen are skipped.
    const due = [...WARNING_MINUTES]
      .filter((minutes) => minutes * 60 < clock.durationSeconds && clock.remainingSeconds <= minutes * 60)
      .sort((a, b) => a - b)[0];
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
