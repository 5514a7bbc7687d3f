#!/usr/bin/env node
// A small load-balancing proxy for bench/instances.mjs, in a process of its own so that its
// CPU shows apart: each request goes to the next instance in turn (round robin by request),
// over keep-alive connections to the instances; a Server-Sent Events answer is piped as its
// chunks arrive, never buffered. Every answer says the instance that served it in
// `x-backend` (its index). A real deployment puts nginx or HAProxy there.
//
//   PORT=8080 BACKENDS=http://127.0.0.1:3001,http://127.0.0.1:3002 node bench/lib/balancer.mjs
import http from 'node:http';

const backends = (process.env.BACKENDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((base, index) => {
    const url = new URL(base);
    return {
      index: String(index),
      hostname: url.hostname,
      port: Number(url.port),
      agent: new http.Agent({ keepAlive: true, maxFreeSockets: 1024, scheduling: 'lifo' }),
    };
  });
if (backends.length === 0) throw new Error('BACKENDS lists no instance');

/** Hop-by-hop headers (RFC 9110 §7.6.1): each connection's own, not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
const forwarded = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

let next = 0;
const server = http.createServer((request, response) => {
  const backend = backends[next];
  next = (next + 1) % backends.length;
  const upstream = http.request({
    hostname: backend.hostname,
    port: backend.port,
    method: request.method,
    path: request.url,
    headers: {
      ...forwarded(request.headers),
      'x-forwarded-for': request.socket.remoteAddress,
    },
    agent: backend.agent,
  });
  upstream.on('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, {
      ...forwarded(answer.headers),
      'x-backend': backend.index,
    });
    // An event stream's headers go out at once; its events follow as they come (pipe
    // writes each chunk as it is read, and the sockets do not wait to fill: no Nagle).
    if (String(answer.headers['content-type']).startsWith('text/event-stream')) response.flushHeaders();
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  upstream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    } else response.destroy();
  });
  // The player left (a stream closed, a phone gone): the instance's side closes too.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
});
// The instances' own timeouts (Fastify's defaults): idle keep-alive connections for 72 s.
server.keepAliveTimeout = 72_000;
server.headersTimeout = 75_000;
server.requestTimeout = 0;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
