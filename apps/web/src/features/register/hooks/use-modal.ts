import { useLayoutEffect, type RefObject } from 'react';

/**
 * Makes a <dialog> drawn with `open` modal as it enters the page: the browser then keeps the
 * focus in it and makes the rest of the page inert. It cannot be dismissed: a click outside
 * a native modal does nothing, `closedby="none"` stops Escape and the other close requests
 * where the browser knows it, and the `cancel` they would send is refused where it does not.
 * Should it close all the same, it opens again.
 *
 * A prerendered page may have been typed in before the app ran: the field that has the
 * focus keeps it. Otherwise the dialog itself takes it, so that a screen reader says its
 * title first, as MUI's dialogs do.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const focused = document.activeElement;
    // A dialog open without being modal cannot become modal as it is.
    if (dialog.open) dialog.close();
    dialog.showModal();
    if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) focused.focus();
    else dialog.focus();
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', refuse);
    const reopen = () => {
      if (!dialog.open) dialog.showModal();
    };
    dialog.addEventListener('close', reopen);
    return () => {
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', reopen);
    };
  }, [ref]);
}
