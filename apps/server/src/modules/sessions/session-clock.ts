import type { SessionStatus } from '@coulisses/shared/session/session.schema';
import type { SessionRow } from './sessions-store.js';

export type SessionClock = Pick<
  SessionRow,
  'status' | 'started_at' | 'paused_at' | 'paused_seconds' | 'extra_seconds' | 'finished_at'
>;
type ClockColumns = Partial<Omit<SessionClock, 'status'>>;

const seconds = (from: string, to: Date) => Math.max(0, Math.round((to.getTime() - Date.parse(from)) / 1000));

/**
 * What a change of status does to the session's clock (docs/decisions/0004). Time runs
 * only while the session is `running`: leaving it for any other status stops the clock
 * (`paused_at`), coming back adds the stop to `paused_seconds`. So a pause, a finish
 * undone, or a session sent back to the lobby never eats into the players' time, and the
 * players' clocks, computed from these columns, follow at once (docs/product.md#session-life-cycle).
 */
export function clockOnStatusChange(current: SessionClock, next: SessionStatus, now: Date): ClockColumns {
  if (current.status === next) return {};
  const changes: ClockColumns = {};
  if (next === 'running') {
    if (current.paused_at) {
      changes.paused_seconds = current.paused_seconds + seconds(current.paused_at, now);
      changes.paused_at = null;
    }
    changes.started_at = current.started_at ?? now.toISOString();
    changes.finished_at = null;
    return changes;
  }
  if (current.status === 'running') changes.paused_at = now.toISOString();
  if (next === 'paused' && !current.started_at) {
    // Paused before it ever ran: the clock starts stopped.
    changes.started_at = now.toISOString();
    changes.paused_at = now.toISOString();
  }
  if (next === 'finished') changes.finished_at = now.toISOString();
  return changes;
}

/** The moment the session's time stands at: now while it runs, else when it stopped. */
export function sessionClockEnd(session: Pick<SessionClock, 'status' | 'paused_at'>, now: Date): Date {
  return session.status !== 'running' && session.paused_at ? new Date(session.paused_at) : now;
}

/** The session's duration with the minutes the game master added. */
export const sessionDurationSeconds = (session: Pick<SessionRow, 'duration_minutes' | 'extra_seconds'>) =>
  session.duration_minutes * 60 + session.extra_seconds;

/** The session's own running time, from its first start, its pauses left out. */
export function sessionElapsedSeconds(
  session: Pick<SessionClock, 'status' | 'started_at' | 'paused_at' | 'paused_seconds'>,
  now: Date,
): number {
  if (!session.started_at) return 0;
  const end = sessionClockEnd(session, now).getTime();
  return Math.max(0, Math.floor((end - Date.parse(session.started_at)) / 1000) - session.paused_seconds);
}

type RoomClock = Pick<
  SessionRow,
  'pacing' | 'status' | 'started_at' | 'paused_at' | 'paused_seconds' | 'duration_minutes' | 'extra_seconds'
>;

/** Whether a room-paced session's time has run out (it finishes by itself: room-clock.ts). */
export const isRoomTimeUp = (session: RoomClock, now: Date) =>
  session.pacing === 'room' &&
  session.started_at !== null &&
  sessionElapsedSeconds(session, now) >= sessionDurationSeconds(session);

/**
 * When a room-paced session's time runs out, as things stand: its start, its pauses and
 * its duration with the added minutes. Null before the start.
 */
export function roomTimeUpAt(session: Omit<RoomClock, 'pacing' | 'status' | 'paused_at'>): Date | null {
  if (!session.started_at) return null;
  const seconds = session.paused_seconds + sessionDurationSeconds(session);
  return new Date(Date.parse(session.started_at) + seconds * 1000);
}
