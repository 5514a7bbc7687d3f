import { useEffect, useRef } from 'react';

/** The history entry's field that says how many layers (documents, dialogs) stand on the page. */
const LAYER = 'coulissesLayer';

const depthOf = (state: unknown): number => {
  const depth = state && typeof state === 'object' ? (state as Record<string, unknown>)[LAYER] : undefined;
  return typeof depth === 'number' ? depth : 0;
};

/** Layers open now, on this page: an entry deeper than that is left over from before a reload. */
let openLayers = 0;

/**
 * Back (a phone's button or gesture) closes what is open on top of the page instead of
 * leaving the app (docs/decisions/0011-back-leave-and-language.md). While `open`, a history
 * entry of the same address stands for it; Back pops that entry and calls `onClose`.
 * Closed any other way, it takes its entry back off, so the history keeps no dead steps.
 * The router sees only the same address again.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    let depth = 0;
    let poppedByBack = false;
    const onPop = (event: PopStateEvent) => {
      if (depthOf(event.state) >= depth) return;
      poppedByBack = true;
      close.current();
    };
    // Pushed once the render settles: React's development double effects would otherwise
    // push twice and pop once.
    const timer = window.setTimeout(() => {
      openLayers += 1;
      depth = openLayers;
      const state = (window.history.state ?? {}) as Record<string, unknown>;
      // A reload with this layer open left its entry: it is taken over, not doubled.
      if (depthOf(state) === depth) window.history.replaceState(state, '');
      else window.history.pushState({ ...state, [LAYER]: depth }, '');
      window.addEventListener('popstate', onPop);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      if (depth === 0) return;
      window.removeEventListener('popstate', onPop);
      openLayers -= 1;
      // Closed on screen: its entry goes. Not when Back already took it, nor when the page
      // went elsewhere meanwhile (a navigation wrote another entry).
      if (!poppedByBack && depthOf(window.history.state) === depth) window.history.back();
    };
  }, [open]);
}
