import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, onTestFinished, vi } from 'vitest';
import * as teams from '../src/db/migrations/0013-teams.js';
import * as teamAccusation from '../src/db/migrations/0014-team-accusation.js';
import * as teamNotepad from '../src/db/migrations/0015-team-notepad.js';
import * as teamMessages from '../src/db/migrations/0016-team-messages.js';
import * as lockThrottlesUnindexed from '../src/db/migrations/0017-lock-throttles-unindexed.js';
import * as rightAnswers from '../src/db/migrations/0018-right-answers.js';
import * as notepadAuthors from '../src/db/migrations/0019-notepad-authors.js';
import * as namesAndTeams from '../src/db/migrations/0020-names-and-teams.js';
import * as teamPins from '../src/db/migrations/0021-team-pins.js';
import * as proposalShown from '../src/db/migrations/0022-proposal-shown.js';
import { buildApp } from '../src/app.js';
import { readConfig, type Config } from '../src/config.js';
import { openDatabase, type Engine, type OpenDatabase } from '../src/db/database.js';
import { ensureFirstAdmin } from '../src/modules/admins/admins.js';
import { eventOutlet, type EventOutlet } from '../src/modules/events/event-outlet.js';
import type { ResolveHost } from '../src/modules/push/push-endpoint.js';
import { listen, type Stream } from './live-stream.js';

/** SQLite always; PostgreSQL too whenever TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const ADMIN = { username: 'gm', password: 'correct horse battery' };

/** Who may add admins straight through the module (createAdmin checks the role only). */
export const ACCOUNTS_OWNER: Admin = { id: 'accounts-owner', username: 'gm', createdAt: '', role: 'owner' };

export interface TestServer {
  app: FastifyInstance;
  database: OpenDatabase;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

/** Opens a fresh database of the given engine: a temp folder, or a schema of its own. */
export async function openTestDatabase(
  engine: Engine,
): Promise<{ database: OpenDatabase; dispose: () => Promise<void>; env: Record<string, string> }> {
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-test-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      env: { DATA_DIR: dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: url, schema, dataDir: '' });
  return {
    database,
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    dispose: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/**
 * The event outlet a module is handed outside the app: it keeps what it would publish, as
 * the live channel carries it, and the messages it would push.
 */
export function recordingOutlet(): { events: EventOutlet; published: LiveEvent[]; pushed: Message[] } {
  const published: LiveEvent[] = [];
  const pushed: Message[] = [];
  const events = eventOutlet({
    live: { publish: async (event) => void published.push(event) },
    push: (message) => void pushed.push(message),
    pushProposal: () => undefined,
    lost: (error) => {
      throw error;
    },
  });
  return { events, published, pushed };
}

/** Builds the app on a fresh database with one admin, and listens on a free port. */
export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  resolveHost?: ResolveHost,
): Promise<TestServer> {
  const { database, dispose, env: dbEnv } = await openTestDatabase(engine);
  const config = readConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...dbEnv, ...env });
  await ensureFirstAdmin(database.db, ADMIN.username, ADMIN.password);
  const app = await buildApp(config, database, logStream, resolveHost);
  return {
    app,
    database,
    config,
    url: await listenLocally(app),
    close: async () => {
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

/** Listens on a free port of 127.0.0.1: the app's URL. */
async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * Closes an app (with `close`, its own close unless given) and drops its sockets at once: a
 * closed EventSource aborts its fetch, after which undici opens a spare socket that would hold
 * the close for undici's 4 s keep-alive.
 */
export async function closeDroppingSockets(
  app: FastifyInstance,
  close: () => Promise<unknown> = () => app.close(),
): Promise<void> {
  const closing = close();
  app.server.closeAllConnections();
  await closing;
}

const notStarted = (): never => {
  throw new Error('The suite’s server starts before its first test');
};

/** The live streams a suite's tests open, each closed after its test. */
function streamsClosedAfterEach(): (url: string, headers: Record<string, string>) => Stream {
  const streams: Stream[] = [];
  afterEach(() => streams.splice(0).forEach((stream) => stream.source.close()));
  return (url, headers) => {
    const stream = listen(url, headers);
    streams.push(stream);
    return stream;
  };
}

export interface SuiteServer {
  /** The server, there from the suite's first test to its last. */
  readonly server: TestServer;
  /** A client of the server. */
  client: TestClient;
  /** Opens a live stream on the server's `path`, closed after the test. */
  listen: (path: string, headers: Record<string, string>) => Stream;
}

/**
 * A server for the tests of one `describe`: started before the first and closed after the
 * last, with a client, and the live streams each test opens closed after it.
 */
export function serverForSuite(engine: Engine, env: Record<string, string> = {}): SuiteServer {
  let server: TestServer | undefined;
  const started = () => server ?? notStarted();
  beforeAll(async () => {
    server = await startTestServer(engine, env);
  });
  const openStream = streamsClosedAfterEach();
  afterAll(async () => {
    if (server) await closeDroppingSockets(server.app, server.close);
  });
  return {
    get server() {
      return started();
    },
    client: new TestClient(() => started().url),
    listen: (path, headers) => openStream(`${started().url}${path}`, headers),
  };
}

export interface SharedDatabase {
  /** The same database twice, each with connections of its own. */
  databases: [OpenDatabase, OpenDatabase];
  /** Its DATABASE_URL and DATABASE_SCHEMA. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A fresh PostgreSQL schema with one admin, opened twice, as two instances behind a load
 * balancer hold it.
 */
export async function openSharedDatabase(): Promise<SharedDatabase> {
  const first = await openTestDatabase('postgres');
  const closeFirst = async () => {
    await first.database.close();
    await first.dispose();
  };
  try {
    await ensureFirstAdmin(first.database.db, ADMIN.username, ADMIN.password);
    const second = await openDatabase({
      databaseUrl: first.env.DATABASE_URL,
      schema: first.env.DATABASE_SCHEMA,
      dataDir: '',
    });
    return {
      databases: [first.database, second],
      env: first.env,
      close: async () => {
        await second.close();
        await closeFirst();
      },
    };
  } catch (error) {
    await closeFirst();
    throw error;
  }
}

export interface SuiteInstances {
  /** Clients of instance A and of instance B. */
  a: TestClient;
  b: TestClient;
  /** A's app, database and URL first, then B's: there from the suite's first test. */
  apps: FastifyInstance[];
  databases: OpenDatabase[];
  urls: string[];
  /** Opens a live stream, closed after the test. */
  listen: (url: string, headers: Record<string, string>) => Stream;
}

/**
 * Two instances of the app on one PostgreSQL database, as behind a load balancer, for the
 * tests of one `describe`: started before the first and closed after the last, and the live
 * streams each test opens closed after it.
 */
export function instancesForSuite(): SuiteInstances {
  let shared: SharedDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const databases: OpenDatabase[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    shared = await openSharedDatabase();
    databases.push(...shared.databases);
    for (const database of databases) {
      const config = readConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        WARNING_CHECK_SECONDS: '0',
        ...shared.env,
      });
      const app = await buildApp(config, database);
      const url = await listenLocally(app);
      apps.push(app);
      urls.push(url);
    }
  });
  const openStream = streamsClosedAfterEach();
  afterAll(async () => {
    for (const app of apps) await closeDroppingSockets(app);
    await shared?.close();
  });
  return {
    a: new TestClient(() => urls[0] ?? notStarted()),
    b: new TestClient(() => urls[1] ?? notStarted()),
    apps,
    databases,
    urls,
    listen: openStream,
  };
}

