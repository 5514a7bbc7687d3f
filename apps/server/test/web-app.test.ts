import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from './helper.js';

/** A built web app in miniature: index.html, a hashed chunk, a translation file. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-web-'));
  fs.mkdirSync(path.join(dir, 'assets/i18n'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><meta name="coulisses-api-base" content="" /></head><body>app</body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets/index-AbCdEf12.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets/i18n/gr.json'), '{"app":{"name":"Coulisses"}}');
  return dir;
}

describe('serving the web app', () => {
  let server: TestServer;
  let client: TestClient;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebDist();
    server = await startTestServer('sqlite', { WEB_DIST: dist, PUBLIC_API_BASE: 'https://api.example.org' });
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html for the routes of the app (history fallback)', async () => {
    for (const route of ['/', '/index.html', '/register?session=ABCD23', '/admin', '/some/unknown/path']) {
      const { status, body, headers } = await client.get(route);
      expect(status, route).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      expect(body).toContain('<body>app</body>');
    }
  });

  it('writes the run-time API base into index.html, however it is asked for', async () => {
    for (const route of ['/register', '/index.html']) {
      const { body } = await client.get(route);
      expect(body).toContain('<meta name="coulisses-api-base" content="https://api.example.org" />');
    }
  });

  it('serves the translation files at /assets/i18n/{lang}.json, revalidated', async () => {
    const { status, body, headers } = await client.get('/assets/i18n/gr.json');
    expect(status).toBe(200);
    expect(body).toEqual({ app: { name: 'Coulisses' } });
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed chunks for good, and answers 404 for a missing file', async () => {
    const chunk = await client.get('/assets/index-AbCdEf12.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const missing = await client.get('/assets/i18n/de.json');
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('NOT_FOUND');
  });

  it('sets the XSRF-TOKEN cookie on the page itself, so the first POST can echo it', async () => {
    const response = await fetch(`${server.url}/register`);
    expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });
});

/** One raw GET with the given Accept-Encoding: its status, headers and undecoded body. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('serving the prerendered /register', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebDist();
    fs.writeFileSync(
      path.join(dist, 'register.html'),
      '<html><head><meta name="coulisses-api-base" content="" /></head><body><form>join</form></body></html>',
    );
    server = await startTestServer('sqlite', { WEB_DIST: dist, PUBLIC_API_BASE: 'https://api.example.org' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers /register, with or without a join code, and its file, with the prerendered page and its API base', async () => {
    for (const route of ['/register', '/register?session=ABCD23', '/register.html']) {
      const { status, body } = await rawGet(`${server.url}${route}`, 'identity');
      expect(status, route).toBe(200);
      expect(body.toString()).toContain('<form>join</form>');
      expect(body.toString()).toContain(
        '<meta name="coulisses-api-base" content="https://api.example.org" />',
      );
    }
    const other = await rawGet(`${server.url}/admin`, 'identity');
    expect(other.body.toString()).toContain('<body>app</body>');
  });

  it('sends the pages in brotli or gzip when the browser accepts them, and says it varies', async () => {
    const br = await rawGet(`${server.url}/register`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('<form>join</form>');
    const gzip = await rawGet(`${server.url}/`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('<body>app</body>');
    const plain = await rawGet(`${server.url}/register`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
