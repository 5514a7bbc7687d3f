import type { SessionStatus } from '@coulisses/shared/session/session.schema';
import type { SessionTable } from '../../db/schema.js';

export type SessionClock = Pick<
  SessionTable,
  'status' | 'started_at' | 'paused_at' | 'paused_seconds' | 'extra_seconds' | 'finished_at'
>;
type ClockColumns = Partial<Omit<SessionClock, 'status'>>;

const seconds = (from: string, to: Date) => Math.max(0, Math.round((to.getTime() - Date.parse(from)) / 1000));

/**
 * What a change of status does to the session's clock: running starts it, a pause stops
 * every player's time until the session resumes, finishing stops it for good. The
 * players' clocks are computed from these columns, so they follow at once (issue 4 §1).
 */
export function clockOnStatusChange(current: SessionClock, next: SessionStatus, now: Date): ClockColumns {
  if (current.status === next) return {};
  const changes: ClockColumns = {};
  if (current.paused_at) {
    changes.paused_seconds = current.paused_seconds + seconds(current.paused_at, now);
    changes.paused_at = null;
  }
  if (next === 'running') {
    changes.started_at = current.started_at ?? now.toISOString();
    changes.finished_at = null;
  } else if (next === 'paused') {
    changes.started_at = current.started_at ?? now.toISOString();
    changes.paused_at = now.toISOString();
  } else if (next === 'finished') {
    changes.finished_at = now.toISOString();
  }
  return changes;
}

/** The moment the session's time stands at: now while it runs, else when it stopped. */
export function sessionClockEnd(session: SessionClock, now: Date): Date {
  if (session.status === 'paused' && session.paused_at) return new Date(session.paused_at);
  if (session.status === 'finished' && session.finished_at) return new Date(session.finished_at);
  return now;
}