/** A team's game as stored: a team's game has its team's id. */
export const storedGame = (database: OpenDatabase, teamId: string) =>
  database.db.selectFrom('games').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();

/** Stores a team's proposal as given: as time passing would have left it, say. */
export const storeProposal = (database: OpenDatabase, teamId: string, proposal: unknown) =>
  database.db
    .updateTable('games')
    .set({ proposal: JSON.stringify(proposal) })
    .where('id', '=', teamId)
    .execute();

export const basic = (username = ADMIN.username, password = ADMIN.password) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/**
 * A client that behaves as the browser app does: keeps the XSRF cookie and echoes it in
 * X-XSRF-TOKEN on state-changing calls.
 */
export class TestClient {
  private cookie = '';

  /** `base` is the server's URL, or how to find it once the server has started. */
  constructor(private readonly base: string | (() => string)) {}

  async request(
    method: string,
    url: string,
    options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const { status, bytes, headers } = await this.fetchBytes(method, url, options);
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status, body: parsed as any, headers };
  }

  /** A request whose answer is kept as bytes (an archive, an image). */
  async fetchBytes(
    method: string,
    url: string,
    options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
    if (method !== 'GET' && !this.cookie) await this.request('GET', '/v1/health');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = `XSRF-TOKEN=${this.cookie}`;
    if (method !== 'GET' && this.cookie && !('x-xsrf-token' in headers))
      headers['x-xsrf-token'] = this.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const base = typeof this.base === 'string' ? this.base : this.base();
    const response = await fetch(`${base}${url}`, { method, headers, body });
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie?.match(/XSRF-TOKEN=([^;]+)/);
    if (match?.[1]) this.cookie = match[1];
    return {
      status: response.status,
      bytes: new Uint8Array(await response.arrayBuffer()),
      headers: response.headers,
    };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }
  post(url: string, json: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { json, headers });
  }
  put(url: string, json: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, { json, headers });
  }
  get xsrfCookie() {
    return this.cookie;
  }
}

/**
 * Takes a database back to before the teams (migrations 0013 and after, newest first, the
 * ones since too), so that a migration test can build the tables as they stood then.
 */
export async function undoTeamMigrations(db: Kysely<any>): Promise<void> {
  for (const step of [
    notepadAuthors,
    namesAndTeams,
    teamPins,
    proposalShown,
    rightAnswers,
    lockThrottlesUnindexed,
    teamMessages,
    teamNotepad,
    teamAccusation,
    teams,
  ])
    await step.down(db);
}

/**
 * Moves the wall clock the server reads on by `ms`, at once, for the rest of the test: Date
 * only, so that sockets and timers keep real time and the clock goes on ticking from there.
 */
export function skipAhead(ms: number): void {
  if (!vi.isFakeTimers()) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now(), shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
  }
  vi.setSystemTime(Date.now() + ms);
}
