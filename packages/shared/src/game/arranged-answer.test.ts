import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrangedAnswerKey, readArrangedAnswer, type ArrangedForm } from './arranged-answer.js';

const ITEMS = ['door', 'radio', 'pedestal', 'service', 'talk'];
const order: ArrangedForm = { kind: 'order', items: ITEMS };
const match: ArrangedForm = { kind: 'match', left: ['z1', 'z2', 'z3'], right: ['ferns', 'palms', 'cacti'] };
const spot: ArrangedForm = { kind: 'spot', marks: 2 };

describe('an arranged answer', () => {
  it('reads any order of the items, each once, and nothing short, long or repeated', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ITEMS, { minLength: ITEMS.length }), (sequence) => {
        expect(readArrangedAnswer(order, sequence)).toEqual(sequence);
        expect(readArrangedAnswer(order, [...sequence.slice(1), sequence[1]])).toBeUndefined();
        expect(readArrangedAnswer(order, sequence.slice(1))).toBeUndefined();
        expect(readArrangedAnswer(order, [...sequence, 'door'])).toBeUndefined();
      }),
    );
    expect(readArrangedAnswer(order, ITEMS.join(' '))).toBeUndefined();
    expect(readArrangedAnswer(order, { 0: 'door' })).toBeUndefined();
  });

  it('reads pairs that use each item of both lists once', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['ferns', 'palms', 'cacti'], { minLength: 3 }), (right) => {
        const pairs = { z1: right[0], z2: right[1], z3: right[2] };
        expect(readArrangedAnswer(match, pairs)).toEqual(pairs);
        expect(readArrangedAnswer(match, { ...pairs, z2: right[0] })).toBeUndefined();
      }),
    );
    expect(readArrangedAnswer(match, { z1: 'ferns', z2: 'palms' })).toBeUndefined();
    expect(readArrangedAnswer(match, { z1: 'ferns', z2: 'palms', z3: 'cacti', z4: 'ferns' })).toBeUndefined();
    expect(readArrangedAnswer(match, ['ferns', 'palms', 'cacti'])).toBeUndefined();
    // An inherited name is no item: only the record's own keys count.
    expect(
      readArrangedAnswer(match, JSON.parse('{"__proto__":"ferns","z2":"palms","z3":"cacti"}')),
    ).toBeUndefined();
  });

  it('reads marks on the image only, as many as asked, each a finite x and y', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.double({ min: 0, max: 100, noNaN: true }),
            y: fc.double({ min: 0, max: 100, noNaN: true }),
          }),
          {
            minLength: 2,
            maxLength: 2,
          },
        ),
        (marks) => {
          expect(readArrangedAnswer(spot, marks)).toEqual(marks);
        },
      ),
    );
    for (const wrong of [
      [{ x: 10, y: 10 }],
      [
        { x: 10, y: 10 },
        { x: 100.1, y: 10 },
      ],
      [
        { x: 10, y: 10 },
        { x: Number.NaN, y: 10 },
      ],
      [
        { x: 10, y: 10 },
        { x: Number.POSITIVE_INFINITY, y: 10 },
      ],
      [
        { x: 10, y: 10 },
        { x: '10', y: 10 },
      ],
      [
        { x: 10, y: 10 },
        { x: 10, y: 10, z: 1 },
      ],
      [{ x: 10, y: 10 }, null],
    ])
      expect(readArrangedAnswer(spot, wrong), JSON.stringify(wrong)).toBeUndefined();
  });

  it('remembers marks by where they are, whatever their order, to a tenth of a percent', () => {
    const one = arrangedAnswerKey(spot, [
      { x: 10.04, y: 50 },
      { x: 80, y: 20 },
    ]);
    expect(
      arrangedAnswerKey(spot, [
        { x: 80, y: 20 },
        { x: 10, y: 50.01 },
      ]),
    ).toBe(one);
    expect(
      arrangedAnswerKey(spot, [
        { x: 80, y: 20 },
        { x: 10.2, y: 50 },
      ]),
    ).not.toBe(one);
    expect(arrangedAnswerKey(order, ITEMS)).not.toBe(arrangedAnswerKey(order, [...ITEMS].reverse()));
  });
});
