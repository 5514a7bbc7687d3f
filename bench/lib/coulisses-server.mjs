// Starting the built server (or any Node script) as a child process on loopback, and
// calling its API as the web app does: shared by every benchmark part.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
export const ADMIN = { username: 'bench', password: 'bench-password-1' };
/** The server run from its sources (no build needed), quiet: no demo session, no warnings job, no web app. */
export const SOURCE_SERVER = {
  entry: path.join(ROOT, 'apps/server/src/server.ts'),
  nodeArgs: ['--import', 'tsx', '--conditions=coulisses-source'],
  readyPath: '/v1/health',
};
export const QUIET_ENV = {
  LOG_LEVEL: 'silent',
  DEMO_SESSION: 'false',
  WARNING_CHECK_SECONDS: '0',
  WEB_DIST: '/nonexistent',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's CPU time so far in ms: utime + stime, fields 14 and 15 of /proc/<pid>/stat. */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Stops with a message when the production build is missing: building is the caller's job. */
export function requireBuild() {
  if (fs.existsSync(SERVER_ENTRY) && fs.existsSync(path.join(ROOT, 'packages/shared/dist'))) return;
  process.stderr.write('The built server is missing: run `npm run build` first.\n');
  process.exit(1);
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * Runs `node ...args`. With raiseOpenFileLimit, the process may open as many files as the
 * hard limit allows (through a shell's ulimit, then exec: the pid stays the same): one
 * per connection when a part holds thousands of them.
 */
export function spawnNode(args, spawnOptions, { raiseOpenFileLimit = false } = {}) {
  if (!raiseOpenFileLimit) return spawn(process.execPath, args, spawnOptions);
  return spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...args],
    spawnOptions,
  );
}

/**
 * Runs `node [nodeArgs] entry` with env (PATH added) and waits until `readyPath` answers
 * 200 on its port. Returns its base URL, the child, its output so far and a stop() that
 * sends SIGTERM and waits for the exit (so that a --cpu-prof profile gets written).
 */
export async function startProcess({ entry, env, nodeArgs = [], readyPath = '/', raiseOpenFileLimit }) {
  const port = await freePort();
  const child = spawnNode(
    [...nodeArgs, entry],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
    { raiseOpenFileLimit },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${path.basename(entry)} stopped:\n${output}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return { base, child, stop, output: () => output };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${path.basename(entry)} did not answer within 30 s:\n${output}`);
}

/**
 * The built Coulisses server (or, with fromSource, its sources through tsx) on a
 * temporary DATA_DIR (SQLite) or in a schema of its own (PostgreSQL, dropped at stop),
 * (kept with keepSchema, for instances sharing it), with the rate limits out of the way as the browser tests set them
 * (e2e/playwright.config.ts): a benchmark sends from one address what many players would.
 */
export async function startCoulisses({
  databaseUrl,
  schema,
  nodeArgs = [],
  env = {},
  fromSource = false,
  raiseOpenFileLimit = false,
  keepSchema = false,
} = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-bench-'));
  const server = await startProcess({
    entry: fromSource ? SOURCE_SERVER.entry : SERVER_ENTRY,
    nodeArgs: fromSource ? [...nodeArgs, ...SOURCE_SERVER.nodeArgs] : nodeArgs,
    readyPath: '/v1/health',
    raiseOpenFileLimit,
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_SESSION: 'false',
      RATE_LIMIT_MAX: '100000000',
      REGISTER_RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      ATTEMPT_RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
      ...env,
    },
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && !keepSchema) await dropSchema(databaseUrl, schema);
    },
  };
}

export async function dropSchema(databaseUrl, schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}

/** True when PostgreSQL answers at that URL. */
export async function postgresReachable(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The API as the web app calls it: the XSRF cookie echoed in its header on every
 * state-changing call, Basic credentials for the admin, X-Player-Token for a player.
 */
export async function apiClient(base) {
  const health = await fetch(`${base}/v1/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('The server set no XSRF-TOKEN cookie');
  const xsrfHeaders = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const admin = {
    authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
  };
  /** Sends as the admin unless other headers are given; the answer's JSON, {} when it has none. */
  const call = async (method, url, { json, headers = admin } = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...headers,
        ...xsrfHeaders,
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : {};
  };
  return {
    xsrfHeaders,
    adminHeaders: admin,
    call,
    playerHeaders: (player) => ({ 'x-player-token': player.token }),
  };
}

/** Runs task(0..count-1) with at most `concurrency` at once. */
export async function inParallel(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
  return results;
}
