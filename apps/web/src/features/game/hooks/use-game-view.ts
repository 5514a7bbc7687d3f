import { useCallback, useEffect, useState } from 'react';
import { getGameView, setGameView, type GameView } from '../game-storage';

export interface GameViewHandle {
  view: GameView;
  toggleFolder: (folderId: string, open: boolean) => void;
  /** The document open, or none. */
  showDocument: (documentId?: string) => void;
}

/** Where the player is: the folders unfolded and the document open survive a reload. */
export function useGameView(): GameViewHandle {
  const [view, setView] = useState(getGameView);
  useEffect(() => setGameView(view), [view]);

  const toggleFolder = useCallback(
    (folderId: string, open: boolean) =>
      setView((current) => ({
        ...current,
        expanded: open ? [...current.expanded, folderId] : current.expanded.filter((id) => id !== folderId),
      })),
    [],
  );

  const showDocument = useCallback(
    (documentId?: string) =>
      setView(({ expanded }) => (documentId ? { expanded, document: documentId } : { expanded })),
    [],
  );

  return { view, toggleFolder, showDocument };
}
