import type { Kysely } from 'kysely';
import { WARNING_MINUTES } from '@coulisses/shared/message/message.schema';
import type { Database } from '../../db/schema.js';
import { gameClock } from '../game/game-rules.js';
import { parseGame } from '../game/game-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { sendWarning } from './messages.js';

/**
 * docs/product.md#warnings: the scheduled warnings. Each player's clock is their own (it starts at their
 * first look), so each gets "10 minutes left" when their own time comes. A warning is only
 * sent once its threshold is below the session's duration, and only once per player.
 * Returns the number of warnings sent. `known` remembers the warnings already sent, so a
 * round does not try to write them again. Each warning this call stored goes out through
 * `events` (its player's stream, and push), never one another instance stored first.
 */
export async function sendDueWarnings(
  db: Kysely<Database>,
  events: EventOutlet,
  now: Date,
  known: Set<string> = new Set(),
): Promise<number> {
  const rows = await db
    .selectFrom('games')
    .innerJoin('sessions', 'sessions.id', 'games.session_id')
    .selectAll('games')
    .select([
      'sessions.status',
      'sessions.duration_minutes',
      'sessions.started_at as session_started_at',
      'sessions.paused_at',
      'sessions.paused_seconds',
      'sessions.extra_seconds',
      'sessions.finished_at as session_finished_at',
    ])
    .where('sessions.status', '=', 'running')
    .where('games.finished_at', 'is', null)
    .execute();
  let sent = 0;
  for (const row of rows) {
    const session = {
      status: row.status,
      duration_minutes: Number(row.duration_minutes),
      started_at: row.session_started_at,
      paused_at: row.paused_at,
      paused_seconds: Number(row.paused_seconds),
      extra_seconds: Number(row.extra_seconds),
      finished_at: row.session_finished_at,
    };
    const game = parseGame({
      ...row,
      paused_base: Number(row.paused_base),
      penalty_seconds: Number(row.penalty_seconds),
      elapsed_seconds: row.elapsed_seconds === null ? null : Number(row.elapsed_seconds),
    });
    const clock = gameClock(session, game, now);
    if (clock.remainingSeconds <= 0) continue;
    // The smallest threshold reached is the one to announce; larger ones passed unseen are skipped.
    const due = [...WARNING_MINUTES]
      .filter((minutes) => minutes * 60 < clock.durationSeconds && clock.remainingSeconds <= minutes * 60)
      .sort((a, b) => a - b)[0];
    const key = `${row.player_id}:${due}`;
    if (due === undefined || known.has(key)) continue;
    const message = await sendWarning(db, row.session_id, row.player_id, due, now);
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
  db: Kysely<Database>,
  events: EventOutlet,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const known = new Set<string>();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueWarnings(db, events, new Date(), known)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
