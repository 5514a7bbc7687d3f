import type { FolderView, GameState } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFolders, setFolders } from '../game-storage';
import { getGame } from '../api/game';

/** How often the game asks the server for news (the game master's start, a pause…). */
const POLL_MS: Partial<Record<GameState['status'], number>> = {
  waiting: 4_000,
  paused: 4_000,
  playing: 15_000,
  timeUp: 15_000,
};
const SEALED_POLL_MS = 15_000;
/** While the live stream is open it brings the news at once: polling only backs it up. */
const STREAMING_POLL_MS = 30_000;

export interface GameHandle {
  state: GameState | undefined;
  /** FOLDERS as last stored, shown at once on a reload until the server answers. */
  storedFolders: FolderView[];
  error: unknown;
  apply: (state: GameState) => void;
  refresh: () => Promise<void>;
}

/**
 * The player's game as the server last described it. Every answer of the server replaces
 * the whole state (it is authoritative) and is mirrored into FOLDERS (docs/product.md#browser-storage). It polls
 * slowly while `streaming` (the live stream brings the news), faster when it cannot.
 */
export function useGame(player: RegisteredPlayer | undefined, streaming = false): GameHandle {
  const [state, setState] = useState<GameState>();
  const [error, setError] = useState<unknown>();
  const [storedFolders] = useState(getFolders);
  const playerRef = useRef(player);
  playerRef.current = player;

  // Every answer of the server is numbered by the moment it was asked for: a poll that
  // left before an action must not put back the state that action changed.
  const asked = useRef(0);

  const store = useCallback((next: GameState) => {
    setState(next);
    setFolders(next.folders);
  }, []);

  const apply = useCallback(
    (next: GameState) => {
      asked.current += 1;
      store(next);
    },
    [store],
  );

  const refresh = useCallback(async () => {
    const current = playerRef.current;
    if (!current) return;
    const ticket = (asked.current += 1);
    try {
      const next = await getGame(current);
      if (ticket === asked.current) store(next);
      setError(undefined);
    } catch (caught) {
      setError(caught);
    }
  }, [store]);

  useEffect(() => {
    void refresh();
  }, [refresh, player?.lang]);

  const status = state?.status;
  // A sealed verdict waits for the game master: the live stream says when, and polling
  // backs it up should the stream be down (docs/decisions/0015).
  const sealed = Boolean(state?.sealedVerdict);
  useEffect(() => {
    const every = sealed ? SEALED_POLL_MS : status ? POLL_MS[status] : undefined;
    if (!every) return;
    const timer = window.setInterval(() => void refresh(), streaming ? STREAMING_POLL_MS : every);
    return () => window.clearInterval(timer);
  }, [status, sealed, streaming, refresh]);

  return { state, storedFolders, error, apply, refresh };
}
