import { useEffect, useState } from 'react';

/** An open modal dialog's container, where its focus trap and its screen-reader view reach. */
function topDialogContainer(): Element | undefined {
  const roots = [...window.document.body.children].filter(
    (element) =>
      element.classList.contains('MuiModal-root') &&
      !element.classList.contains('MuiModal-hidden') &&
      element.getAttribute('aria-hidden') !== 'true',
  );
  const top = roots.at(-1);
  return top?.querySelector(':scope > .MuiDialog-container') ?? top ?? undefined;
}

/**
 * docs/architecture.md#layers-over-the-game: where a non-modal layer that must stay usable
 * over whatever is open (the notes panel) is drawn — inside the top-most open modal
 * dialog, so that its focus trap lets the reader in and its screen-reader view keeps it,
 * else the page's body. Followed as dialogs open and close.
 */
export function useTopLayer(active: boolean): Element {
  const [layer, setLayer] = useState<Element>(() => topDialogContainer() ?? window.document.body);
  useEffect(() => {
    if (!active) return;
    const body = window.document.body;
    // A dialog coming or going (the body's children), or one hiding or showing again (their classes).
    const shown = new MutationObserver(() => setLayer(topDialogContainer() ?? body));
    const follow = () => {
      shown.disconnect();
      for (const child of body.children)
        shown.observe(child, { attributes: true, attributeFilter: ['class', 'aria-hidden'] });
      setLayer(topDialogContainer() ?? body);
    };
    const observer = new MutationObserver(follow);
    observer.observe(body, { childList: true });
    follow();
    return () => {
      observer.disconnect();
      shown.disconnect();
    };
  }, [active]);
  return layer;
}
