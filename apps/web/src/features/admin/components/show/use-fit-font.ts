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

/** What a transition may change without moving anything: left to run. */
const PAINT_ONLY = new Set(['opacity', 'transform', 'color', 'background-color']);

/**
 * Sets the size at once. A transition of it, or of a length in `em` below it (as the theme
 * gives every property of every element when less motion is asked for), would leave the old
 * size in place while it is measured; each level below takes its size from the one above
 * once that one's is done, hence the rounds.
 */
function setFontSize(element: HTMLElement, size: string) {
  element.style.fontSize = size;
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

/** A CSS length of type ("clamp(1.1rem, 2.8vw, 2.25rem)") in pixels, on this screen. */
function inPixels(element: HTMLElement, size: string): number {
  setFontSize(element, size);
  return parseFloat(getComputedStyle(element).fontSize);
}

/**
 * The show screen's type as large as its box allows (docs/product.md#show-screen): sets the
 * font size of the element the ref is given to — whose content is sized in `em` — to the
 * largest, from `min` to `max` (CSS lengths, which may follow the screen), at which `fits`
 * holds (by default: nothing overflows it). Fitted again when the box changes size, when a
 * font arrives, and when `content` (a summary of what is shown) changes. A box the page lets
 * grow never overflows: its type is then `max`.
 */
export function useFitFont<T extends HTMLElement>(
  { min, max, fits = holdsItsContent }: { min: string; max: string; fits?: (element: T) => boolean },
  content: string,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const size = largestFitting(inPixels(element, min), inPixels(element, max), (px) => {
        setFontSize(element, `${px}px`);
        return fits(element);
      });
      setFontSize(element, `${size}px`);
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
