import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@coulisses/shared/http/error-keys';
import { startTestServer, TestClient, type TestServer } from './helper.js';

/**
 * What app.inject cannot show, over a real socket (docs/decisions/0016-hostile-input.md):
 * requests Node's HTTP parser or Fastify's router refuse before any route runs still get
 * `{ key, message }` as JSON, and nothing of them is logged as the server's fault.
 */
describe('Refusals made before a route runs, over a socket', () => {
  let server: TestServer;
  let port = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    server = await startTestServer('sqlite', { LOG_LEVEL: 'warn' }, log);
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Writes raw bytes, reads until the server closes or answers in full. */
  function raw(
    request: string | Buffer,
    then?: string,
  ): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head, body });
      };
      socket.on('end', done);
      socket.on('close', done);
      socket.on('error', reject);
      socket.write(request);
      if (then !== undefined) setTimeout(() => socket.write(then), 100);
      setTimeout(() => socket.end(), 1500);
    });
  }

  const expectRefusal = (answer: { status: number; body: string }, status: number, key: string) => {
    expect(answer.status).toBe(status);
    const body = JSON.parse(answer.body);
    expect(errorBodySchema.safeParse(body).success, answer.body).toBe(true);
    expect(body.key).toBe(key);
  };

  it('answers a URL that is not validly percent-encoded with 400 BAD_URL', async () => {
    const client = new TestClient(server.url);
    const { status, body, headers } = await client.get('/v1/sessions/%E0%A4%A/dashboard');
    expect(status).toBe(400);
    expect(body).toMatchObject({ key: 'BAD_URL' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers a path parameter over 100 characters with 414 URL_TOO_LONG', async () => {
    const client = new TestClient(server.url);
    const { status, body } = await client.get(`/v1/players/${'a'.repeat(120)}/game`);
    expect(status).toBe(414);
    expect(body).toMatchObject({ key: 'URL_TOO_LONG' });
  });

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE as JSON', async () => {
    const answer = await raw(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectRefusal(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers a malformed request line with 400 BAD_REQUEST as JSON', async () => {
    const answer = await raw('GET /v1/health HTTP/1.1 extra\r\n\r\n');
    expectRefusal(answer, 400, 'BAD_REQUEST');
  });

  it('answers a header with a NUL byte with 400 BAD_REQUEST as JSON', async () => {
    const answer = await raw(
      Buffer.from('GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Player-Token: a\u0000b\r\n\r\n', 'latin1'),
    );
    expectRefusal(answer, 400, 'BAD_REQUEST');
  });

  it('answers malformed chunked bodies with 400 BAD_REQUEST and logs no error (no TypeError from the rate limiter)', async () => {
    const health = await new TestClient(server.url).get('/v1/health');
    const cookie = health.headers.get('set-cookie')?.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
    logLines.length = 0;
    for (const path of ['/v1/login', '/v1/players', '/v1/sessions']) {
      for (const body of [
        'zz\r\n',
        '5\r\n{"use\r\nZZZ\r\n',
        '1\r\nab\r\n',
        '-1\r\n',
        'ffffffffffffffffff\r\n',
      ]) {
        const answer = await raw(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
            `Cookie: XSRF-TOKEN=${cookie}\r\nX-XSRF-TOKEN: ${cookie}\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
        );
        expectRefusal(answer, 400, 'BAD_REQUEST');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The server's log is at warn here: an address read for the log would hide the fault.
    expect(logLines.filter((line) => /TypeError|"level":5\d/.test(line))).toEqual([]);
  });
});
