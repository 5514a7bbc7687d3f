import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useEffect, useRef } from 'react';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { playerHeaders } from '../../../lib/api-client';
import type { LiveStatus } from '../../../lib/live-events';

export interface PlayerLiveHandlers {
  /** The session changed (started, paused, resumed, finished, more time…). */
  onSession: () => void;
  /** A message for this player or their whole session was sent. */
  onMessage: () => void;
  /** The game master deleted the session: this game is gone. */
  onDeleted: () => void;
}

/**
 * docs/product.md#live-events: the player's live channel (GET /v1/players/{id}/events), so that a
 * start or a pause reaches the game at once and a message shows as soon as it is sent.
 * Each time the stream (re)opens, the news it may have missed are fetched too.
 */
export function usePlayerLive(
  player: RegisteredPlayer | undefined,
  handlers: PlayerLiveHandlers,
): { status: LiveStatus; refusedWith?: number } {
  const latest = useRef(handlers);
  latest.current = handlers;
  const token = player?.token;

  const live = useLiveEvents(
    player ? `players/${encodeURIComponent(player.id)}/events` : undefined,
    () => (token ? playerHeaders(token) : {}),
    (event) => {
      if (event.type === 'session') latest.current.onSession();
      else if (event.type === 'message') latest.current.onMessage();
      else if (event.type === 'sessionDeleted') latest.current.onDeleted();
    },
  );

  useEffect(() => {
    if (live.status !== 'open') return;
    latest.current.onSession();
    latest.current.onMessage();
  }, [live.status]);

  return live;
}
