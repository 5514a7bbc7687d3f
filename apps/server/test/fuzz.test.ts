import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@coulisses/shared/http/error-keys';
import { smallCaseFiles } from '@coulisses/shared/test/small-case-files';
import { admin, newPlayer, newSession, startGame, type TestPlayer } from './fixtures.js';
import { HOSTILE_CHARACTERS, hostileString, shaped, type JsonSchema } from './fuzz-schema.js';
import { ADMIN, basic, ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

/**
 * Every operation of the app's own OpenAPI document, fuzzed (docs/decisions/0016): generated
 * path parameters, queries, headers and bodies — shaped by the document's schemas or
 * hostile (NUL, controls, U+2028, lone surrogates, huge strings, wrong types, deep nesting,
 * invalid UTF-8) — with valid credentials in part of the cases, so that requests reach the
 * code behind authentication. No answer may be a 5xx; every 4xx is `{ key, message }`.
 * An operation added to the API joins the fuzz by being in the document.
 *
 * FUZZ_RUNS sets the number of requests per engine (10,000 by default); FUZZ_SEED replays.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** A stream's head is all a request needs to show; its body never ends. */
const STREAM_READ_MS = 200;
/** An answer slower than this is a defect of its own (a request that hangs). */
const ANSWER_MS = 10_000;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

function operationsOf(document: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: route,
      parameters: (operation.parameters ?? []) as Parameter[],
      body: operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined,
    })),
  );
}

/** The ids that exist, so that a part of the requests names real things. */
interface Pools {
  sessions: string[];
  players: TestPlayer[];
  admins: string[];
  locks: string[];
  documents: string[];
  questions: string[];
  /** Cases of the library: installed, and one written by the fuzz's admin. */
  cases: string[];
}

type PathValue = { real: true; around?: string; before?: boolean } | { value: string; raw?: boolean };

interface Generated {
  operation: Operation;
  pick: number;
  pathValues: Record<string, PathValue>;
  query: Record<string, unknown> | string | undefined;
  auth: 'none' | 'admin' | 'player' | 'otherPlayer' | 'hostileBasic' | 'junkBasic' | 'junkToken' | 'both';
  hostileAuth: string;
  xsrf: 'valid' | 'none' | 'wrong';
  contentType: string | undefined;
  accept: string | undefined;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; bytes: Uint8Array }
    | { kind: 'text'; text: string };
}

