import useMediaQuery from '@mui/material/useMediaQuery';

/** The media query of a reader who asks the system for less motion (docs/product.md#accessibility). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the reader asks for less motion, from the first drawing on and as it changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, { noSsr: true });
}
