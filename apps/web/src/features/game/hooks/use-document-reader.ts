import type { GameDocument, GameState } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useCallback, useEffect, useRef } from 'react';
import { useReadDocumentMutation } from '../api/game';
import type { GameViewHandle } from './use-game-view';
import { useGameError } from './use-game-error';

export interface DocumentReader {
  document: GameDocument | undefined;
  loading: boolean;
  open: (documentId: string) => Promise<void>;
  close: () => void;
}

/**
 * The document being read. Only the last one asked for shows; after a reload, the one
 * that was open opens again, if it still may be read.
 */
export function useDocumentReader(
  player: RegisteredPlayer,
  state: GameState | undefined,
  { view, showDocument }: GameViewHandle,
  refresh: () => Promise<void>,
): DocumentReader {
  const explain = useGameError();
  const reading = useReadDocumentMutation(player);
  const { mutateAsync, reset } = reading;

  const restoring = useRef(view.document);
  useEffect(() => {
    const wanted = restoring.current;
    if (!state || !wanted) return;
    restoring.current = undefined;
    if (!state.folders.some((folder) => folder.documents?.some((doc) => doc.id === wanted))) return;
    mutateAsync(wanted).catch(() => showDocument(undefined));
  }, [state, mutateAsync, showDocument]);

  const open = async (documentId: string) => {
    showDocument(documentId);
    try {
      await mutateAsync(documentId);
    } catch (error) {
      showDocument(undefined);
      await explain(error);
      void refresh();
    }
  };

  // One identity: the document's dialog, memoized, is drawn again only when it changes.
  const close = useCallback(() => {
    reset();
    showDocument(undefined);
  }, [reset, showDocument]);

  return { document: reading.data, loading: reading.isPending, open, close };
}
