import { useLayoutEffect, useRef } from 'react';

/**
 * The largest whole size from `min` to `max` that `fits`, halving the range each try; `min`
 * when none does. `fits` holds for every size below one that fits (smaller type takes less room).
 */
export function largestFitting(min: number, max: number, fits: (size: number) => boolean): number {
  let low = Math.ceil(min);
  let high = Math.floor(max);
  if (high <= low || fits(high)) return Math.max(low, high);
  // `high` does not fit; `low` fits, or is the least there is.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Whether the element's content stays inside its box. */
const holdsItsContent = (element: HTMLElement) =>
  element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth;

/** The root's font size in px: the show screen's rem, which grows with the screen. */
const remInPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** What a transition may change without moving anything: left to run. */
const PAINT_ONLY = new Set(['opacity', 'transform', 'color', 'background-color']);

/**
 * Sets the size at once. A transition of it, or of a length in `em` below it (as the theme
 * gives every property of every element when less motion is asked for), would leave the old
 * size in place while it is measured; each level below takes its size from the one above
 * once that one's is done, hence the rounds.
 */
function setFontSize(element: HTMLElement, px: number) {
  element.style.fontSize = `${px}px`;
  for (let round = 0; round < 8; round++) {
    const moving = (element.getAnimations?.({ subtree: true }) ?? []).filter(
      (animation) =>
        animation instanceof CSSTransition &&
        animation.playState === 'running' &&
        !PAINT_ONLY.has(animation.transitionProperty),
    );
    if (moving.length === 0) return;
    moving.forEach((animation) => animation.finish());
  }
}

/**
 * The show screen's type as large as its box allows (docs/product.md#show-screen): sets the
 * font size of the element the ref is given to — whose content is sized in `em` — to the
 * largest, from `min` to `max` rem, at which `fits` holds (by default: nothing overflows
 * it). Fitted again when the box changes size, when a font arrives, and when `content` (a
 * summary of what is shown) changes. A box the page lets grow never overflows: its type is
 * then the largest.
 */
export function useFitFont<T extends HTMLElement>(
  { min, max, fits = holdsItsContent }: { min: number; max: number; fits?: (element: T) => boolean },
  content: string,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const rem = remInPx();
      const size = largestFitting(min * rem, max * rem, (px) => {
        setFontSize(element, px);
        return fits(element);
      });
      setFontSize(element, size);
    };
    fit();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    resized?.observe(element);
    document.fonts?.addEventListener('loadingdone', fit);
    return () => {
      resized?.disconnect();
      document.fonts?.removeEventListener('loadingdone', fit);
    };
  }, [min, max, fits, content]);
  return ref;
}
