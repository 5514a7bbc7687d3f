import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import * as ece from 'http_ece';

/**
 * A push service on loopback, for the tests and the benchmark: it
 * takes Web Push requests as a real one does (RFC 8030), checks their VAPID header
 * (RFC 8292) and decrypts their body with the subscription's own private key (RFC 8291),
 * as the browser would. Each endpoint can be told how to answer.
 */

/** What a browser gives the app: PushSubscription.toJSON(). */
export interface StandInSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: any;
  /** Its size in bytes, decrypted. */
  bytes: number;
  headers: IncomingHttpHeaders;
  /** The VAPID public key the request was signed with. */
  vapidKey: string;
  /** process.hrtime.bigint() when it arrived. */
  at: bigint;
}

/** How one request to an endpoint is answered: a status (with headers), or no answer at all. */
export type StandInAnswer = { status: number; headers?: Record<string, string> } | 'never';

export interface PushService {
  url: string;
  received: ReceivedPush[];
  /** Requests per endpoint, answered or not, including refused and undecryptable ones. */
  attempts: Map<string, number>;
  /** Requests that failed the checks, with the reason. */
  rejected: { endpoint: string; reason: string }[];
  /** A new subscription of a browser of this service. */
  subscribe: () => StandInSubscription;
  /** The answers to the next requests to this endpoint, in order; the last one stays. */
  answer: (endpoint: string, ...answers: StandInAnswer[]) => void;
  receivedBy: (endpoint: string) => ReceivedPush[];
  /** Resolves once `predicate` holds after a request, or rejects after `timeoutMs`. */
  until: (predicate: () => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  auth: string;
  answers: StandInAnswer[];
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT for this origin, signed by k. */
function checkVapid(header: string | undefined, audience: string): { key: string } | { problem: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { problem: 'no VAPID Authorization header' };
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { problem: 'bad VAPID signature' };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (body.aud !== audience) return { problem: `VAPID audience ${String(body.aud)}` };
  if (typeof body.exp !== 'number' || body.exp * 1000 < Date.now()) return { problem: 'VAPID expired' };
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub))
    return { problem: 'VAPID subject' };
  return { key };
}

export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const attempts = new Map<string, number>();
  const rejected: { endpoint: string; reason: string }[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let url = '';

  const settle = () => waiters.forEach((check) => check());

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${url}${request.url ?? ''}`;
      attempts.set(endpoint, (attempts.get(endpoint) ?? 0) + 1);
      const refuse = (status: number, reason: string) => {
        rejected.push({ endpoint, reason });
        response.writeHead(status).end(reason);
        settle();
      };
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      const answer = browser.answers.length > 1 ? browser.answers.shift()! : browser.answers[0];
      if (answer === 'never') return settle();
      const vapid = checkVapid(request.headers.authorization, url);
      if ('problem' in vapid) return refuse(401, vapid.problem);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
      if (!request.headers.ttl) return refuse(400, 'no TTL');
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return refuse(413, 'payload too large');
      if (answer && answer.status >= 300) {
        response.writeHead(answer.status, answer.headers).end();
        return settle();
      }
      let plain: Buffer;
      try {
        plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
      } catch (error) {
        return refuse(400, `cannot decrypt: ${String(error)}`);
      }
      received.push({
        endpoint,
        payload: JSON.parse(plain.toString('utf8')),
        bytes: plain.length,
        headers: request.headers,
        vapidKey: vapid.key,
        at: process.hrtime.bigint(),
      });
      response.writeHead(answer?.status ?? 201, { location: `${endpoint}/messages/${received.length}` });
      response.end();
      settle();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    attempts,
    rejected,
    subscribe: () => {
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys().toString('base64url');
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${url}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, auth, answers: [] });
      return { endpoint, expirationTime: null, keys: { p256dh, auth } };
    },
    answer: (endpoint, ...answers) => {
      const browser = browsers.get(endpoint);
      if (!browser) throw new Error(`Unknown endpoint ${endpoint}`);
      browser.answers = answers;
    },
    receivedBy: (endpoint) => received.filter((push) => push.endpoint === endpoint),
    until: (predicate, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The push service stand-in waited ${timeoutMs} ms in vain`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
