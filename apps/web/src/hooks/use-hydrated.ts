import { useEffect, useState } from 'react';

/**
 * False while the page prerendered at build time (app/prerender.tsx) is hydrated and in that
 * render on the server, true from the render after. What the prerendered page must not do
 * before the app runs (a form's native submit) waits for it. An effect rather than a server
 * snapshot: Preact, which renders the build, has no server snapshot and does not write a
 * hydrated element's attributes, so a value that differed while hydrating would never reach
 * the page. The component that calls it is drawn again when it turns true: keep it small
 * (docs/decisions/0024-preact-renders-the-app.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
