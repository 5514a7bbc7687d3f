import { EventSource } from 'eventsource';
import { LIVE_EVENT_TYPES, liveEventSchema, type LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { apiPrefix, readApiBase } from './config';
import { getBasicToken } from './storage';

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveStreamHandlers {
  onEvent: (event: LiveEvent) => void;
  /** `open` once the server says it listens (the `ready` event), again after each reconnection. */
  onStatus?: (status: LiveStatus, httpStatus?: number) => void;
}

/**
 * Answers that mean "not now" rather than "never": the database is out for a moment, or a
 * proxy found no instance (docs/decisions/0013-database-faults.md). An EventSource gives up
 * on any answer but 200, so the stream is opened again after a wait.
 */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
/** Waits before opening again, spread so that every phone of a room does not ask at once. */
const REOPEN_MS = { min: 2_000, max: 6_000 };
const reopenDelay = () => REOPEN_MS.min + Math.random() * (REOPEN_MS.max - REOPEN_MS.min);

/**
 * docs/product.md#live-events: a server-sent event stream of the API. The browser's own EventSource
 * cannot send headers, so the `eventsource` package (the same WHATWG behaviour, fetch
 * underneath) carries the admin's Basic token or the player's token. It reconnects by
 * itself after a network loss, and after a server's temporary refusal (503…); a refusal
 * (401, 403, 404) ends it with `closed` and the HTTP status, for the caller to explain.
 */
export function openLiveStream(
  path: string,
  headers: () => Record<string, string>,
  { onEvent, onStatus }: LiveStreamHandlers,
): () => void {
  const url = `${apiPrefix(readApiBase() || window.location.origin)}/${path}`;
  let source: EventSource | undefined;
  let reopening: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    let httpStatus: number | undefined;
    const current = new EventSource(url, {
      withCredentials: Boolean(readApiBase()),
      fetch: async (input, init) => {
        // Every outgoing request carries the stored Basic token whenever one exists.
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
    source = current;
    current.addEventListener('ready', () => onStatus?.('open'));
    current.addEventListener('error', () => {
      if (current.readyState !== EventSource.CLOSED) {
        onStatus?.('connecting');
        return;
      }
      if (stopped) return;
      if (httpStatus !== undefined && TRANSIENT_STATUSES.has(httpStatus)) {
        onStatus?.('connecting');
        reopening = setTimeout(open, reopenDelay());
        return;
      }
      onStatus?.('closed', httpStatus);
    });
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        try {
          const parsed = liveEventSchema.safeParse(JSON.parse(message.data as string));
          if (parsed.success) onEvent(parsed.data);
        } catch {
          // Not JSON: not one of ours.
        }
      });
    }
  };

  onStatus?.('connecting');
  open();
  return () => {
    stopped = true;
    clearTimeout(reopening);
    source?.close();
  };
}
