import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const START = Date.parse('2026-11-29T20:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the time, drawn again at a pace', () => {
  it('moves on every period while ticking, and stands still once stopped', () => {
    const { result, rerender } = renderHook(({ ticking }) => useNow(5_000, ticking), {
      initialProps: { ticking: true },
    });
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(START + 5_000);
    rerender({ ticking: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(START + 5_000);
    // Started again, it reads the time at once, not a period later.
    rerender({ ticking: true });
    expect(result.current).toBe(START + 25_000);
  });
});
