import fc from 'fast-check';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gameClock,
  isVerdictReleased,
  proposalDueAt,
  reachedOnTheirOwn,
  visibleScore,
} from './game-rules.js';
import type { Game } from './game-store.js';
import { sealReason, verdictOf } from './game-ending.js';

import {
  at,
  game,
  iso,
  pathToAccusation,
  rightAnswers,
  session,
  shippedCase,
  solved,
} from '../../../test/game-rows.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await shippedCase();
});

describe('the verdict', () => {
  const accused = (overrides: Partial<Game> = {}) =>
    game({
      locks: solved(...pathToAccusation),
      accusation: { answers: rightAnswers(scenario) },
      finished_at: iso(40),
      elapsed_seconds: 2400,
      ...overrides,
    });

  it('counts the player as reaching the accusation on their own from its opened folder, without every hint', () => {
    const locks = solved(...pathToAccusation);
    locks['security-computer'] = { ...locks['security-computer']!, hints: 2 };
    expect(reachedOnTheirOwn(scenario, accused({ locks }))).toBe(true);
  });

  it('does not when the accusation’s folder was never opened, or a lock’s last hint was taken', () => {
    expect(reachedOnTheirOwn(scenario, accused({ locks: solved('security-computer') }))).toBe(false);
    const locks = solved(...pathToAccusation);
    const lastHint = scenario.locks.find((lock) => lock.id === 'lab-request')!.hints.length;
    locks['lab-request'] = { ...locks['lab-request']!, hints: lastHint };
    expect(reachedOnTheirOwn(scenario, accused({ locks }))).toBe(false);
  });

  const released = (overrides: Partial<Parameters<typeof isVerdictReleased>[0]> = {}) =>
    isVerdictReleased(
      { status: 'running', debrief_release: 'sessionEnd', debrief_released_at: null, ...overrides },
      game({ accusation_reached: 1 }),
    );

  it('is sealed while anyone in the session can still play', () => {
    expect(released()).toBe(false);
    expect(
      isVerdictReleased(
        { status: 'running', debrief_release: 'playerFinish', debrief_released_at: null },
        game({ accusation_reached: 0 }),
      ),
    ).toBe(false);
  });

  it('is released at the session’s end, by the game master, or at once in a self-paced session', () => {
    expect(released({ status: 'finished' })).toBe(true);
    expect(released({ debrief_released_at: iso(50) })).toBe(true);
    expect(released({ debrief_release: 'playerFinish' })).toBe(true);
  });

  it('hides the accusation’s points from the score while sealed, and only them', () => {
    const g = accused();
    const clock = gameClock(session(), g, at(50));
    const sealed = visibleScore(scenario, g, clock, false);
    const open = visibleScore(scenario, g, clock, true);
    expect(sealed.answerPoints).toBe(0);
    expect(open.answerPoints).toBe(
      Object.keys(rightAnswers(scenario)).length * scenario.scoring.answerPoints,
    );
    expect(open.answerPoints).toBeGreaterThan(0);
    expect({ ...sealed, answerPoints: 0, total: 0 }).toEqual({ ...open, answerPoints: 0, total: 0 });
    expect(open.total - sealed.total).toBe(open.answerPoints);
  });

  it('is solved only when every answer is right; one wrong answer leaves the case unsolved', () => {
    expect(verdictOf(scenario, rightAnswers(scenario))).toBe('solved');
    expect(verdictOf(scenario, { ...rightAnswers(scenario), how: 'connecting-door' })).toBe('unsolved');
    expect(verdictOf(scenario, { ...rightAnswers(scenario), who: 'lucas' })).toBe('unsolved');
    expect(verdictOf(scenario, undefined)).toBe('none');
  });

  // docs/product.md#debrief-release: the same answer, at the same moment, for a right and a
  // wrong accusation made the same way.
  it('is released, or sealed for the same reason, whatever the answers', () => {
    const choices = scenario.accusation.questions.map((question) =>
      fc.constantFrom(...question.choices).map((choice) => [question.id, choice] as const),
    );
    const ways = fc.record({
      locks: fc.constantFrom(solved(...pathToAccusation), solved('security-computer')),
      lastHint: fc.boolean(),
      release: fc.constantFrom('sessionEnd' as const, 'playerFinish' as const),
    });
    fc.assert(
      fc.property(ways, fc.tuple(...choices), ({ locks, lastHint, release }, answers) => {
        const first = scenario.locks[0]!;
        const way = {
          ...locks,
          [first.id]: { ...locks[first.id]!, hints: lastHint ? first.hints.length : 0 },
        };
        const rightWay = accused({ locks: way });
        const anyWay = accused({ locks: way, accusation: { answers: Object.fromEntries(answers) } });
        const seen = (g: Game) => ({
          released: isVerdictReleased(
            { status: 'running', debrief_release: release, debrief_released_at: null },
            { accusation_reached: reachedOnTheirOwn(scenario, g) ? 1 : 0 },
          ),
          reason: sealReason(scenario, { debrief_release: release }, g),
        });
        expect(seen(anyWay)).toEqual(seen(rightWay));
      }),
    );
  });

  it('tells a sealed player why they wait: the session, a lock’s last hint, or the time run out', () => {
    const selfPaced = { debrief_release: 'playerFinish' as const };
    expect(sealReason(scenario, { debrief_release: 'sessionEnd' }, accused())).toBe('session');
    const locks = solved(...pathToAccusation);
    locks['lab-request'] = { ...locks['lab-request']!, hints: 3 };
    expect(sealReason(scenario, selfPaced, accused({ locks }))).toBe('lastHint');
    expect(sealReason(scenario, selfPaced, accused({ locks: solved('security-computer') }))).toBe('timeUp');
  });
});

describe("a team's proposed accusation", () => {
  /** Proposed at minute 10, its minute ending at 11:00 were nothing paused. */
  const proposal = (pausedBase?: number) => ({
    expiresAt: iso(11),
    ...(pausedBase === undefined ? {} : { pausedBase }),
  });

  it('is due a minute of play after it was made', () => {
    expect(proposalDueAt(session(), proposal(0), at(10, 30))).toEqual(at(11));
  });

  it('is pushed back by the pauses since it was made, not by those before', () => {
    // Five minutes paused before it (paused_seconds was 300 then), two more since.
    expect(proposalDueAt(session({ paused_seconds: 420 }), proposal(300), at(13))).toEqual(at(13));
    expect(proposalDueAt(session({ paused_seconds: 420 }), proposal(420), at(13))).toEqual(at(11));
  });

  it('is held by a pause under way: what was left when it began is left after it', () => {
    // Paused at 10:40 with 20 s left: twenty seconds from whenever it is read, until the resume.
    const paused = session({ status: 'paused', paused_at: iso(10, 40), paused_seconds: 0 });
    expect(proposalDueAt(paused, proposal(0), at(25))).toEqual(at(25, 20));
    // A pause that began after it was due holds nothing.
    const late = session({ status: 'paused', paused_at: iso(12) });
    expect(proposalDueAt(late, proposal(0), at(25))).toEqual(at(11));
  });

  it('keeps the minute of a proposal made before pauses were counted in it', () => {
    expect(proposalDueAt(session({ paused_seconds: 600 }), proposal(), at(20))).toEqual(at(11));
  });
});
