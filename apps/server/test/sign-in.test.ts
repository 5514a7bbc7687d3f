import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config.js';
import { DEVICE_COOKIE } from '../src/plugins/auth.js';
import { ADMIN, basic, ENGINES, startTestServer, type TestServer } from './helper.js';

/** Every store the sign-in budgets can live in: memory (SQLite), PostgreSQL, Redis. */
const STORES: { name: string; engine: (typeof ENGINES)[number]; env: () => Record<string, string> }[] = [
  ...ENGINES.map((engine) => ({ name: engine, engine, env: () => ({}) })),
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          name: 'redis',
          engine: 'sqlite' as const,
          env: () => ({
            REDIS_URL: process.env.TEST_REDIS_URL!,
            REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
          }),
        },
      ]
    : []),
];

const HOUR = 3_600_000;
/** 300 addresses of a spray (documentation ranges). */
const sprayAddress = (i: number) => `${i % 2 ? '198.51.100' : '203.0.113'}.${(i % 300) >> 1}`;

describe('TRUST_PROXY', () => {
  it('refuses to trust every address, and says why', () => {
    for (const value of ['true', '*', '0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*X-Forwarded-For/);
    }
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(
      /TRUST_PROXY: "proxy.example.org"/,
    );
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
  });

  it('takes addresses, CIDR ranges and proxy-addr names, and trusts nobody by default', () => {
    expect(readConfig({}).TRUST_PROXY).toEqual([]);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  /** Two logins a minute per address: the third from the same address is refused. */
  async function loginsFrom(server: TestServer, forwardedFor: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const address of forwardedFor) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/v1/admins/me',
        remoteAddress: '127.0.0.1',
        headers: { authorization: basic(), 'x-forwarded-for': address },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('believes X-Forwarded-For from a listed proxy: each forwarded address has its own limit', async () => {
    const server = await startTestServer('sqlite', { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '2' });
    try {
      expect(await loginsFrom(server, ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.2'])).toEqual([
        200, 200, 429, 200,
      ]);
    } finally {
      await server.close();
    }
  });

  it('ignores X-Forwarded-For from any other address: the socket is the client', async () => {
    const server = await startTestServer('sqlite', { TRUST_PROXY: '10.0.0.1', RATE_LIMIT_MAX: '2' });
    try {
      expect(await loginsFrom(server, ['192.0.2.1', '192.0.2.2', '192.0.2.3'])).toEqual([200, 200, 429]);
    } finally {
      await server.close();
    }
  });
});

describe.each(STORES)('sign-in budgets ($name)', ({ engine, env }) => {
  let server: TestServer;
  let now = Date.UTC(2026, 0, 5, 9);

  beforeAll(async () => {
    server = await startTestServer(engine, { ...env(), WARNING_CHECK_SECONDS: '0' });
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  /** The store's clock is Date's: a fake one lets an hour pass in a second. */
  function at(time: number) {
    now = time;
    vi.useFakeTimers({ toFake: ['Date'], now });
  }

  const signIn = (
    password: string,
    remoteAddress: string,
    options: { username?: string; device?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: 'GET',
      url: '/v1/admins/me',
      remoteAddress,
      headers: { authorization: basic(options.username ?? ADMIN.username, password) },
      ...(options.device ? { cookies: { [DEVICE_COOKIE]: options.device } } : {}),
    });

  /** A spray as a patient attacker runs it: at once after a check, after Retry-After after a 429. */
  async function spray(username: string, from: number, until: number, first = 0) {
    let checks = 0;
    let refused = 0;
    let i = first;
    at(from);
    while (now < until) {
      const response = await signIn(`guess-${i}`, sprayAddress(i), { username });
      i += 1;
      if (response.statusCode === 401) checks += 1;
      else {
        expect(response.statusCode).toBe(429);
        refused += 1;
        at(now + Number(response.headers['retry-after']) * 1000);
      }
    }
    return { checks, refused, next: i };
  }

  /** Goes on at the present moment until the account is made to wait. */
  async function untilRefused(username: string, first: number) {
    for (let i = first; ; i += 1) {
      const response = await signIn(`guess-${i}`, sprayAddress(i), { username });
      if (response.statusCode === 429) return;
    }
  }

  it('lets a spray from 300 addresses check at most 100 passwords an hour against one account', async () => {
    const start = now;
    const { checks, refused } = await spray(ADMIN.username, start, start + HOUR);
    expect(checks).toBeLessThanOrEqual(100);
    expect(checks).toBeGreaterThanOrEqual(90);
    expect(refused).toBeGreaterThan(0);
    // The budget is the account's, not an address's: a fresh address waits too.
    await untilRefused(ADMIN.username, 50_000);
    const fresh = await signIn('guess-fresh', '192.0.2.200');
    expect(fresh.statusCode).toBe(429);
    expect(JSON.parse(fresh.body)).toMatchObject({ key: 'RATE_LIMITED' });
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    now += 2 * HOUR;
  });

  it('lets the game master in from a known device or address during a spray, whatever the room types', async () => {
    at(now + 2 * HOUR);
    const first = await signIn(ADMIN.password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    // Not remembered (as after a password change): every sign-in below is a real check.
    await server.app.admins.forget(JSON.parse(first.body).id);
    const { checks } = await spray(ADMIN.username, now + 120_000, now + 180_000, 10_000);
    expect(checks).toBeGreaterThan(5);
    await untilRefused(ADMIN.username, 20_000);
    expect((await signIn(ADMIN.password, '192.0.2.99')).statusCode).toBe(429);

    // Players on the game master's network type wrong passwords, without the cookie.
    const room = [];
    for (let i = 0; i < 10; i += 1) room.push((await signIn(`player-${i}`, '192.0.2.10')).statusCode);
    expect(room).toContain(429);
    expect((await signIn(ADMIN.password, '192.0.2.10')).statusCode).toBe(429);

    // The game master's own browser: a typo answers as one, then the right password passes.
    expect((await signIn('a typo', '192.0.2.10', { device: device!.value })).statusCode).toBe(401);
    const gm = await signIn(ADMIN.password, '192.0.2.10', { device: device!.value });
    expect(gm.statusCode).toBe(200);
    expect(JSON.parse(gm.body)).toMatchObject({ username: ADMIN.username });
    // A cookie made for another account is no key to this one's budget.
    expect(
      (await signIn('x', '192.0.2.10', { username: 'other', device: device!.value })).statusCode,
    ).not.toBe(200);
    now += 2 * HOUR;
  });

  it('answers an unknown username exactly as a known one, through a whole spray', async () => {
    // Each from fresh addresses of its own, so the per-address counts start alike.
    const answers = async (username: string, from: number, network: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 30; i += 1) {
        at(from + i * 700);
        const response = await signIn(`guess-${i}`, `${network}.${i}`, { username });
        // The date and the XSRF cookie's random value differ between any two answers.
        const headers = { ...response.headers };
        delete headers.date;
        delete headers['set-cookie'];
        seen.push({ status: response.statusCode, body: response.body, headers });
      }
      return seen;
    };
    const known = await answers(ADMIN.username, now + 2 * HOUR, '10.1.0');
    const unknown = await answers('ghost', now + 2 * HOUR, '10.2.0');
    expect(unknown).toEqual(known);
    expect(known.map((answer) => (answer as { status: number }).status)).toEqual(
      expect.arrayContaining([401, 429]),
    );
    now += 4 * HOUR;
  });

  it('never refuses 20 parallel right sign-ins on a cold cache', async () => {
    at(now + 5 * HOUR);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => signIn(ADMIN.password, '192.0.2.77')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
  });

  it('takes as long to refuse an unknown username as a wrong password', async () => {
    // Interleaved, each on a budget an hour quiet (every one runs Argon2), and compared by
    // their fastest: the least disturbed by whatever else the machine runs.
    const time = async (username: string, i: number) => {
      at(now + 2 * HOUR);
      const started = performance.now();
      const response = await signIn(`slow-${i}`, `192.0.2.${150 + i}`, { username });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    await time('warm-up', 0);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      known.push(await time(ADMIN.username, i));
      unknown.push(await time('nobody-at-all', i));
    }
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
