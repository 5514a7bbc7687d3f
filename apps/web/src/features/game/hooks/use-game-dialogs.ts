import { useCallback, useMemo, useState } from 'react';
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
  const [opened, setOpened] = useState<ReadonlySet<GameDialog>>(new Set());
  // Opening and closing keep one identity: the dialogs handed them are drawn again only
  // when their own dialog opens or closes.
  const open = useCallback((dialog: GameDialog) => {
    if (dialog === 'inbox') window.document.getElementById(MESSAGES_BUTTON_ID)?.focus();
    setOpened((current) => new Set(current).add(dialog));
  }, []);
  const close = useCallback(
    (dialog: GameDialog) => setOpened((current) => new Set([...current].filter((other) => other !== dialog))),
    [],
  );
  return useMemo(() => ({ isOpen: (dialog) => opened.has(dialog), open, close }), [opened, open, close]);
}
