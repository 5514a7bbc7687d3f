import { useMemo, useState } from 'react';

export type GameDialog = 'notes' | 'briefing' | 'inbox' | 'leave';

export interface GameDialogs {
  isOpen: (dialog: GameDialog) => boolean;
  open: (dialog: GameDialog) => void;
  close: (dialog: GameDialog) => void;
}

/** Which of the game's dialogs are open: each on its own, as a message may come over the notepad. */
export function useGameDialogs(): GameDialogs {
  const [open, setOpen] = useState<ReadonlySet<GameDialog>>(new Set());
  return useMemo(
    () => ({
      isOpen: (dialog) => open.has(dialog),
      open: (dialog) => setOpen((current) => new Set(current).add(dialog)),
      close: (dialog) => setOpen((current) => new Set([...current].filter((other) => other !== dialog))),
    }),
    [open],
  );
}