/** What an HTTP parser lets through in a header value: printable ASCII. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

const rawSegment = fc.constantFrom(
  '%',
  '%zz',
  '%ff',
  '%C0%AF',
  '%00',
  '%E2%80%A8',
  '%0d%0a',
  '%2e%2e',
  '%u0000',
  '%ED%A0%80',
);

function requestArbitrary(operations: Operation[], pools: () => Pools): fc.Arbitrary<Generated> {
  return fc.constantFrom(...operations).chain((operation) => {
    const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const pathValue: fc.Arbitrary<PathValue> = fc.oneof(
      { weight: 24, arbitrary: fc.constant({ real: true as const }) },
      { weight: 3, arbitrary: hostileString.map((value) => ({ value })) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((value) => ({ value })) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 90, max: 300 }).map((length) => ({ value: 'A'.repeat(length) })),
      },
      { weight: 1, arbitrary: rawSegment.map((value) => ({ value, raw: true })) },
      // A real id with a hostile character around it: what a lenient lookup might still find.
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...HOSTILE_CHARACTERS), fc.boolean())
          .map(([around, before]) => ({ real: true as const, around, before })),
      },
    );
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const query: fc.Arbitrary<Generated['query']> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record(
          Object.fromEntries(
            queryParameters.map((parameter) => [
              parameter.name,
              fc.oneof(
                { weight: 3, arbitrary: shaped(parameter.schema, () => undefined) },
                { weight: 1, arbitrary: hostileString },
                { weight: 3, arbitrary: fc.constant('real') },
              ),
            ]),
          ),
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(rawSegment, hostileString.map(encodeLoosely))
          .map((junk) => `${queryParameters[0]?.name ?? 'q'}=${junk}`),
      },
    );
    const realistic = (name: string): fc.Arbitrary<unknown> | undefined => {
      const current = pools();
      switch (name) {
        case 'sessionId':
          return current.sessions.length ? fc.constantFrom(...current.sessions) : undefined;
        case 'playerId':
          return current.players.length
            ? fc.constantFrom(...current.players.map((player) => player.id))
            : undefined;
        case 'answer':
          return fc.oneof(
            fc.constantFrom('1887', '20:57', 'service-lift', 'Moreau'),
            fc.string({ maxLength: 8 }),
          );
        case 'lang':
          return fc.constantFrom('fr', 'en', 'es', 'gr');
        case 'mail':
          return fc.emailAddress();
        case 'scenarioId':
          return fc.constant('le-dernier-acte');
        case 'answers':
          return fc.dictionary(fc.constantFrom(...current.questions), fc.string({ maxLength: 20 }), {
            maxKeys: 3,
          });
        default:
          return undefined;
      }
    };
    const body: fc.Arbitrary<Generated['body']> = operation.body
      ? fc.oneof(
          {
            weight: 12,
            arbitrary: shaped(operation.body, realistic).map((value) => ({ kind: 'json' as const, value })),
          },
          { weight: 2, arbitrary: hostileString.map((value) => ({ kind: 'json' as const, value })) },
          { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
          {
            weight: 1,
            arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ kind: 'raw' as const, bytes })),
          },
          {
            // Invalid UTF-8 inside a JSON string of the shaped body's first field.
            weight: 1,
            arbitrary: fc
              .tuple(
                fc.constantFrom(...Object.keys(operation.body.properties ?? { x: {} })),
                fc.constantFrom(
                  [0xff],
                  [0xc0, 0xaf],
                  [0xed, 0xa0, 0x80],
                  [0xe2, 0x82],
                  [0x00],
                  [0xf4, 0x90, 0x80, 0x80],
                ),
              )
              .map(([field, bytes]) => ({
                kind: 'raw' as const,
                bytes: Buffer.concat([Buffer.from(`{"${field}":"a`), Buffer.from(bytes), Buffer.from('b"}')]),
              })),
          },
          {
            weight: 1,
            arbitrary: fc
              .integer({ min: 1, max: 30_000 })
              .map((depth) => ({ kind: 'text' as const, text: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
          },
          {
            weight: 1,
            arbitrary: fc.constant({
              kind: 'text' as const,
              text: JSON.stringify({ x: 'a'.repeat(70_000) }),
            }),
          },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom('{"a":', '{', 'nul', '"\\u0000"', '{"answer":"\\ud800"}')
              .map((text) => ({ kind: 'text' as const, text })),
          },
        )
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant({ kind: 'none' as const }) },
          { weight: 1, arbitrary: anyBody() },
        );
    return fc.record({
      operation: fc.constant(operation),
      pick: fc.nat(),
      pathValues: fc.record(Object.fromEntries(pathParameters.map((name) => [name, pathValue]))),
      query,
      auth: fc.constantFrom(
        'none',
        'admin',
        'admin',
        'player',
        'player',
        'player',
        'otherPlayer',
        'hostileBasic',
        'junkBasic',
        'junkToken',
        'both',
      ),
      hostileAuth: fc.oneof(
        fc.tuple(hostileString, hostileString).map(([user, password]) => `${user}:${password}`),
        fc.constant(`${ADMIN.username}\u0000:${ADMIN.password}`),
        fc.constant(`${ADMIN.username}:${ADMIN.password}\u0000`),
        fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      ),
      xsrf: fc.constantFrom('valid', 'valid', 'valid', 'valid', 'valid', 'valid', 'none', 'wrong'),
      contentType: fc.oneof(
        { weight: 10, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constant(undefined) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/json;;',
            'APPLICATION/JSON',
            'text/event-stream',
            // A case's archive: raw bytes, hostile most often (docs/product.md#case-editor).
            'application/zip',
          ),
        },
        { weight: 1, arbitrary: headerText },
      ),
      accept: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        {
          weight: 2,
          arbitrary: fc.constantFrom('application/json', '*/*', 'text/event-stream', 'text/csv', 'image/png'),
        },
        { weight: 1, arbitrary: headerText },
      ),
      body,
    });
  });
}

function anyBody(): fc.Arbitrary<Generated['body']> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value })),
    fc.uint8Array({ maxLength: 100 }).map((bytes) => ({ kind: 'raw' as const, bytes })),
  );
}

/** Percent-encodes what encodeURIComponent can; a lone surrogate goes as its UTF-8 replacement. */
function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function realPathValue(
  pools: Pools,
  segmentBefore: string,
  name: string,
  player: TestPlayer | undefined,
  pick: number,
): string {
  const from = <T>(list: T[]) => list[pick % Math.max(1, list.length)];
  if (name === 'lockId') return from(pools.locks) ?? 'x';
  if (name === 'documentId') return from(pools.documents) ?? 'x';
  if (segmentBefore === 'sessions') return from(pools.sessions) ?? 'x';
  if (segmentBefore === 'players') return player?.id ?? 'x';
  if (segmentBefore === 'admins') return from(pools.admins) ?? 'x';
  if (segmentBefore === 'cases') return from(pools.cases) ?? 'x';
  return from(pools.sessions) ?? 'x';
}

