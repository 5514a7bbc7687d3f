import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useCountdown,
  useCountdownEnd,
  useElapsed,
  type CountdownClock,
  type ElapsedClock,
} from './use-countdown';

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

describe('the time run, ticking up between two answers of the server', () => {
  it('counts up from the server’s figure as of when the request left, and on past any duration', () => {
    const clock: ElapsedClock = { elapsedSeconds: 3_598, running: true, sentAt: Date.now() - 1_000 };
    const { result } = renderHook(() => useElapsed(clock));
    expect(result.current).toBe(3_599);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(3_601);
  });

  it('stands still while the clock does, and takes a new figure as it comes', () => {
    const { result, rerender } = renderHook(({ clock }: { clock: ElapsedClock }) => useElapsed(clock), {
      initialProps: { clock: { elapsedSeconds: 600, running: false } },
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(600);
    rerender({ clock: { elapsedSeconds: 610, running: true } });
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(613);
  });
});

describe('the end of the countdown', () => {
  it('comes when the time left shown reaches 0, counted from when the request left', () => {
    const onEnd = vi.fn();
    const clock: CountdownClock = { remainingSeconds: 10, running: true, sentAt: Date.now() - 3_000 };
    const { result } = renderHook(() => {
      useCountdownEnd(clock, onEnd);
      return useCountdown(clock);
    });
    act(() => vi.advanceTimersByTime(6_999));
    expect(result.current).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('comes once for a clock that arrives again with no time left, and never for a stopped one', () => {
    const onEnd = vi.fn();
    const { rerender } = renderHook(({ clock }: { clock: CountdownClock }) => useCountdownEnd(clock, onEnd), {
      initialProps: { clock: { remainingSeconds: 0, running: true, sentAt: Date.now() } },
    });
    act(() => vi.advanceTimersByTime(0));
    expect(onEnd).toHaveBeenCalledTimes(1);
    // The server's answer to that: still running, still no time left (it ends within a second).
    rerender({ clock: { remainingSeconds: 0, running: true, sentAt: Date.now() } });
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    // Minutes added, then paused: a paused clock never ends.
    rerender({ clock: { remainingSeconds: 60, running: false, sentAt: Date.now() } });
    act(() => vi.advanceTimersByTime(120_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    // Running again with the minutes: it ends again when they are spent.
    rerender({ clock: { remainingSeconds: 60, running: true, sentAt: Date.now() } });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const clock: CountdownClock = { remainingSeconds: 5, running: true, sentAt: Date.now() };
    const { rerender } = renderHook(({ onEnd }: { onEnd: () => void }) => useCountdownEnd(clock, onEnd), {
      initialProps: { onEnd: first },
    });
    rerender({ onEnd: second });
    act(() => vi.advanceTimersByTime(5_000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
