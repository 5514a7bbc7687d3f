import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while React hydrates a page rendered at build time (src/register/prerender.tsx) and
 * in that render on the server, true from the render after. React renders anew with the
 * browser's value once the hydration is done, so what must not differ from the server's
 * HTML while hydrating (a value the server could not know, the form's submit) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
