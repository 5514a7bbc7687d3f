import { describe, expect, it } from 'vitest';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { row } from '../../../test/admin-fixtures/progress-row';
import { alertsOf, isStuck, isUnopened, needsAttention, newAlerts } from './player-alerts';

const now = Date.parse('2025-01-01T12:00:00Z');
const progressRow = (playerId: string, fields: Partial<PlayerProgress>): PlayerProgress => ({
  ...row(playerId, 0),
  ...fields,
});

describe('player alerts', () => {
  it('calls a playing player stuck after eight minutes without progress, and no one else', () => {
    expect(isStuck({ status: 'playing', idleSince: '2025-01-01T11:52:00Z' }, now)).toBe(true);
    expect(isStuck({ status: 'playing', idleSince: '2025-01-01T11:53:00Z' }, now)).toBe(false);
    expect(isStuck({ status: 'paused', idleSince: '2025-01-01T11:00:00Z' }, now)).toBe(false);
    expect(isStuck({ status: 'playing', idleSince: null }, now)).toBe(false);
  });

  it('calls a player throttled only while their wait runs, and both stuck and throttled in need of attention', () => {
    const waiting = progressRow('a', {
      throttledUntil: '2025-01-01T12:00:30Z',
      idleSince: '2025-01-01T11:59:00Z',
    });
    expect([...alertsOf(waiting, now)]).toEqual(['throttled']);
    expect(needsAttention(waiting, now)).toBe(true);
    expect(alertsOf(waiting, now + 31_000).size).toBe(0);
    expect(needsAttention(progressRow('b', { status: 'finished' }), now)).toBe(false);
  });

  it('raises what newly holds, never for a player first seen, and again once it ended and came back', () => {
    const calm = progressRow('ana', { idleSince: '2025-01-01T11:59:00Z' });
    const first = newAlerts(new Map(), [progressRow('ana', { finished: true, status: 'finished' })], now);
    expect(first.raised).toEqual([]);

    let seen = newAlerts(new Map(), [calm], now).seen;
    const stuckLater = newAlerts(seen, [calm], now + 8 * 60_000);
    expect(stuckLater.raised).toEqual([{ playerId: 'ana', kind: 'stuck' }]);
    // Still stuck at the next look: nothing new.
    expect(newAlerts(stuckLater.seen, [calm], now + 9 * 60_000).raised).toEqual([]);

    const throttled = { ...calm, throttledUntil: '2025-01-01T12:00:20Z' };
    seen = newAlerts(seen, [throttled], now).seen;
    const over = newAlerts(seen, [throttled], now + 30_000);
    expect(over.raised).toEqual([]);
    const again = newAlerts(over.seen, [{ ...calm, throttledUntil: '2025-01-01T12:01:00Z' }], now + 40_000);
    expect(again.raised).toEqual([{ playerId: 'ana', kind: 'throttled' }]);

    const done = newAlerts(seen, [{ ...calm, status: 'finished' as const }], now + 50_000);
    expect(done.raised).toEqual([{ playerId: 'ana', kind: 'finished' }]);
  });

  it('raises no stuck alert as a pause ends, however long the pause made the time since progress', () => {
    const paused = progressRow('ana', { status: 'paused', idleSince: '2025-01-01T11:30:00Z' });
    const seen = newAlerts(new Map(), [paused], now).seen;
    const resumed = newAlerts(seen, [{ ...paused, status: 'playing' as const }], now + 1_000);
    expect(resumed.raised).toEqual([]);
    expect([...(resumed.seen.get('ana')?.kinds ?? [])]).toEqual(['stuck']);
  });

  it("flags a room's player who never opened their game three minutes after the start, and can raise it", () => {
    // The server gives a waiting player an idleSince only while the room's clock runs for them.
    const unopened = progressRow('ana', {
      status: 'waiting',
      startedAt: null,
      lastProgressAt: null,
      idleSince: '2025-01-01T11:58:00Z',
    });
    expect(isUnopened(unopened)).toBe(true);
    expect(isStuck(unopened, now)).toBe(false);
    expect(isStuck(unopened, now + 60_000)).toBe(true);
    expect(needsAttention(unopened, now + 60_000)).toBe(true);
    // Waiting for the start, or for a self-paced first look: nobody is watched.
    const notYet = { ...unopened, idleSince: null };
    expect(isUnopened(notYet)).toBe(false);
    expect(isStuck(notYet, now + 60 * 60_000)).toBe(false);

    const seen = newAlerts(new Map(), [unopened], now).seen;
    expect(newAlerts(seen, [unopened], now + 60_000).raised).toEqual([{ playerId: 'ana', kind: 'stuck' }]);
    // Paused (no idleSince), then resumed with the pause left out: no alert as the pause ends.
    const paused = newAlerts(new Map(), [notYet], now).seen;
    expect(newAlerts(paused, [unopened], now + 60_000).raised).toEqual([]);
  });

  it('raises nothing as added minutes bring back a player whose time was up, however long ago their progress', () => {
    const timeUp = progressRow('ana', {
      status: 'timeUp',
      idleSince: null,
      lastProgressAt: '2025-01-01T11:30:00Z',
    });
    const seen = newAlerts(new Map(), [timeUp], now).seen;
    const given = { ...timeUp, status: 'playing' as const, idleSince: '2025-01-01T11:30:00Z' };
    expect(newAlerts(seen, [given], now + 5_000).raised).toEqual([]);
  });
});
