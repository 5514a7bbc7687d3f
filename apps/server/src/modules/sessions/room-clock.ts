import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { scheduleRounds } from '../rounds.js';
import { roomTimeUpAt } from './session-clock.js';
import { finishIfUnchanged, listRunningRoomSessions } from './sessions-store.js';

/**
 * docs/product.md#pacing: a room-paced session finishes by itself when its time runs
 * out. It is marked finished at the very moment its time ran out (not when this round
 * noticed), so that its clock reads exactly its duration; its players, whose games read
 * "over" from that moment anyway (game-rules.ts), hear of it on their streams. Every
 * instance runs the rounds; one finishes each session and tells of it. Returns how many
 * sessions this call finished.
 */
export async function finishTimedOutSessions(
  db: DataStore,
  events: Pick<EventOutlet, 'sessionChanged'>,
  now: Date,
): Promise<number> {
  let finished = 0;
  for (const session of await listRunningRoomSessions(db)) {
    const timeUpAt = roomTimeUpAt(session);
    if (!timeUpAt || timeUpAt > now) continue;
    if (await finishIfUnchanged(db, session, timeUpAt.toISOString())) {
      finished += 1;
      events.sessionChanged({ id: session.id, status: 'finished' });
    }
  }
  return finished;
}

/** Looks every second: the room sees its session end within a second of 0:00. */
export const scheduleRoomClock = (
  db: DataStore,
  events: Pick<EventOutlet, 'sessionChanged'>,
  onError: (error: unknown) => void,
) => scheduleRounds((now) => finishTimedOutSessions(db, events, now), 1000, onError);
