import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from './live-events';

/** A stand-in for the `eventsource` package: each stream opened, driven by the test. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(
    readonly url: string,
    readonly init: { fetch: (input: string, init: { headers: Record<string, string> }) => Promise<Response> },
  ) {
    super();
    FakeEventSource.opened.push(this);
  }
  /** The server answers the stream's request with this status. */
  async answer(status: number) {
    await this.init.fetch(this.url, { headers: {} });
    if (status === 200) {
      this.readyState = 1;
      this.dispatchEvent(new Event('ready'));
    } else {
      // The WHATWG behaviour: any answer but 200 closes the stream for good.
      this.readyState = FakeEventSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    }
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

vi.mock('eventsource', () => ({ EventSource: FakeEventSource }));

describe('a live stream refused for a moment', () => {
  let statuses: [LiveStatus, number | undefined][];
  let answers: number[];

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    statuses = [];
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: answers.shift() ?? 200 })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    const { openLiveStream } = await import('./live-events');
    return openLiveStream('sessions/S/events', () => ({}), {
      onEvent: () => undefined,
      onStatus: (status, httpStatus) => statuses.push([status, httpStatus]),
    });
  };

  it('opens again after a 503 (the database is out) and is open once the server answers', async () => {
    await open();
    answers.push(503);
    await FakeEventSource.opened[0]!.answer(503);
    expect(statuses.at(-1)).toEqual(['connecting', undefined]);
    expect(FakeEventSource.opened).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(6_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    await FakeEventSource.opened[1]!.answer(200);
    expect(statuses.at(-1)).toEqual(['open', undefined]);
    expect(statuses.some(([status]) => status === 'closed')).toBe(false);
  });

  it('gives up on a refusal that waiting does not cure, and says which', async () => {
    await open();
    answers.push(404);
    await FakeEventSource.opened[0]!.answer(404);
    expect(statuses.at(-1)).toEqual(['closed', 404]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('stops waiting to open again once the page closes it', async () => {
    const close = await open();
    answers.push(503);
    await FakeEventSource.opened[0]!.answer(503);
    close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
