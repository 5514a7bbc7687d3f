import { describe, expect, it } from 'vitest';
import { dueWarning } from './warnings.js';

const hour = 3600;

describe('dueWarning', () => {
  it('says each mark as the time left crosses it, counting down, and not before', () => {
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 10 * 60 + 1 })).toBeUndefined();
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 10 * 60 })).toBe(10);
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 9 * 60 + 1 })).toBe(10);
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 2 * 60 })).toBe(2);
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 0 })).toBeUndefined();
  });

  it('says nothing that no longer holds: a mark the time left jumped past, as minutes were added', () => {
    // Time up, then 5 minutes given: 5 are left, not 10.
    expect(dueWarning({ durationSeconds: hour + 5 * 60, remainingSeconds: 5 * 60 })).toBeUndefined();
    // A 10-minute room given 5 more with 7 left: "10 minutes left" was never true of it.
    expect(dueWarning({ durationSeconds: 15 * 60, remainingSeconds: 7 * 60 })).toBeUndefined();
    // Nor a check that comes more than a minute late.
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 9 * 60 })).toBeUndefined();
    expect(dueWarning({ durationSeconds: hour, remainingSeconds: 59 })).toBeUndefined();
  });

  it('gives a session no mark as long as the session itself', () => {
    expect(dueWarning({ durationSeconds: 10 * 60, remainingSeconds: 10 * 60 })).toBeUndefined();
    expect(dueWarning({ durationSeconds: 10 * 60, remainingSeconds: 2 * 60 - 5 })).toBe(2);
  });
});
