import { useLayoutEffect, useState } from 'react';

/**
 * The largest whole size from `min` to `max` that `fits`, halving the range each try; `min`
 * when none does. `fits` holds for every size below one that fits (smaller type takes less room).
 * `guess`, the size found last time, is kept in two tries when it is still the one.
 */
export function largestFitting(
  min: number,
  max: number,
  fits: (size: number) => boolean,
  guess?: number,
): number {
  let low = Math.ceil(min);
  let high = Math.floor(max);
  if (high <= low) return Math.max(low, high);
  if (guess !== undefined && guess >= low && guess <= high && fits(guess)) {
    if (guess === high || !fits(guess + 1)) return guess;
    low = guess + 1;
  }
  if (fits(high)) return high;
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
 * font size of the element the returned ref is given to — whose content is sized in `em` —
 * to the largest, from `min` to `max` (CSS lengths, which may follow the screen), at which
 * `fits` holds (by default: nothing overflows it). Fitted again whenever its box changes size,
 * a font arrives, or a word inside it changes (a name, a score, the screen's language). A box
 * the page lets grow never overflows: its type is then `max`.
 */
export function useFitFont<T extends HTMLElement>({
  min,
  max,
  fits = holdsItsContent,
}: {
  min: string;
  max: string;
  fits?: (element: T) => boolean;
}) {
  const [element, setElement] = useState<T | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    let fitted: number | undefined;
    const fit = () => {
      const least = inPixels(element, min);
      const most = inPixels(element, max);
      fitted = largestFitting(
        least,
        most,
        (px) => {
          setFontSize(element, `${px}px`);
          return fits(element);
        },
        fitted,
      );
      setFontSize(element, `${fitted}px`);
    };
    fit();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    resized?.observe(element);
    // Its own size is set on its style: only what it shows is watched.
    const changed = new MutationObserver(fit);
    changed.observe(element, { subtree: true, childList: true, characterData: true });
    document.fonts?.addEventListener('loadingdone', fit);
    return () => {
      resized?.disconnect();
      changed.disconnect();
      document.fonts?.removeEventListener('loadingdone', fit);
    };
  }, [element, min, max, fits]);
  return setElement;
}
