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
export function sessionClockEnd(session: SessionClock, now: Date): Date {
  return session.status !== 'running' && session.paused_at ? new Date(session.paused_at) : now;
}
