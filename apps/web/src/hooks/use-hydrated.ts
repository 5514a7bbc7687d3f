import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while React hydrates the page prerendered at build time (app/prerender.tsx) and in
 * that render on the server, true from then on and in any page rendered in the browser. What
 * the prerendered page could not know (a join link's code), or must not do before the app
 * runs (a form's native submit), waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
