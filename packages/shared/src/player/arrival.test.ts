import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrivalNumbers } from './arrival.js';

describe('players numbered by arrival', () => {
  it('counts from 1 in the order they joined, the smaller id first at the same instant', () => {
    const numbers = arrivalNumbers([
      { playerId: 'c', joinedAt: '2026-11-28T19:02:00.000Z' },
      { playerId: 'b', joinedAt: '2026-11-28T19:00:00.000Z' },
      { playerId: 'a', joinedAt: '2026-11-28T19:02:00.000Z' },
    ]);
    expect([...numbers].sort()).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('numbers each player once, whatever order the rows come in', () => {
    const player = fc.record({
      playerId: fc.uuid(),
      joinedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    });
    fc.assert(
      fc.property(fc.uniqueArray(player, { selector: (row) => row.playerId, maxLength: 20 }), (players) => {
        const numbers = arrivalNumbers(players);
        expect([...numbers.values()].sort((a, b) => a - b)).toEqual(players.map((_, index) => index + 1));
        expect(arrivalNumbers([...players].reverse())).toEqual(numbers);
      }),
    );
  });
});
