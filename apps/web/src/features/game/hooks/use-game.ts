import type { FolderView, GameState } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gameKeys } from '../api/game-keys';
import { useGameQuery } from '../api/game';
import { getFolders, setFolders } from '../game-storage';

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

/**
 * A sealed verdict waits for the game master: the live stream says when, and polling
 * backs it up should the stream be down (docs/decisions/0015-nothing-learned-while-anyone-plays.md).
 */
export function pollInterval(state: GameState | undefined, streaming: boolean): number | false {
  const every = state?.sealedVerdict ? SEALED_POLL_MS : state ? POLL_MS[state.status] : undefined;
  if (!every) return false;
  return streaming ? STREAMING_POLL_MS : every;
}

export interface GameHandle {
  state: GameState | undefined;
  /** FOLDERS as last stored, shown at once on a reload until the server answers. */
  storedFolders: FolderView[];
  error: unknown;
  /** Asks the server again (the clock ran out, an action was refused…). */
  refresh: () => Promise<void>;
}

/**
 * The player's game as the server last described it. Every answer of the server replaces
 * the whole state (it is authoritative) and is mirrored into FOLDERS (docs/product.md#browser-storage). It polls
 * slowly while `streaming` (the live stream brings the news), faster when it cannot.
 */
export function useGame(player: RegisteredPlayer, streaming = false): GameHandle {
  const client = useQueryClient();
  // The last state the server gave stays on screen, and paces the polling, while a new
  // read fails (the game in a new language could not be had): the game never vanishes.
  const lastState = useRef<GameState | undefined>(undefined);
  const query = useGameQuery(player, (current) => pollInterval(current ?? lastState.current, streaming));
  if (query.data) lastState.current = query.data;
  // Only folders are stored, not a whole state: they fill the list, never the banners.
  const [storedFolders] = useState(getFolders);
  const state = query.data ?? lastState.current;

  useEffect(() => {
    if (state) setFolders(state.folders);
  }, [state]);

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: gameKeys.states(player.id) }),
    [client, player.id],
  );

  const error = query.error ?? undefined;
  // The same handle while nothing in it changed: the board, memoized, is not drawn again.
  return useMemo(() => ({ state, storedFolders, error, refresh }), [state, storedFolders, error, refresh]);
}
