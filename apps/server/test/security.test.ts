import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app.js';
import { basic, startTestServer, TestClient, type TestServer } from './helper.js';

describe('XSRF, limits and headers', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { CORS_ORIGINS: 'https://play.example.org' });
    client = new TestClient(server.url);
    await client.get('/v1/health');
  });
  afterAll(() => server.close());

  const raw = (path: string, init: RequestInit) => fetch(`${server.url}${path}`, init);
  const json = { 'content-type': 'application/json' };

  it('sets a script-readable XSRF-TOKEN cookie', async () => {
    const response = await raw('/v1/health', {});
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toContain('HttpOnly');
  });

  it('refuses a state-changing call without the header: 403 XSRF', async () => {
    const response = await raw('/v1/login', {
      method: 'POST',
      headers: { ...json, cookie: `XSRF-TOKEN=${client.xsrfCookie}` },
      body: JSON.stringify({ username: 'gm', password: 'x' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ key: 'XSRF' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await client.request('POST', '/v1/login', {
      json: { username: 'gm', password: 'x' },
      headers: { 'x-xsrf-token': 'other' },
    });
    expect(response.status).toBe(403);
    expect(response.body.key).toBe('XSRF');
  });

  it('refuses a cookie the server did not sign, even when the header echoes it', async () => {
    const planted = 'planted.value';
    const response = await raw('/v1/login', {
      method: 'POST',
      headers: { ...json, cookie: `XSRF-TOKEN=${planted}`, 'x-xsrf-token': planted },
      body: JSON.stringify({ username: 'gm', password: 'x' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a cross-site origin that is not on the allow-list', async () => {
    const response = await client.request('POST', '/v1/login', {
      json: { username: 'gm', password: 'x' },
      headers: { origin: 'https://evil.example.net' },
    });
    expect(response.status).toBe(403);
    expect(response.body.key).toBe('XSRF');
  });

  it('answers 400 BAD_JSON to malformed JSON and 415 to another media type', async () => {
    const malformed = await client.request('POST', '/v1/players', { body: '{"mail":', headers: json });
    expect(malformed.status).toBe(400);
    expect(malformed.body.key).toBe('BAD_JSON');
    const text = await client.request('POST', '/v1/players', {
      body: '<mail/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.status).toBe(415);
    expect(text.body.key).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 BODY_TOO_LARGE to an oversized body and stores nothing', async () => {
    const body = JSON.stringify({
      mail: 'a@example.com',
      sessionId: 'ABCDEF',
      padding: 'x'.repeat(BODY_LIMIT),
    });
    const response = await client.request('POST', '/v1/players', { body, headers: json });
    expect(response.status).toBe(413);
    expect(response.body.key).toBe('BODY_TOO_LARGE');
    expect(await server.database.db.selectFrom('players').selectAll().execute()).toHaveLength(0);
  });

  it("sends a page the document's security headers", async () => {
    const { headers } = await raw('/some/page', {});
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends an API answer the headers of a response no browser renders as a page', async () => {
    const { headers } = await client.get('/v1/health');
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('referrer-policy')).toBeNull();
  });

  it('allows CORS for an origin on the allow-list only', async () => {
    const allowed = await raw('/v1/health', { headers: { origin: 'https://play.example.org' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://play.example.org');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await raw('/v1/health', { headers: { origin: 'https://evil.example.net' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 NOT_FOUND as JSON for an unknown API path', async () => {
    const response = await client.get('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.key).toBe('NOT_FOUND');
  });

  it('describes every endpoint in /v1/openapi.json', async () => {
    const { status, body } = await client.get('/v1/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/sessions',
        '/v1/sessions/{id}',
        '/v1/players',
        '/v1/players/{id}',
        '/v1/login',
      ]),
    );
    expect(Object.keys(body.paths['/v1/sessions'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(body.paths['/v1/players/{id}'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('applies the XSRF check however the API path is spelled', async () => {
    const response = await raw('/%761/players', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mail: 'a@example.com', sessionId: 'ABCDEF' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ key: 'XSRF' });
  });

  it('checks credentials before the body: 401, not the field names, to a stranger', async () => {
    const { status, body } = await client.post('/v1/sessions', { name: '' });
    expect(status).toBe(401);
    expect(body.fields).toBeUndefined();
  });
});

describe('login throttles', () => {
  it('limit logins per address: 429 RATE_LIMITED past the limit, however the path is spelled', async () => {
    const server = await startTestServer('sqlite', { LOGIN_RATE_LIMIT_MAX: '3' });
    try {
      const client = new TestClient(server.url);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await client.post('/v1/login', { username: 'gm', password: `wrong-${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401]);
      const encoded = await client.post('/%761/login', { username: 'gm', password: 'correct horse battery' });
      expect(encoded.status).toBe(429);
      expect(encoded.body.key).toBe('RATE_LIMITED');
    } finally {
      await server.close();
    }
  });

  it('make an address that keeps failing wait, without cutting off a signed-in admin', async () => {
    const server = await startTestServer('sqlite');
    try {
      const client = new TestClient(server.url);
      expect((await client.get('/v1/sessions', { authorization: basic() })).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push(
          (await client.get('/v1/sessions', { authorization: basic('gm', `guess-${i}`) })).status,
        );
      }
      // docs/decisions/0014-sign-in-and-shared-limits.md: six checks at once, then a growing wait.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      const waiting = await client.post('/v1/login', { username: 'gm', password: 'another guess' });
      expect(waiting.status).toBe(429);
      expect(waiting.body.key).toBe('RATE_LIMITED');
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      // The admin already signed in from here goes on working.
      expect((await client.get('/v1/sessions', { authorization: basic() })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answer an unknown username as a wrong password', async () => {
    const server = await startTestServer('sqlite');
    try {
      const unknown = await new TestClient(server.url).post('/v1/login', {
        username: 'nobody',
        password: 'whatever',
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body.key).toBe('BAD_CREDENTIALS');
    } finally {
      await server.close();
    }
  });
});

describe('logs', () => {
  it('never contain a password or a token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer('sqlite', { LOG_LEVEL: 'trace' }, stream);
    try {
      const client = new TestClient(server.url);
      await client.post('/v1/login', { username: 'gm', password: 'correct horse battery' });
      await client.get('/v1/sessions', { authorization: basic() });
      await client.post('/v1/login', { username: 'gm', password: 'a-wrong-secret' });
    } finally {
      await server.close();
    }
    const log = lines.join('');
    expect(log).toContain('/v1/login');
    expect(log).not.toContain('correct horse battery');
    expect(log).not.toContain('a-wrong-secret');
    expect(log).not.toContain(Buffer.from('gm:correct horse battery').toString('base64'));
  });
});

describe('per-address limits and IPv6', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => server.close());

  const health = (remoteAddress: string) => server.app.inject({ url: '/v1/health', remoteAddress });

  it('counts an IPv6 host by its /64, whichever of its addresses each request comes from', async () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:a:b:c:d']) {
      expect((await health(address)).statusCode).toBe(200);
    }
    const rotated = await health('2001:db8:1:2:ffff::9');
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toMatchObject({ key: 'RATE_LIMITED' });
    // The neighbouring /64 is another host, and an IPv4 client is counted alone.
    expect((await health('2001:db8:1:3::1')).statusCode).toBe(200);
    expect((await health('203.0.113.7')).statusCode).toBe(200);
  });
});
