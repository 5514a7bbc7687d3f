import { EventSource } from 'eventsource';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@coulisses/shared/live/live-event.schema';

type Received = LiveEvent | { type: 'ready' };

/** Opens an event stream with the given headers and collects what arrives. */
export function listen(url: string, headers: Record<string, string>) {
  const events: Received[] = [];
  /** The stream failed or ended: each time the server closed it or refused it. */
  let errors = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const source = new EventSource(url, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...headers } }),
  });
  for (const type of ['ready', ...LIVE_EVENT_TYPES]) {
    source.addEventListener(type, (message) => {
      events.push(type === 'ready' ? { type: 'ready' } : (JSON.parse(message.data) as LiveEvent));
      wake();
    });
  }
  source.addEventListener('error', () => {
    errors += 1;
    wake();
  });
  const until = async (found: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!found()) {
      if (Date.now() > deadline) throw new Error(`Timed out; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const has = (predicate: (event: Received) => boolean) => () => events.some(predicate);
  return {
    source,
    events,
    until,
    has,
    get errors() {
      return errors;
    },
    ready: () => until(has((event) => event.type === 'ready')),
    messageIds: () => events.flatMap((event) => (event.type === 'message' ? [event.messageId] : [])),
  };
}
export type Stream = ReturnType<typeof listen>;
