import { EventSource } from 'eventsource';
import { liveEventSchema, type LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { apiPrefix, readApiBase } from './config';
import { getBasicToken } from './storage';

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveStreamHandlers {
  onEvent: (event: LiveEvent) => void;
  /** `open` once the server says it listens (the `ready` event), again after each reconnection. */
  onStatus?: (status: LiveStatus, httpStatus?: number) => void;
}

const EVENT_TYPES: LiveEvent['type'][] = ['session', 'sessionDeleted', 'player', 'message'];

/**
 * Issue 4 §3, §4: a server-sent event stream of the API. The browser's own EventSource
 * cannot send headers, so the `eventsource` package (the same WHATWG behaviour, fetch
 * underneath) carries the admin's Basic token or the player's token. It reconnects by
 * itself after a network loss; a refusal (401, 403, 404) ends it with `closed` and the
 * HTTP status, for the caller to explain.
 */
export function openLiveStream(
  path: string,
  headers: () => Record<string, string>,
  { onEvent, onStatus }: LiveStreamHandlers,
): () => void {
  const url = `${apiPrefix(readApiBase() || window.location.origin)}/${path}`;
  let httpStatus: number | undefined;
  const source = new EventSource(url, {
    withCredentials: Boolean(readApiBase()),
    fetch: async (input, init) => {
      // Spec §7: every outgoing request carries the stored Basic token whenever one exists.
      const token = getBasicToken();
      const authorization: Record<string, string> = token ? { Authorization: `Basic ${token}` } : {};
      const response = await fetch(input, {
        ...init,
        headers: { ...init.headers, ...authorization, ...headers() },
      });
      httpStatus = response.status;
      return response;
    },
  });
  onStatus?.('connecting');
  source.addEventListener('ready', () => onStatus?.('open'));
  source.addEventListener('error', () => {
    onStatus?.(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting', httpStatus);
  });
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      try {
        const parsed = liveEventSchema.safeParse(JSON.parse(message.data as string));
        if (parsed.success) onEvent(parsed.data);
      } catch {
        // Not JSON: not one of ours.
      }
    });
  }
  return () => source.close();
}
