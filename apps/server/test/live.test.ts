import { EventSource } from 'eventsource';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { ENGINES, basic, startTestServer, TestClient, type TestServer } from './helper.js';

/** Opens an event stream with the given headers and collects what arrives. */
export function listen(url: string, headers: Record<string, string>) {
  const events: (LiveEvent | { type: 'ready' })[] = [];
  const waiters: (() => void)[] = [];
  const source = new EventSource(url, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...headers } }),
  });
  for (const type of ['ready', 'session', 'sessionDeleted', 'player', 'message']) {
    source.addEventListener(type, (message) => {
      events.push(JSON.parse(message.data) as LiveEvent);
      if (type === 'ready') events[events.length - 1] = { type: 'ready' };
      waiters.splice(0).forEach((wake) => wake());
    });
  }
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
  return { source, events, until };
}

describe.each(ENGINES)('live events (%s)', (engine) => {
  let server: TestServer;
  afterEach(async () => server?.close());

  it('GET /v1/sessions/{id}/events streams a player joining to the admin', async () => {
    server = await startTestServer(engine);
    const client = new TestClient(server.url);
    const created = await client.post('/v1/sessions', { name: 'Live' }, { authorization: basic() });
    expect(created.status).toBe(201);
    const session = created.body as { id: string };
    const stream = listen(`${server.url}/v1/sessions/${session.id}/events`, { authorization: basic() });
    await stream.until(() => stream.events.some((event) => event.type === 'ready'));
    const joined = await client.post('/v1/players', { mail: 'ana@example.com', sessionId: session.id });
    expect(joined.status).toBe(201);
    await stream.until(() => stream.events.some((event) => event.type === 'player'));
    stream.source.close();
  });
});
