import { useEffect, useState } from 'react';

/** The modals a banner may sit in: dialogs and drawers, not a menu's or a select's popover. */
const FRAMES = '.MuiDialog-root, .MuiDrawer-modal';

/**
 * The element of the top-most open dialog inside which MUI's focus trap keeps the focus
 * (what follows its first sentinel), or null when no dialog is open. What sits inside it
 * is reached with the keyboard and heard by screen readers; the rest of the page is
 * aria-hidden and out of the trap while the dialog is open. An open modal's sentinels are
 * tabbable (a closing one's are not), and a modal covered by another is aria-hidden.
 */
export function topDialogFrame(doc: Document = document): HTMLElement | null {
  const roots = [...doc.body.children].filter((element) => element.matches(FRAMES));
  for (const root of roots.reverse()) {
    if (root.getAttribute('aria-hidden') === 'true') continue;
    const start = root.querySelector(':scope > [data-testid="sentinelStart"]');
    if (start?.getAttribute('tabindex') !== '0') continue;
    const frame = start.nextElementSibling;
    if (frame instanceof HTMLElement) return frame;
  }
  return null;
}

/**
 * The top-most open dialog's frame while `active`, followed as dialogs open and close: what
 * must stay in reach over whatever is open — a team's proposal — is drawn in it, never by
 * turning a dialog's focus trap off (docs/product.md#team-accusation).
 */
export function useTopDialogFrame(active: boolean): HTMLElement | null {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active) return;
    const look = () => setFrame(topDialogFrame());
    look();
    // Modals come and go as children of the body; one opens, closes or is covered by another
    // as its sentinels' tabindex and its aria-hidden change.
    const comings = new MutationObserver(look);
    comings.observe(document.body, { childList: true });
    const changes = new MutationObserver(look);
    changes.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'aria-hidden'],
    });
    return () => {
      comings.disconnect();
      changes.disconnect();
    };
  }, [active]);
  return active ? frame : null;
}
