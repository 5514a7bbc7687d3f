#!/usr/bin/env node
// docs/product.md#live-events: how many live connections one server holds, what each costs in
// memory, and how long a message takes to reach them all. See bench/README.md.
//
//   node bench/live-fanout.mjs --connections 10000 [--messages 20] [--clients 2]
//                              [--concurrency 200] [--database-url postgres://…] [--profile]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuMs, freePort } from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const clientEntry = path.join(root, 'bench/live-fanout-client.mjs');
const resultsFile = path.join(root, 'bench/results/live-fanout.json');
const ADMIN = { username: 'bench', password: 'bench-password-1' };
/** @fastify/sse's heartbeat as app.ts registers it: one comment per stream every 25 s. */
const HEARTBEAT_SECONDS = 25;

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    messages: { type: 'string', default: '20' },
    clients: { type: 'string' },
    concurrency: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    profile: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  process.stdout.write(
    fs
      .readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .slice(1, 6)
      .join('\n'),
  );
  process.exit(0);
}
const N = Number(options.connections);
const K = Number(options.messages);
const CLIENTS = Number(options.clients ?? Math.max(1, Math.ceil(N / 5000)));
const CONCURRENCY = Number(options.concurrency);
for (const [name, value] of Object.entries({
  connections: N,
  messages: K,
  clients: CLIENTS,
  concurrency: CONCURRENCY,
})) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
}
if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'packages/shared/dist'))) {
  process.stderr.write(
    'The built server is missing: run `npm run build -w packages/shared -w apps/server` first.\n',
  );
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stdout.write(`${line}\n`);

/** Every process gets as many file descriptors as the hard limit allows: one per connection. */
function spawnWithLimit(args, spawnOptions) {
  return spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...args],
    spawnOptions,
  );
}

function procStatus(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM'), fds: fs.readdirSync(`/proc/${pid}/fd`).length };
}

