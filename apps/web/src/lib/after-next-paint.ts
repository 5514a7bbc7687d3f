/**
 * Resolves once the browser has painted the next frame: work started by a tap after it
 * leaves the tap's own feedback — the button pressed — on screen first, which is what a
 * phone's player sees as the answer to the tap (docs/product.md#performance-budgets). A
 * page in the background paints no frame: there it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    // The first frame callback runs before the tap's frame is painted; the second, in the
    // frame after it, once that one is on its way to the screen.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}
