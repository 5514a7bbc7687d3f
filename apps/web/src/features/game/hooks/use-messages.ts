import type { Message } from '@coulisses/shared/message/message.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { MESSAGES_SEEN_KEY_PREFIX } from '@coulisses/shared/storage-keys';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readMessages, useMessagesQuery } from '../api/messages';
import { getSeenMessages, setSeenMessages } from '../game-storage';

export interface Inbox {
  /** Everything the game master sent this player or their session, oldest first. */
  messages: Message[];
  /** The messages not yet seen on this device, oldest first. */
  unread: Message[];
  /** The last fetch failed (the list may be out of date). */
  failed: boolean;
  reload: () => Promise<void>;
  markSeen: (ids: string[]) => void;
}

const none: Message[] = [];

/**
 * docs/product.md#messages: the game master's messages, hints and the time warnings. Fetched on
 * arrival (one sent while the phone was off must still be seen) and again whenever the
 * live stream says a new one came; what was seen is remembered on this device and told
 * to the server, for the game master's view of the player's path.
 */
export function useMessages(player: RegisteredPlayer): Inbox {
  const { id, token } = player;
  const query = useMessagesQuery(player);
  const messages = query.data ?? none;
  const [seen, setSeen] = useState(() => getSeenMessages(id));
  const { refetch } = query;

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // Another tab of the same player read them: they are read here too.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === MESSAGES_SEEN_KEY_PREFIX + id) setSeen(getSeenMessages(id));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [id]);

  const markSeen = useCallback(
    (ids: string[]) => {
      // Only ids of messages that still exist are kept, so the list never grows stale.
      const known = new Set(messages.map((message) => message.id));
      const next = [...new Set([...seen, ...ids])].filter((seenId) => known.has(seenId));
      setSeenMessages(id, next);
      setSeen(next);
      const fresh = ids.filter((seenId) => known.has(seenId) && !seen.includes(seenId));
      // The game master learns it was read; a failure costs the player nothing, so none is shown.
      if (fresh.length > 0) readMessages({ id, token }, fresh).catch(() => undefined);
    },
    [id, token, messages, seen],
  );

  // What this device saw before, told once more on arrival: a report lost to a bad
  // connection still reaches the game master (the server keeps only the first reading).
  const told = useRef(false);
  useEffect(() => {
    if (told.current || messages.length === 0) return;
    told.current = true;
    const known = new Set(messages.map((message) => message.id));
    const ids = seen.filter((seenId) => known.has(seenId)).slice(-200);
    if (ids.length > 0) readMessages({ id, token }, ids).catch(() => undefined);
  }, [messages, seen, id, token]);

  const unread = useMemo(() => {
    const read = new Set(seen);
    return messages.filter((message) => !read.has(message.id));
  }, [messages, seen]);

  const failed = query.isError;
  // The same inbox while nothing in it changed: the messages' dialog, memoized, is not drawn again.
  return useMemo(
    () => ({ messages, unread, failed, reload, markSeen }),
    [messages, unread, failed, reload, markSeen],
  );
}
