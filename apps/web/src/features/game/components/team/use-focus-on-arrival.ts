import { useEffect, useRef } from 'react';

/** Set when a choice of team is about to replace the section the focus is in. */
let handingOver = false;

/**
 * Runs a choice of team that, done, replaces the team step by the team or the team by the
 * step: the section that arrives takes the focus. Failed, nothing is handed over.
 */
export async function handingFocusOver<T>(choice: Promise<T>): Promise<T> {
  handingOver = true;
  try {
    return await choice;
  } catch (error) {
    handingOver = false;
    throw error;
  }
}

/**
 * A heading that takes the focus when its section replaces the one the focus was in (the
 * team step giving way to the team, and back): the button pressed is gone, and the focus
 * would otherwise fall back to the page. A section shown on arrival leaves the focus be.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!handingOver) return;
    handingOver = false;
    ref.current?.focus();
  }, []);
  return ref;
}