function build(generated: Generated, pools: Pools, xsrfToken: string): Built {
  const { operation, pick } = generated;
  const player = pools.players[pick % Math.max(1, pools.players.length)];
  const other = pools.players[(pick + 1) % Math.max(1, pools.players.length)];
  const segments = operation.path.split('/');
  const url = segments
    .map((segment, index) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      const generatedValue = generated.pathValues[name]!;
      if ('real' in generatedValue) {
        const real = realPathValue(pools, segments[index - 1] ?? '', name, player, pick);
        const around = generatedValue.around ?? '';
        return encodeLoosely(generatedValue.before ? `${around}${real}` : `${real}${around}`);
      }
      return generatedValue.raw ? generatedValue.value : encodeLoosely(generatedValue.value);
    })
    .join('/');
  let search = '';
  if (typeof generated.query === 'string') search = `?${generated.query}`;
  else if (generated.query) {
    const entries = Object.entries(generated.query).map(([name, value]) => {
      const text =
        value === 'real'
          ? name === 'sessionId'
            ? (pools.sessions[pick % pools.sessions.length] ?? '')
            : 'en'
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
      return `${encodeURIComponent(name)}=${encodeLoosely(text ?? '')}`;
    });
    if (entries.length) search = `?${entries.join('&')}`;
  }
  const headers: Record<string, string> = {};
  const basicOf = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;
  switch (generated.auth) {
    case 'admin':
      headers.authorization = admin.authorization;
      break;
    case 'player':
      if (player) headers['x-player-token'] = player.token;
      break;
    case 'otherPlayer':
      if (other) headers['x-player-token'] = other.token;
      break;
    case 'hostileBasic':
      headers.authorization = basicOf(generated.hostileAuth);
      break;
    case 'junkBasic':
      headers.authorization = `Basic ${generated.hostileAuth.replace(/[^\x20-\x7e]/g, '')}`;
      break;
    case 'junkToken':
      // What a header can carry: printable ASCII, with Basic credentials alongside at times.
      headers['x-player-token'] = generated.hostileAuth.replace(/[^\x20-\x7e]/g, '') || ' ';
      if (pick % 3 === 0) headers.authorization = basic();
      break;
    case 'both':
      headers.authorization = basic();
      if (player) headers['x-player-token'] = player.token;
      break;
    default:
  }
  if (generated.xsrf !== 'none') headers.cookie = `XSRF-TOKEN=${xsrfToken}`;
  if (generated.xsrf === 'valid') headers['x-xsrf-token'] = xsrfToken;
  if (generated.xsrf === 'wrong') headers['x-xsrf-token'] = `${xsrfToken}x`;
  if (generated.accept) headers.accept = generated.accept;
  let payload: string | Buffer | undefined;
  const { body } = generated;
  if (body.kind === 'json') payload = JSON.stringify(body.value) ?? 'null';
  if (body.kind === 'raw') payload = Buffer.from(body.bytes);
  if (body.kind === 'text') payload = body.text;
  if (payload !== undefined && generated.contentType) headers['content-type'] = generated.contentType;
  return { method: operation.method, url: `${url}${search}`, headers, payload };
}

