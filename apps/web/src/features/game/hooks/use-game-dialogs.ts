import { useMemo, useState } from 'react';
import { MESSAGES_BUTTON_ID } from '../components/message-notice';

export type GameDialog = 'notes' | 'briefing' | 'inbox' | 'leave';

export interface GameDialogs {
  isOpen: (dialog: GameDialog) => boolean;
  open: (dialog: GameDialog) => void;
  close: (dialog: GameDialog) => void;
}

/**
 * Which of the game's dialogs are open: each on its own, as a message may come over the
 * notepad. The messages open with the focus on their button first — from the header, where
 * a tap does not focus a button in every browser (Safari), or from the notice, which goes
 * as its messages are read — for the dialog to give it back there.
 */
export function useGameDialogs(): GameDialogs {
  const [open, setOpen] = useState<ReadonlySet<GameDialog>>(new Set());
  return useMemo(
    () => ({
      isOpen: (dialog) => open.has(dialog),
      open: (dialog) => {
        if (dialog === 'inbox') window.document.getElementById(MESSAGES_BUTTON_ID)?.focus();
        setOpen((current) => new Set(current).add(dialog));
      },
      close: (dialog) => setOpen((current) => new Set([...current].filter((other) => other !== dialog))),
    }),
    [open],
  );
}
