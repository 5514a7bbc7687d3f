import { createECDH, randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../src/modules/push/push-endpoint.js';
import { admin, newPlayer, newSession } from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

/** A public address (example.com's), which the tests never connect to. */
const PUBLIC = '93.184.215.14';

/** A resolver the test controls: each name answers the addresses it is given now. */
function fakeResolver() {
  const names = new Map<string, string[]>();
  const asked: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    asked.push(hostname);
    const addresses = names.get(hostname);
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { names, asked, resolve };
}

/** What a browser's PushSubscription.toJSON() gives, for a chosen endpoint. */
function subscriptionAt(endpoint: string) {
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  return { endpoint, expirationTime: null, keys: { p256dh, auth: randomBytes(16).toString('base64url') } };
}

describe.each(ENGINES)('Push endpoints on %s (docs/decisions/0016)', (engine) => {
  let server: TestServer;
  let client: TestClient;
  const resolver = fakeResolver();
  const log = new PassThrough();
  const logLines: string[] = [];
  /** Connections made to a listener on loopback: the server must never open one. */
  let listener: net.Server;
  let connections = 0;
  let port = 0;

  beforeAll(async () => {
    listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    log.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    server = await startTestServer(engine, { LOG_LEVEL: 'warn', PUSH_RETRIES: '0' }, log, resolver.resolve);
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  const rows = () => server.database.db.selectFrom('push_subscriptions').selectAll().execute();

  it.each([
    ['loopback', `https://127.0.0.1:${8443}/push/x`],
    ['IPv6 loopback', 'https://[::1]:8443/push/x'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push/x'],
    ['the cloud metadata service', 'https://169.254.169.254/latest/meta-data/'],
    ['a private address', 'https://10.1.2.3/push/x'],
    ['another private range', 'https://192.168.1.1/push/x'],
    ['carrier-grade NAT', 'https://100.64.0.1/push/x'],
    ['IPv6 unique-local', 'https://[fd00::1]/push/x'],
    ['IPv6 link-local', 'https://[fe80::1]/push/x'],
    ['the unspecified address', 'https://0.0.0.0/push/x'],
    ['a documentation range', 'https://192.0.2.1/push/x'],
    ['multicast', 'https://224.0.0.1/push/x'],
    ['a name resolving to a private address', 'https://internal.push.test/push/x'],
    ['a name with one private address among public ones', 'https://mixed.push.test/push/x'],
    ['a name that does not resolve', 'https://nowhere.push.test/push/x'],
    ['localhost, by the system resolver too', 'https://localhost/push/x'],
    ['plain http', 'http://push.public.test/push/x'],
  ])(
    'refuses an endpoint at %s with 400 PUSH_ENDPOINT_REFUSED and stores nothing',
    async (_what, endpoint) => {
      resolver.names.set('internal.push.test', ['192.168.10.20']);
      resolver.names.set('mixed.push.test', [PUBLIC, '10.0.0.8']);
      resolver.names.set('localhost', ['127.0.0.1', '::1']);
      resolver.names.set('push.public.test', [PUBLIC]);
      const session = await newSession(client);
      const player = await newPlayer(client, session.id);
      const before = (await rows()).length;
      const { status, body } = await client.put(
        `/v1/players/${player.id}/push-subscription`,
        subscriptionAt(endpoint),
        player.headers,
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ key: 'PUSH_ENDPOINT_REFUSED', fields: ['endpoint'] });
      expect((await rows()).length).toBe(before);
    },
  );

  it('stores an endpoint whose name resolves to public addresses only', async () => {
    resolver.names.set('push.public.test', [PUBLIC, '2606:4700::1']);
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const endpoint = 'https://push.public.test/push/accepted';
    const { status } = await client.put(
      `/v1/players/${player.id}/push-subscription`,
      subscriptionAt(endpoint),
      player.headers,
    );
    expect(status).toBe(204);
    expect((await rows()).some((row) => row.endpoint === endpoint)).toBe(true);
  });

  it('does not connect to a name that resolved public when stored and private when pushed to (DNS rebinding)', async () => {
    const name = 'rebinding.push.test';
    resolver.names.set(name, [PUBLIC]);
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const endpoint = `https://${name}:${port}/push/rebound`;
    const stored = await client.put(
      `/v1/players/${player.id}/push-subscription`,
      subscriptionAt(endpoint),
      player.headers,
    );
    expect(stored.status).toBe(204);

    // The name now leads to this machine, where the listener counts connections.
    resolver.names.set(name, ['127.0.0.1']);
    const asked = resolver.asked.length;
    const sent = await client.post(
      `/v1/sessions/${session.id}/messages`,
      { body: 'Sous le tapis.', playerId: player.id },
      admin,
    );
    expect(sent.status).toBe(201);
    const report = await server.app.push.send(sent.body);
    expect(report).toMatchObject({ recipients: 1, sent: 0, failed: 1 });
    // The name was resolved again at send time, and what it gave was refused.
    expect(resolver.asked.length).toBeGreaterThan(asked);
    expect(connections).toBe(0);
    expect(logLines.some((line) => line.includes('Push endpoint refused') && line.includes(name))).toBe(true);
  });

  it('does not connect to an address endpoint stored before this check existed', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const endpoint = `https://127.0.0.1:${port}/push/old-row`;
    await server.database.db
      .insertInto('push_subscriptions')
      .values({
        ...subscriptionAt(endpoint).keys,
        endpoint,
        player_id: player.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const sent = await client.post(
      `/v1/sessions/${session.id}/messages`,
      { body: 'Bonsoir.', playerId: player.id },
      admin,
    );
    const report = await server.app.push.send(sent.body);
    expect(report).toMatchObject({ recipients: 1, sent: 0, failed: 1 });
    expect(connections).toBe(0);
  });
});
