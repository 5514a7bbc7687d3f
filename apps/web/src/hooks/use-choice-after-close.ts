import { useRef } from 'react';

/**
 * A menu's choice, run once the menu has closed (its transition's `onExited`) and given the
 * focus back to its button: a dialog the choice opens then returns the focus there too, and
 * the menu's own focus restoring does not pull it out of that dialog.
 */
export function useChoiceAfterClose<T>(close: () => void, run: (choice: T) => void) {
  const pending = useRef<{ choice: T }>(undefined);
  return {
    choose: (choice: T) => {
      pending.current = { choice };
      close();
    },
    onExited: () => {
      const chosen = pending.current;
      pending.current = undefined;
      if (chosen) run(chosen.choice);
    },
  };
}
