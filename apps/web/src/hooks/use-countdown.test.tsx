import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, type CountdownClock } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the time left between two answers of the server', () => {
  it('counts from when the request left: a phone that draws the answer 3 s late shows the room’s time', () => {
    const clock: CountdownClock = { remainingSeconds: 300, running: true, sentAt: Date.now() - 3_000 };
    const { result } = renderHook(() => useCountdown(clock));
    expect(result.current).toBe(297);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(296);
  });

  it('counts from when the answer is drawn when it does not say when it left', () => {
    const clock: CountdownClock = { remainingSeconds: 300, running: true };
    const { result } = renderHook(() => useCountdown(clock));
    expect(result.current).toBe(300);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(298);
  });

  it('moves to a new clock’s own moment, and stands still while the clock does', () => {
    const { result, rerender } = renderHook(({ clock }: { clock: CountdownClock }) => useCountdown(clock), {
      initialProps: { clock: { remainingSeconds: 300, running: true, sentAt: Date.now() } },
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(295);
    rerender({ clock: { remainingSeconds: 280, running: true, sentAt: Date.now() - 2_000 } });
    expect(result.current).toBe(278);
    rerender({ clock: { remainingSeconds: 280, running: false, sentAt: Date.now() - 2_000 } });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(280);
  });
});
