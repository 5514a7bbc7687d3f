/**
 * Resolves once the browser has painted the frame that follows: a tap's request is set up
 * and sent after the tap's answer on screen, not before it (docs/decisions/0027-a-tap-paints-before-it-asks.md).
 * A hidden page paints no frame, so there it resolves a task later.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') nextTask();
    else requestAnimationFrame(nextTask);
  });
}
