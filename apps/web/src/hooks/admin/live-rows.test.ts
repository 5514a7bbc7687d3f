import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { row } from '../../test/admin-fixtures/progress-row';
import { idBatcher, upsertRows } from './live-rows';

describe('upsertRows', () => {
  it('replaces a known player and re-ranks by score', () => {
    const rows = upsertRows([row('a', 50), row('b', 40)], [row('b', 90)]);
    expect(rows.map((r) => [r.playerId, r.score])).toEqual([
      ['b', 90],
      ['a', 50],
    ]);
  });

  it('adds a new player, and puts finished players first', () => {
    const rows = upsertRows([row('a', 50)], [row('c', 10, true)]);
    expect(rows.map((r) => r.playerId)).toEqual(['c', 'a']);
  });
});

describe('idBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over the first id at once, then those that follow once per window', () => {
    const flushed: string[][] = [];
    const batcher = idBatcher(500, (ids) => flushed.push(ids));
    batcher.add('first');
    expect(flushed).toEqual([['first']]);
    for (let i = 0; i < 200; i += 1) batcher.add(i % 2 ? 'a' : 'b');
    expect(flushed).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(flushed).toEqual([['first'], ['b', 'a']]);
    // Within the window that hand-over opened: it waits for its end.
    batcher.add('c');
    vi.advanceTimersByTime(499);
    expect(flushed).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([['first'], ['b', 'a'], ['c']]);
    // A quiet window passed: the next goes at once again.
    vi.advanceTimersByTime(500);
    batcher.add('d');
    expect(flushed).toEqual([['first'], ['b', 'a'], ['c'], ['d']]);
  });

  it('drops what is pending when cancelled', () => {
    const flush = vi.fn();
    const batcher = idBatcher(500, flush);
    batcher.add('a');
    batcher.add('b');
    batcher.cancel();
    vi.advanceTimersByTime(1000);
    expect(flush.mock.calls).toEqual([[['a']]]);
  });
});
