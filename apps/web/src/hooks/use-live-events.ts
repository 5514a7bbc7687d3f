import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { useEffect, useRef, useState } from 'react';
import { openLiveStream, type LiveStatus } from '../lib/live-events';

/**
 * Listens to an event stream while the component is shown (none when `path` is
 * undefined). The latest `onEvent` is always the one called, so callers need not memoise.
 * Returns the stream's status and, once it is refused, the HTTP status that ended it.
 */
export function useLiveEvents(
  path: string | undefined,
  headers: () => Record<string, string>,
  onEvent: (event: LiveEvent) => void,
): { status: LiveStatus; refusedWith?: number } {
  const [state, setState] = useState<{ status: LiveStatus; refusedWith?: number }>({ status: 'connecting' });
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const headersRef = useRef(headers);
  headersRef.current = headers;

  useEffect(() => {
    if (!path) return;
    return openLiveStream(path, () => headersRef.current(), {
      onEvent: (event) => handler.current(event),
      onStatus: (status, httpStatus) =>
        setState(status === 'closed' ? { status, refusedWith: httpStatus } : { status }),
    });
  }, [path]);

  return state;
}
