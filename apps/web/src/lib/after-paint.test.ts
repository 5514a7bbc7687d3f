import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('afterNextPaint', () => {
  it('waits for the next frame, then a task after it, the frame painted', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));

    await aTask();
    await aTask();
    expect(resolved).toBe(false);

    // The frame's callbacks run before its paint: not yet.
    frame?.(performance.now());
    await Promise.resolve();
    expect(resolved).toBe(false);

    await aTask();
    expect(resolved).toBe(true);
  });

  it('does not wait for a frame that never comes once the page goes into the background', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await aTask();
    expect(resolved).toBe(false);

    // The screen locks just after the tap: the frame is never run, the request leaves now.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('sends anyway after 100 ms without a painted frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
      let resolved = false;
      void afterNextPaint().then(() => (resolved = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a page in the background, which paints no frame, resolves a task later', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));

    await aTask();
    expect(resolved).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