/** Reads an answer to its end, or only its head for a stream that never ends. */
async function send(app: FastifyInstance, request: Built) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS);
  });
  try {
    return await Promise.race([answer(app, request), hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function answer(app: FastifyInstance, request: Built) {
  const response = await app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream() as Readable;
  const chunks: Buffer[] = [];
  const isStream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  await new Promise<void>((resolve) => {
    const timer = isStream ? setTimeout(resolve, STREAM_READ_MS) : undefined;
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      clearTimeout(timer);
      resolve();
    });
    stream.on('error', () => resolve());
  });
  if (isStream) stream.destroy();
  return {
    status: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  serverErrors: { request: string; status: number; body: string }[];
  badRefusals: { request: string; status: number; body: string }[];
  operations: Map<string, { total: number; below400: number; statuses: Record<number, number> }>;
}

const describeRequest = (request: Built) =>
  JSON.stringify({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, cookie: undefined, 'x-xsrf-token': undefined },
    payload:
      typeof request.payload === 'string'
        ? request.payload.slice(0, 300)
        : request.payload?.toString('hex').slice(0, 300),
  });

describe.each(ENGINES)('The OpenAPI document fuzzed on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;
  let operations: Operation[];
  let xsrfToken: string;
  const pools: Pools = {
    sessions: [],
    players: [],
    admins: [],
    locks: [],
    documents: [],
    questions: [],
    cases: ['le-dernier-acte', 'fuzz-case'],
  };

  async function addSession() {
    const session = await newSession(client);
    pools.sessions.push(session.id);
    for (let index = 0; index < 3; index += 1) {
      const player = await newPlayer(client, session.id);
      await startGame(client, player);
      pools.players.push(player);
    }
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      REGISTER_RATE_LIMIT_MAX: '100000000',
      ATTEMPT_RATE_LIMIT_MAX: '100000000',
      WARNING_CHECK_SECONDS: '0',
    });
    client = new TestClient(server.url);
    for (let index = 0; index < 3; index += 1) await addSession();
    const written = await client.post(
      '/v1/cases',
      { id: 'fuzz-case', files: smallCaseFiles('fuzz-case') },
      admin,
    );
    expect(written.status).toBe(201);
    xsrfToken = client.xsrfCookie;
    const admins = await client.get('/v1/admins', admin);
    pools.admins = (admins.body as { id: string }[]).map((row) => row.id);
    const scenario = JSON.parse(
      fs.readFileSync(
        path.join(server.config.CONTENT_DIR, 'scenarios', 'le-dernier-acte', 'scenario.json'),
        'utf8',
      ),
    );
    // The first lock, open from the start, most often: attempts and hints then reach the game.
    const locks: string[] = scenario.locks.map((lock: { id: string }) => lock.id);
    pools.locks = [...Array<string>(locks.length).fill(locks[0]!), ...locks];
    pools.documents = scenario.folders.flatMap((folder: { documents: { id: string }[] }) =>
      folder.documents.map((document) => document.id),
    );
    pools.questions = scenario.accusation.questions.map((question: { id: string }) => question.id);
    const document = await server.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    operations = operationsOf(document.json());
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${RUNS} generated requests over every operation without a 5xx, every 4xx as { key, message }`, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const tally: Tally = {
      requests: 0,
      byStatus: new Map(),
      serverErrors: [],
      badRefusals: [],
      operations: new Map(),
    };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        requestArbitrary(operations, () => pools),
        async (generated) => {
          const request = build(generated, pools, xsrfToken);
          const response = await send(server.app, request);
          tally.requests += 1;
          tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
          const key = `${generated.operation.method} ${generated.operation.path}`;
          const counts = tally.operations.get(key) ?? { total: 0, below400: 0, statuses: {} };
          counts.total += 1;
          counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
          if (response.status < 400) counts.below400 += 1;
          tally.operations.set(key, counts);
          if (response.status >= 500) {
            tally.serverErrors.push({
              request: describeRequest(request),
              status: response.status,
              body: response.body.slice(0, 300),
            });
          } else if (response.status >= 400) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(response.body);
            } catch {
              parsed = undefined;
            }
            if (!errorBodySchema.safeParse(parsed).success) {
              tally.badRefusals.push({
                request: describeRequest(request),
                status: response.status,
                body: response.body.slice(0, 300),
              });
            }
          }
          if (generated.operation.path === '/v1/admins' && response.status === 201) {
            pools.admins.push((JSON.parse(response.body) as { id: string }).id);
          }
          // A session the fuzz deleted is replaced, so that later requests still find real ones.
          if (
            generated.operation.method === 'DELETE' &&
            generated.operation.path === '/v1/sessions/{id}' &&
            response.status === 204
          ) {
            const gone = request.url.split('/')[3];
            pools.sessions = pools.sessions.filter((id) => id !== gone);
            if (pools.sessions.length < 3) await addSession();
          }
          return true;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    const reached = [...tally.operations.entries()].filter(([, counts]) => counts.below400 > 0).length;
    console.log(
      `fuzz on ${engine} (FUZZ_SEED=${SEED}): ${tally.requests} requests over ${tally.operations.size} operations in ${seconds.toFixed(1)} s; ` +
        `${reached} operations answered below 400 at least once; 5xx: ${tally.serverErrors.length}; ` +
        `4xx not {key, message}: ${tally.badRefusals.length}; by status: ${JSON.stringify(Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)))}`,
    );
    const unreached = [...tally.operations.entries()]
      .filter(([, counts]) => counts.below400 === 0)
      .map(([key, counts]) => `${key} ${JSON.stringify(counts.statuses)}`);
    if (unreached.length) console.log(`never answered below 400: ${unreached.join('; ')}`);
    for (const sample of [...tally.serverErrors.slice(0, 15), ...tally.badRefusals.slice(0, 15)])
      console.log(sample);
    // Every operation was fuzzed (a short run, FUZZ_RUNS=100, may miss one by chance).
    if (RUNS >= operations.length * 20) expect(tally.operations.size).toBe(operations.length);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.badRefusals).toEqual([]);
  }, 1_200_000);
});
