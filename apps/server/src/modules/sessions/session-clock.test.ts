import { describe, expect, it } from 'vitest';
import { clockOnStatusChange, sessionClockEnd, type SessionClock } from './session-clock.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 20, minute));
const fresh: SessionClock = {
  status: 'open',
  started_at: null,
  paused_at: null,
  paused_seconds: 0,
  extra_seconds: 0,
  finished_at: null,
};

/** Applies a list of status changes, as the game master would, minute by minute. */
function run(steps: [SessionClock['status'], number][]): SessionClock {
  return steps.reduce<SessionClock>(
    (clock, [status, minute]) => ({
      ...clock,
      ...clockOnStatusChange(clock, status as never, at(minute)),
      status,
    }),
    fresh,
  );
}

describe('the session clock', () => {
  it('starts when the session first runs', () => {
    const clock = run([['running', 0]]);
    expect(clock.started_at).toBe(at(0).toISOString());
    expect(sessionClockEnd(clock, at(7))).toEqual(at(7));
  });

  it('stops during a pause and counts the pause once resumed', () => {
    const paused = run([
      ['running', 0],
      ['paused', 10],
    ]);
    expect(sessionClockEnd(paused, at(30))).toEqual(at(10));
    const resumed = run([
      ['running', 0],
      ['paused', 10],
      ['running', 25],
    ]);
    expect(resumed.paused_seconds).toBe(15 * 60);
    expect(resumed.paused_at).toBeNull();
  });

  it('does not eat the players\u2019 time when a finish is undone or the session goes back to the lobby', () => {
    const reopened = run([
      ['running', 0],
      ['finished', 20],
      ['running', 30],
      ['open', 40],
      ['running', 45],
    ]);
    expect(reopened.paused_seconds).toBe(15 * 60);
    expect(reopened.finished_at).toBeNull();
    const finished = run([
      ['running', 0],
      ['paused', 5],
      ['finished', 9],
    ]);
    expect(finished.finished_at).toBe(at(9).toISOString());
    expect(sessionClockEnd(finished, at(50))).toEqual(at(5));
  });
});
