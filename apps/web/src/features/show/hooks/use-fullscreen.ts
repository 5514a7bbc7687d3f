import { useCallback, useEffect, useState } from 'react';

/**
 * The page in full screen (the Fullscreen API), for the projector. `supported` is false
 * where the browser offers none (iPhone Safari): the caller then shows no toggle.
 */
export function useFullscreen() {
  const supported = document.fullscreenEnabled;
  const [active, setActive] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    // Esc, F11 or the browser's own button leave full screen too: follow the document.
    const follow = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused by the browser (a policy, an iframe): the page simply stays as it is.
    }
  }, []);
  return { supported, active, toggle };
}