function openFileLimit(pid) {
  const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  return Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? NaN);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(...values)),
});
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The admin API as the web app calls it: Basic credentials and the XSRF cookie echoed. */
function apiClient(base) {
  const authorization = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
  let xsrf = '';
  return {
    authorization,
    async call(method, url, json) {
      if (method !== 'GET' && !xsrf) await this.call('GET', '/v1/health');
      const headers = { authorization };
      if (xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf });
      if (json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${base}${url}`, { method, headers, body: json && JSON.stringify(json) });
      xsrf = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? xsrf;
      const body = await response.json();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    },
  };
}

async function startServer(port, dataDir) {
  const schema = `bench_${process.pid}`;
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_SESSION: 'false',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...(options['database-url'] ? { DATABASE_URL: options['database-url'], DATABASE_SCHEMA: schema } : {}),
  };
  // --profile: a V8 CPU profile of the server, to open in Chrome's DevTools.
  const profile = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results')}`] : [];
  const server = spawnWithLimit([...profile, serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries += 1) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { server, base, schema, output: () => output };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer within 20 s:\n${output}`);
}

function startClient() {
  const client = spawnWithLimit([clientEntry], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const listeners = new Set();
  client.on('message', (message) => listeners.forEach((listener) => listener(message)));
  const next = (type, predicate = () => true) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.type !== type || !predicate(message)) return;
        listeners.delete(listener);
        resolve(message);
      };
      listeners.add(listener);
    });
  return { process: client, next, on: (listener) => listeners.add(listener), send: (m) => client.send(m) };
}

async function dropSchema(schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: options['database-url'] });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-bench-'));
  const port = await freePort();
  const { server, base, schema, output } = await startServer(port, dataDir);
  const clients = [];
  try {
    const api = apiClient(base);
    const session = await api.call('POST', '/v1/sessions', { name: 'Fan-out bench', status: 'running' });
    // Warm the message path once, so the baseline holds the code every run loads anyway.
    await api.call('POST', `/v1/sessions/${session.id}/messages`, { body: 'warm-up' });
    await sleep(500);
    const before = procStatus(server.pid);
    log(
      `Server pid ${server.pid} on ${base} (${options['database-url'] ? 'PostgreSQL' : 'SQLite'}), ` +
        `open-file limit ${openFileLimit(server.pid)}, RSS ${round(before.rssKb / 1024)} MB`,
    );

    // Connections, spread over the client processes.
    const connectStart = process.hrtime.bigint();
    let shown = 0;
    const progress = new Map();
    for (let index = 0; index < CLIENTS; index += 1) {
      const count = Math.floor(N / CLIENTS) + (index < N % CLIENTS ? 1 : 0);
      const client = startClient();
      client.on((message) => {
        if (message.type !== 'progress' && message.type !== 'connected') return;
        progress.set(index, message.connections);
        const total = [...progress.values()].reduce((a, b) => a + b, 0);
        if (total - shown >= 1000) {
          shown = total;
          log(`  ${total} connected`);
        }
      });
      client.send({
        type: 'connect',
        url: `${base}/v1/sessions/${session.id}/events`,
        headers: { authorization: api.authorization },
        count,
        concurrency: Math.max(1, Math.round(CONCURRENCY / CLIENTS)),
      });
      clients.push(client);
    }
    const connected = await Promise.all(clients.map((client) => client.next('connected')));
    const connectSeconds = Number(process.hrtime.bigint() - connectStart) / 1e9;
    const held = connected.reduce((sum, report) => sum + report.connections, 0);
    const failures = {};
    for (const report of connected) {
      for (const [reason, count] of Object.entries(report.failures))
        failures[reason] = (failures[reason] ?? 0) + count;
    }
    log(
      `${held} of ${N} streams open in ${round(connectSeconds)} s` +
        (Object.keys(failures).length ? `; failed: ${JSON.stringify(failures)}` : ''),
    );
    if (held === 0) throw new Error('No stream could be opened');
    await sleep(2000);
    const afterConnect = procStatus(server.pid);

    // Messages: each to the whole session, timed from just before the POST until the last stream has it.
    const allMs = [];
    const firstMs = [];
    const postMs = [];
    const missed = [];
    const cpuBefore = cpuMs(server.pid);
    for (let index = 0; index < K; index += 1) {
      const start = process.hrtime.bigint();
      const message = await api.call('POST', `/v1/sessions/${session.id}/messages`, {
        body: `Message ${index + 1}`,
      });
      postMs.push(Number(process.hrtime.bigint() - start) / 1e6);
      const reports = await Promise.all(
        clients.map((client) => {
          const answer = client.next('received', (m) => m.messageId === message.id);
          client.send({ type: 'await', messageId: message.id, timeoutMs: 60_000 });
          return answer;
        }),
      );
      const count = reports.reduce((sum, report) => sum + report.count, 0);
      const last = reports.reduce(
        (max, report) => (BigInt(report.last) > max ? BigInt(report.last) : max),
        0n,
      );
      const first = reports.reduce(
        (min, report) => (report.count && BigInt(report.first) < min ? BigInt(report.first) : min),
        BigInt(Number.MAX_SAFE_INTEGER) * 1000n,
      );
      if (count < held) missed.push({ message: index + 1, received: count });
      allMs.push(Number(last - start) / 1e6);
      firstMs.push(Number(first - start) / 1e6);
      await sleep(300);
    }
    const cpuPerMessage = (cpuMs(server.pid) - cpuBefore) / K;
    const afterMessages = procStatus(server.pid);

    const perConnectionKb = (afterConnect.rssKb - before.rssKb) / held;
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim(),
        memoryGb: round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
      },
      database: options['database-url'] ? 'postgres' : 'sqlite',
      connectionsAsked: N,
      connectionsHeld: held,
      connectFailures: failures,
      clientProcesses: CLIENTS,
      connectSeconds: round(connectSeconds),
      server: {
        openFileLimit: openFileLimit(server.pid),
        fdsAfterConnect: afterConnect.fds,
        rssBeforeMb: round(before.rssKb / 1024),
        rssAfterConnectMb: round(afterConnect.rssKb / 1024),
        rssAfterMessagesMb: round(afterMessages.rssKb / 1024),
        peakRssMb: round(afterMessages.peakKb / 1024),
        perConnectionKb: round(perConnectionKb),
        cpuMsPerMessage: round(cpuPerMessage),
        heartbeatSeconds: HEARTBEAT_SECONDS,
        heartbeatWritesPerSecond: round(held / HEARTBEAT_SECONDS),
      },
      messages: K,
      allReceivedMs: summary(allMs),
      firstReceivedMs: summary(firstMs),
      postAnsweredMs: summary(postMs),
      missed,
    };
    printTable(result);
    const suffix = result.database === 'postgres' ? '.postgres' : '';
    reportPart(`live${suffix.replace('.', '-')}`, [
      {
        id: `live.connectionsHeld${suffix}`,
        label: 'idle event streams held by one server',
        value: held,
        unit: 'streams',
        budget: { op: '>=', value: N },
      },
      {
        id: `live.memoryPerConnection${suffix}`,
        label: 'memory per event stream (server RSS)',
        value: round(perConnectionKb),
        unit: 'KiB',
        budget: { op: '<=', value: 16 },
      },
      {
        id: `live.reachAllP95${suffix}`,
        label: `one message reaches all ${held} streams, p95`,
        value: result.allReceivedMs.p95,
        unit: 'ms',
      },
      {
        id: `live.postAnsweredP50${suffix}`,
        label: 'the message POST answered, p50',
        value: result.postAnsweredMs.p50,
        unit: 'ms',
      },
      {
        id: `live.missed${suffix}`,
        label: 'messages a stream missed',
        value: missed.length,
        unit: '',
        budget: { op: '<=', value: 0 },
      },
    ]);
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
    const key = `${result.database}-${N}`;
    fs.writeFileSync(resultsFile, `${JSON.stringify({ ...previous, [key]: result }, null, 2)}\n`);
    log(`Written to ${path.relative(root, resultsFile)} under "${key}"`);
  } catch (error) {
    process.stderr.write(`Server output:\n${output()}\n`);
    throw error;
  } finally {
    for (const client of clients) {
      if (client.process.connected) client.send({ type: 'close' });
    }
    await sleep(500);
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (options['database-url']) await dropSchema(schema);
  }
}

function printTable(result) {
  const { server } = result;
  const rows = [
    [
      'connections held',
      `${result.connectionsHeld} of ${result.connectionsAsked} (${result.clientProcesses} client process(es))`,
    ],
    ['time to open them', `${result.connectSeconds} s`],
    [
      'server RSS before / after / peak',
      `${server.rssBeforeMb} / ${server.rssAfterConnectMb} / ${server.peakRssMb} MB`,
    ],
    ['memory per connection', `${server.perConnectionKb} kB`],
    ['message reaches all (p50 / p95 / max)', fmt(result.allReceivedMs)],
    ['message reaches first (p50 / p95 / max)', fmt(result.firstReceivedMs)],
    ['POST answered (p50 / p95 / max)', fmt(result.postAnsweredMs)],
    ['server CPU per message', `${server.cpuMsPerMessage} ms`],
    [
      'heartbeat writes',
      `${server.heartbeatWritesPerSecond}/s (every ${server.heartbeatSeconds} s per stream)`,
    ],
    ['messages missed', result.missed.length ? JSON.stringify(result.missed) : 'none'],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  log('');
  for (const [name, value] of rows) log(`  ${name.padEnd(width)}  ${value}`);
  log('');
}
const fmt = ({ p50, p95, max }) => `${p50} / ${p95} / ${max} ms`;

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
