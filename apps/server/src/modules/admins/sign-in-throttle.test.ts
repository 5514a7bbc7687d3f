import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeCheck, type ThrottleState } from '../limits/limit-store.js';
import { ACCOUNT_RULE } from './sign-in.js';

const HOUR = 3_600_000;

/** Runs attempts at the given times; answers the times of the checks allowed. */
function allowedTimes(times: number[]): number[] {
  let state: ThrottleState | undefined;
  const allowed: number[] = [];
  for (const now of times) {
    const taken = takeCheck(state, ACCOUNT_RULE, now);
    if ('state' in taken) {
      state = taken.state;
      allowed.push(now);
    }
  }
  return allowed;
}

const mostInAnHour = (allowed: number[]) =>
  Math.max(0, ...allowed.map((start, i) => allowed.slice(i).filter((t) => t < start + HOUR).length));

describe('the account budget', () => {
  it('lets a spray that tries every 100 ms have 100 checks in its first hour, no more', () => {
    const times = Array.from({ length: 36_000 }, (_, i) => i * 100);
    expect(allowedTimes(times)).toHaveLength(100);
  });

  it('never allows more than 100 checks in any hour, whatever the timing of the attempts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 400 }), (gaps) => {
        const times = gaps.reduce<number[]>((acc, gap) => [...acc, (acc.at(-1) ?? 0) + gap], []);
        expect(mostInAnHour(allowedTimes(times))).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });

  it('grows the wait after the free checks and starts afresh after an hour of quiet', () => {
    let state: ThrottleState | undefined;
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < 9; i += 1) {
      const taken = takeCheck(state, ACCOUNT_RULE, now);
      if (!('state' in taken)) throw new Error('refused');
      state = taken.state;
      waits.push(state.nextAt - now);
      now = state.nextAt;
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000]);
    const last = state!.lastAt;
    expect(takeCheck(state, ACCOUNT_RULE, last + 1000)).toEqual({ retryAfterMs: 7000 });
    expect(takeCheck(state, ACCOUNT_RULE, last + HOUR)).toEqual({
      state: { count: 1, nextAt: last + HOUR, lastAt: last + HOUR },
    });
  });
});
