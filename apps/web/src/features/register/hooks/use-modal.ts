import { useLayoutEffect, useState, type RefObject } from 'react';

/** What a person does first on the page: a tap, a click or a key. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Makes a <dialog> drawn `open` modal: the browser then keeps the focus in it and makes the
 * rest of the page inert. Drawn by the browser (a page rendered anew, the app's route), at
 * once, before its first paint. Hydrated (the page prerendered at build time), at the first
 * tap or key on the page: becoming modal moves the dialog into the top layer, which lays it
 * out anew, and done as the page loads it costs a slow phone a layout and the browser counts
 * it as a second largest paint (docs/decisions/0028-react-renders-what-ships.md). Until then
 * nothing lies behind it to reach.
 *
 * It cannot be dismissed: a click outside a native modal does nothing, `closedby="none"` stops
 * Escape and the other close requests where the browser knows it, and the `cancel` they would
 * send is refused where it does not. Should it close all the same, it opens again.
 *
 * The focus stays where it was: on a field already focused (tapped before the app ran), which
 * the browser is told to give it to rather than to the dialog's first control, so that the
 * field is never blurred (its check would run while the player types); otherwise on the
 * dialog itself, so that a first Tab reaches its first control.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, hydrating: boolean) {
  // Whether this dialog's first render was a hydration: what it was as it entered the page.
  const [deferred] = useState(hydrating);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let modal = false;
    const makeModal = () => {
      stopWaiting();
      if (modal && dialog.open) return;
      const focused = document.activeElement;
      const keep = focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused);
      const marked = keep && !focused.hasAttribute('autofocus');
      if (marked) focused.setAttribute('autofocus', '');
      if (dialog.open) dialog.close();
      dialog.showModal();
      modal = true;
      if (marked) focused.removeAttribute('autofocus');
      if (!keep) dialog.focus();
    };
    const stopWaiting = () =>
      FIRST_INPUT.forEach((type) => window.removeEventListener(type, makeModal, { capture: true }));
    if (deferred) FIRST_INPUT.forEach((type) => window.addEventListener(type, makeModal, { capture: true }));
    else makeModal();
    const refuse = (event: Event) => event.preventDefault();
    // The close this sends itself comes once the dialog is open again: nothing to do then.
    const reopen = () => {
      if (!dialog.open) makeModal();
    };
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', reopen);
    return () => {
      stopWaiting();
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', reopen);
    };
  }, [ref, deferred]);
}
