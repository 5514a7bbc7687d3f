/** Past this, the request leaves whether or not a frame was painted. */
const LONGEST_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the frame that follows: a tap's request is set up
 * and sent after the tap's answer on screen, not before it
 * (docs/decisions/0027-a-tap-paints-before-it-asks.md). A page that is or goes into the
 * background paints no frame: there it resolves a task later, or as it is hidden, so that
 * the request leaves before the page may be frozen. It never waits longer than 100 ms.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(longest);
      document.removeEventListener('visibilitychange', settle);
      window.removeEventListener('pagehide', settle);
      resolve();
    };
    const longest = window.setTimeout(settle, LONGEST_WAIT_MS);
    document.addEventListener('visibilitychange', settle);
    window.addEventListener('pagehide', settle);
    requestAnimationFrame(() => setTimeout(settle, 0));
  });
}

/**
 * `send`, called once the tap that asked for it is painted (afterNextPaint): for the requests
 * a tap starts, whose screen (a dialog and its spinner, a lock waiting) is drawn first.
 */
export function sentAfterPaint<Input, Result>(
  send: (input: Input) => Promise<Result>,
): (input: Input) => Promise<Result> {
  return async (input) => {
    await afterNextPaint();
    return send(input);
  };
}
