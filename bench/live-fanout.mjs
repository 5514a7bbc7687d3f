#!/usr/bin/env node
// docs/product.md#live-events: how many live connections one server holds, what each costs in
// memory, and how long a message takes to reach them all. See bench/README.md.
//
//   node bench/live-fanout.mjs --connections 10000 [--messages 20] [--clients 2]
//                              [--concurrency 200] [--database-url postgres://…] [--profile]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  apiClient,
  cpuMs,
  requireBuild,
  ROOT as root,
  spawnNode,
  startCoulisses,
} from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const clientEntry = path.join(root, 'bench/live-fanout-client.mjs');
const resultsFile = path.join(root, 'bench/results/live-fanout.json');
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
requireBuild();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stdout.write(`${line}\n`);

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

function startClient() {
  const client = spawnNode(
    [clientEntry],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    { raiseOpenFileLimit: true },
  );
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

async function main() {
  const server = await startCoulisses({
    databaseUrl: options['database-url'],
    schema: `bench_${process.pid}`,
    // --profile: a V8 CPU profile of the server, to open in Chrome's DevTools.
    nodeArgs: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results')}`] : [],
    // Every stream is a file descriptor of the server.
    raiseOpenFileLimit: true,
  });
  const { base, output } = server;
  const { pid } = server.child;
  const clients = [];
  try {
    const api = await apiClient(base);
    const session = await api.call('POST', '/v1/sessions', {
      json: { name: 'Fan-out bench', status: 'running' },
    });
    // Warm the message path once, so the baseline holds the code every run loads anyway.
    await api.call('POST', `/v1/sessions/${session.id}/messages`, { json: { body: 'warm-up' } });
    await sleep(500);
    const before = procStatus(pid);
    log(
      `Server pid ${pid} on ${base} (${options['database-url'] ? 'PostgreSQL' : 'SQLite'}), ` +
        `open-file limit ${openFileLimit(pid)}, RSS ${round(before.rssKb / 1024)} MB`,
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
        headers: api.adminHeaders,
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
    const afterConnect = procStatus(pid);

    // Messages: each to the whole session, timed from just before the POST until the last stream has it.
    const allMs = [];
    const firstMs = [];
    const postMs = [];
    const missed = [];
    const cpuBefore = cpuMs(pid);
    for (let index = 0; index < K; index += 1) {
      const start = process.hrtime.bigint();
      const message = await api.call('POST', `/v1/sessions/${session.id}/messages`, {
        json: { body: `Message ${index + 1}` },
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
    const cpuPerMessage = (cpuMs(pid) - cpuBefore) / K;
    const afterMessages = procStatus(pid);

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
        openFileLimit: openFileLimit(pid),
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
    await server.stop();
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
