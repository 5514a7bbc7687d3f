import fc from 'fast-check';
import { THROTTLE_MAX_SECONDS } from '@coulisses/shared/game/game-rules';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameClock, gameScore, gameStatus, isLockAvailable, lockRetryAt, openFolders } from './game-rules.js';
import { type Game, type LocksProgress } from './game-store.js';

import {
  at,
  game,
  iso,
  pathToAccusation,
  rightAnswers,
  session,
  shippedCase,
  solved,
  type Session,
} from '../../../test/game-rows.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await shippedCase();
});

describe("the player's clock", () => {
  it('shows the whole duration, stopped, before the player first looks at the game', () => {
    expect(gameClock(session(), undefined, at(30))).toEqual({
      durationSeconds: 3600,
      elapsedSeconds: 0,
      penaltySeconds: 0,
      remainingSeconds: 3600,
      running: false,
    });
  });

  it('runs from the player’s first look, not from the session’s start', () => {
    const clock = gameClock(session(), game({ started_at: iso(5) }), at(25));
    expect(clock).toMatchObject({ elapsedSeconds: 20 * 60, remainingSeconds: 40 * 60, running: true });
  });

  it('stands still while the session is paused, and skips the pause once it runs again', () => {
    const paused = session({ status: 'paused', paused_at: iso(15) });
    expect(gameClock(paused, game({ started_at: iso(5) }), at(40))).toMatchObject({
      elapsedSeconds: 10 * 60,
      running: false,
    });
    const resumed = session({ paused_seconds: 25 * 60 });
    expect(gameClock(resumed, game({ started_at: iso(5) }), at(45)).elapsedSeconds).toBe(15 * 60);
  });

  it('does not count a pause that happened before the player joined', () => {
    // The session was paused 10 minutes before this player's first look (paused_base).
    const clock = gameClock(
      session({ paused_seconds: 600 }),
      game({ started_at: iso(20), paused_base: 600 }),
      at(30),
    );
    expect(clock.elapsedSeconds).toBe(10 * 60);
  });

  it('gives the time the game master added, and takes the penalties off the time left', () => {
    const clock = gameClock(
      session({ extra_seconds: 300 }),
      game({ started_at: iso(0), penalty_seconds: 90 }),
      at(10),
    );
    expect(clock).toMatchObject({
      durationSeconds: 3900,
      penaltySeconds: 90,
      remainingSeconds: 3900 - 600 - 90,
    });
  });

  it('stops at zero when the time is up', () => {
    const clock = gameClock(session(), game({ penalty_seconds: 120 }), at(59));
    expect(clock).toMatchObject({ remainingSeconds: 0, running: false });
  });

  it('stops for good at the accusation', () => {
    const accused = game({ finished_at: iso(30), elapsed_seconds: 30 * 60 });
    expect(gameClock(session(), accused, at(50))).toMatchObject({
      elapsedSeconds: 30 * 60,
      remainingSeconds: 30 * 60,
      running: false,
    });
  });

  it('never shows a negative or overflowing time, whatever the moments involved', () => {
    fc.assert(
      fc.property(
        fc.record({
          pacing: fc.constantFrom('room', 'selfPaced'),
          status: fc.constantFrom('draft', 'open', 'running', 'paused', 'finished'),
          duration: fc.integer({ min: 1, max: 600 }),
          extra: fc.integer({ min: 0, max: 7200 }),
          pausedAt: fc.option(fc.integer({ min: -60, max: 600 })),
          pausedSeconds: fc.integer({ min: 0, max: 36_000 }),
          pausedBase: fc.integer({ min: 0, max: 36_000 }),
          startedAt: fc.integer({ min: -60, max: 600 }),
          now: fc.integer({ min: -60, max: 600 }),
          penalty: fc.integer({ min: 0, max: 36_000 }),
        }),
        (t) => {
          const clock = gameClock(
            session({
              pacing: t.pacing,
              status: t.status,
              duration_minutes: t.duration,
              extra_seconds: t.extra,
              paused_at: t.pausedAt === null ? null : iso(t.pausedAt),
              paused_seconds: t.pausedSeconds,
            }),
            game({ started_at: iso(t.startedAt), paused_base: t.pausedBase, penalty_seconds: t.penalty }),
            at(t.now),
          );
          expect(clock.elapsedSeconds).toBeGreaterThanOrEqual(0);
          expect(clock.remainingSeconds).toBeGreaterThanOrEqual(0);
          expect(clock.remainingSeconds).toBeLessThanOrEqual(clock.durationSeconds);
          if (clock.running) expect(clock.remainingSeconds).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("a room-paced session's clock", () => {
  const room = (overrides: Partial<Session> = {}) => session({ pacing: 'room', ...overrides });

  it("runs from the session's start: a player who first looks at minute 20 has 40 minutes left", () => {
    const early = gameClock(room(), game({ started_at: iso(0, 5) }), at(20));
    const late = gameClock(room(), game({ started_at: iso(20) }), at(20));
    expect(late).toEqual(early);
    expect(late).toMatchObject({ elapsedSeconds: 20 * 60, remainingSeconds: 40 * 60, running: true });
  });

  it("leaves out the session's pauses, before and after a player joined alike", () => {
    const resumed = room({ paused_seconds: 10 * 60 });
    expect(gameClock(resumed, game({ started_at: iso(30), paused_base: 600 }), at(40))).toMatchObject({
      elapsedSeconds: 30 * 60,
    });
  });

  it('takes each player’s penalties off their own time only', () => {
    const clock = gameClock(room(), game({ penalty_seconds: 120 }), at(10));
    expect(clock.remainingSeconds).toBe(50 * 60 - 120);
  });

  it('is over for everyone once the time is out, accusation included, before the session is marked finished', () => {
    const s = room();
    const g = game({ started_at: iso(30) });
    expect(gameStatus(s, g, gameClock(s, g, at(59, 59)), at(59, 59))).toBe('playing');
    expect(gameStatus(s, g, gameClock(s, g, at(60)), at(60))).toBe('over');
    expect(gameClock(s, g, at(75))).toMatchObject({ elapsedSeconds: 3600, remainingSeconds: 0 });
  });

  it('keeps, for a finished game, the duration it was played against: minutes added later change nothing', () => {
    const accused = game({ finished_at: iso(30), elapsed_seconds: 1800, duration_seconds: 3600 });
    const before = gameClock(room(), accused, at(31));
    const after = gameClock(room({ extra_seconds: 600 }), accused, at(32));
    expect(after).toEqual(before);
    expect(gameScore(scenario, accused, after)).toEqual(gameScore(scenario, accused, before));
  });
});

describe("the game's status", () => {
  const clockAt = (s: Session, g: Game | undefined, minute: number) => gameClock(s, g, at(minute));
  it.each([
    ['waiting', 'before the player joined', session(), undefined, 10],
    ['waiting', 'in the lobby', session({ status: 'open' }), game(), 10],
    ['playing', 'while the session runs', session(), game(), 10],
    ['paused', 'while it is paused', session({ status: 'paused', paused_at: iso(10) }), game(), 20],
    ['timeUp', 'once the time is out', session(), game(), 61],
    ['over', 'once the session is finished', session({ status: 'finished', paused_at: iso(30) }), game(), 40],
    [
      'finished',
      'after the accusation',
      session(),
      game({ finished_at: iso(30), elapsed_seconds: 1800 }),
      40,
    ],
  ] as const)('is %s %s', (status, _when, s, g, minute) => {
    expect(gameStatus(s, g, clockAt(s, g, minute), at(minute))).toBe(status);
  });
});

describe('the folders a player has opened', () => {
  it('are the start folders until a lock is solved', () => {
    expect(openFolders(scenario, undefined)).toEqual(new Set(scenario.startFolders));
    expect(openFolders(scenario, game())).toEqual(new Set(scenario.startFolders));
  });

  it('gain what each solved lock opens, and only that', () => {
    const open = openFolders(scenario, game({ locks: solved('security-computer') }));
    expect(open).toEqual(new Set([...scenario.startFolders, 'security-office']));
  });

  it('ignore a lock the case no longer has, and a lock only tried', () => {
    const locks: LocksProgress = {
      ...solved('a-lock-since-removed'),
      'dressing-room-seal': { wrong: 2, hints: 1 },
    };
    expect(openFolders(scenario, game({ locks }))).toEqual(new Set(scenario.startFolders));
  });

  it('never close again: a solved lock’s folders stay open whatever else is solved', () => {
    const lockIds = () => fc.subarray(scenario.locks.map((lock) => lock.id));
    fc.assert(
      fc.property(lockIds(), lockIds(), (some, more) => {
        const before = openFolders(scenario, game({ locks: solved(...some) }));
        const after = openFolders(scenario, game({ locks: solved(...some, ...more) }));
        for (const folder of before) expect(after.has(folder)).toBe(true);
        for (const lock of scenario.locks.filter((candidate) => some.includes(candidate.id))) {
          for (const folder of lock.opens) expect(after.has(folder)).toBe(true);
        }
      }),
    );
  });
});

describe('whether a lock can be tried', () => {
  const lock = (id: string) => scenario.locks.find((candidate) => candidate.id === id)!;

  it('only once the folder it is in is open', () => {
    const open = openFolders(scenario, game());
    expect(isLockAvailable(lock('security-computer'), open, game())).toBe(true);
    expect(isLockAvailable(lock('desk-drawer'), open, game())).toBe(false);
  });

  it('no longer once it is solved', () => {
    const solvedGame = game({ locks: solved('security-computer') });
    const open = openFolders(scenario, solvedGame);
    expect(isLockAvailable(lock('security-computer'), open, solvedGame)).toBe(false);
    expect(isLockAvailable(lock('desk-drawer'), open, solvedGame)).toBe(true);
  });
});

describe("the lock's throttle after wrong answers", () => {
  const wrongAt = (wrong: number, second: number) => ({ wrong, hints: 0, lastWrongAt: iso(10, second) });

  it('does not hold back a lock never answered wrong, nor the first wrong answers', () => {
    expect(lockRetryAt({ wrong: 0, hints: 0 }, at(10))).toBeUndefined();
    expect(lockRetryAt(wrongAt(4, 0), at(10))).toBeUndefined();
  });

  it('holds the fifth wrong answer 5 seconds, the sixth 10, and lets the player in once they passed', () => {
    expect(lockRetryAt(wrongAt(5, 0), at(10, 2))).toEqual(at(10, 5));
    expect(lockRetryAt(wrongAt(5, 0), at(10, 5))).toBeUndefined();
    expect(lockRetryAt(wrongAt(6, 0), at(10, 9))).toEqual(at(10, 10));
  });

  it('never holds a lock longer than five minutes after the last wrong answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 600 }), (wrong, later) => {
        const retryAt = lockRetryAt(wrongAt(wrong, 0), new Date(at(10).getTime() + later * 1000));
        if (retryAt === undefined) return;
        expect(retryAt.getTime()).toBeGreaterThan(at(10).getTime() + later * 1000);
        expect(retryAt.getTime()).toBeLessThanOrEqual(at(10).getTime() + THROTTLE_MAX_SECONDS * 1000);
      }),
    );
  });
});

describe('the score', () => {
  it('counts the solved locks while the player investigates, and no time bonus yet', () => {
    const g = game({ locks: solved('security-computer', 'dressing-room-seal') });
    const score = gameScore(scenario, g, gameClock(session(), g, at(20)));
    expect(score).toEqual({ total: 200, lockPoints: 200, answerPoints: 0, timePoints: 0, penaltyPoints: 0 });
  });

  it('adds the right answers and the whole minutes left at the accusation, less the penalties', () => {
    const answers = { ...rightAnswers(scenario), [scenario.accusation.questions[0]!.id]: 'somebody else' };
    const g = game({
      locks: solved(...pathToAccusation),
      penalty_seconds: 90,
      accusation: { answers },
      finished_at: iso(40),
      elapsed_seconds: 40 * 60 + 30,
    });
    const score = gameScore(scenario, g, gameClock(session(), g, at(50)));
    // 5 locks × 100, 2 right answers × 200, 19 whole minutes left × 10, 1.5 penalty minutes × 10.
    expect(score).toEqual({
      total: 500 + 400 + 190 - 15,
      lockPoints: 500,
      answerPoints: 400,
      timePoints: 190,
      penaltyPoints: 15,
    });
  });

  it('never goes below zero, whatever the penalties', () => {
    fc.assert(
      fc.property(
        fc.subarray(scenario.locks.map((lock) => lock.id)),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (lockIds, penalty, finished) => {
          const g = game({
            locks: solved(...lockIds),
            penalty_seconds: penalty,
            ...(finished
              ? {
                  finished_at: iso(30),
                  elapsed_seconds: 1800,
                  accusation: { answers: rightAnswers(scenario) },
                }
              : {}),
          });
          const score = gameScore(scenario, g, gameClock(session(), g, at(30)));
          expect(score.total).toBeGreaterThanOrEqual(0);
          expect(score.total).toBe(
            Math.max(0, score.lockPoints + score.answerPoints + score.timePoints - score.penaltyPoints),
          );
        },
      ),
    );
  });
});
