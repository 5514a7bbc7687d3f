import { useLayoutEffect, type RefObject } from 'react';

/** What a person does first on the page: a tap, a click or a key. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Makes a <dialog> drawn `open` modal at the first tap or key on the page: the browser then
 * keeps the focus in it and makes the rest of the page inert. Until then there is nothing
 * behind it to reach. Not as the page starts: a dialog becomes modal by closing and opening
 * again, in the browser's top layer, which lays it out anew; a slow phone would pay for that
 * while the page loads, and the browser counts it as a new largest paint
 * (docs/decisions/0028-react-renders-what-ships.md).
 *
 * It cannot be dismissed: a click outside a native modal does nothing, `closedby="none"` stops
 * Escape and the other close requests where the browser knows it, and the `cancel` they would
 * send is refused where it does not. Should it close all the same, it opens again. Making it
 * modal leaves the focus where it was (the field a tap lands on takes it as usual), or puts it
 * on the dialog itself, so that a first Tab reaches its first control.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let modal = false;
    const makeModal = () => {
      stopWaiting();
      if (modal && dialog.open) return;
      const focused = document.activeElement;
      if (dialog.open) dialog.close();
      dialog.showModal();
      modal = true;
      if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) focused.focus();
      else dialog.focus();
    };
    const stopWaiting = () =>
      FIRST_INPUT.forEach((type) => window.removeEventListener(type, makeModal, { capture: true }));
    FIRST_INPUT.forEach((type) => window.addEventListener(type, makeModal, { capture: true }));
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
  }, [ref]);
}
