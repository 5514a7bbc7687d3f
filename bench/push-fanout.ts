// docs/product.md#performance-budgets: how long one game master's message takes to reach 2,000 players
// subscribed to Web Push, and whether the API keeps answering meanwhile. See bench/README.md.
//
//   npm run bench:push -- [--players 2000] [--database-url postgres://…] [--built]
//   tsx --conditions=coulisses-source bench/push-fanout.ts --players 2000
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPushService } from '../apps/server/test/push-service.js';
import {
  apiClient,
  cpuMs,
  inParallel,
  requireBuild,
  ROOT as root,
  startCoulisses,
} from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const resultsFile = path.join(root, 'bench/results/push-fanout.json');
const LANGUAGES = ['fr', 'en', 'es', 'gr'] as const;

const { values: options } = parseArgs({
  options: {
    players: { type: 'string', default: '2000' },
    /** Registrations and subscriptions in flight at once while setting up. */
    setup: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    /** Run apps/server/dist (after `npm run build`) instead of the sources through tsx. */
    built: { type: 'boolean', default: false },
    /** A V8 CPU profile of the server in bench/results/, to open in Chrome's DevTools. */
    profile: { type: 'boolean', default: false },
  },
});
const N = Number(options.players);
const SETUP = Number(options.setup);
if (!Number.isInteger(N) || N < 1) throw new Error('--players must be a positive whole number');
if (options.built) requireBuild();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const msSince = (start: bigint, end = process.hrtime.bigint()) => Number(end - start) / 1e6;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
const summary = (values: number[]) => ({
  count: values.length,
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(...values)),
});

/** What a player's request sees meanwhile: GET /v1/health from a process of its own. */
interface ProbeSummary {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}
function probeHealth(base: string) {
  const child = fork(path.join(root, 'bench/lib/latency-probe.mjs'), [`${base}/v1/health`, '50']);
  const summary = new Promise<ProbeSummary>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ProbeSummary));
    child.once('exit', (code) => reject(new Error(`The latency probe stopped (${code})`)));
  });
  return {
    stop: async () => {
      child.send('stop');
      return summary;
    },
  };
}

async function main() {
  const pushService = await startPushService();
  const server = await startCoulisses({
    databaseUrl: options['database-url'],
    schema: `bench_push_${process.pid}`,
    fromSource: !options.built,
    nodeArgs: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results')}`] : [],
    // The stand-in listens on loopback over http; no time warnings meanwhile.
    env: { PUSH_ALLOW_HTTP: 'true', WARNING_CHECK_SECONDS: '0' },
  });
  const { base, output } = server;
  const pid: number = server.child.pid;
  try {
    const api = await apiClient(base);
    const session = await api.call('POST', '/v1/sessions', {
      json: { name: 'Push bench', status: 'running' },
    });
    const sessionId = String(session.id);
    log(
      `Server pid ${pid} on ${base} (${options['database-url'] ? 'PostgreSQL' : 'SQLite'}), push service ${pushService.url}`,
    );

    // N players, each in one of the four languages, each subscribed to the stand-in.
    const setupStart = process.hrtime.bigint();
    const players: string[] = [];
    await inParallel(N, SETUP, async (index: number) => {
      const player = await api.call('POST', '/v1/players', {
        headers: {},
        json: { mail: `player${index}@bench.example`, sessionId, lang: LANGUAGES[index % LANGUAGES.length] },
      });
      await api.call('PUT', `/v1/players/${String(player.id)}/push-subscription`, {
        headers: api.playerHeaders(player),
        json: pushService.subscribe(),
      });
      players.push(String(player.id));
    });
    log(`${N} players registered and subscribed in ${round(msSince(setupStart) / 1000)} s`);

    // Warm the path once (one player), so the figures hold no first-call compilation.
    const before = pushService.received.length;
    await api.call('POST', `/v1/sessions/${sessionId}/messages`, {
      json: { body: 'warm-up', playerId: players[0] },
    });
    await pushService.until(() => pushService.received.length === before + 1, 10_000);

    const idle = probeHealth(base);
    await sleep(1000);
    const idleLatencies = await idle.stop();

    // The message: timed from just before the POST until the last push arrived, decrypted.
    const baseline = pushService.received.length;
    const probe = probeHealth(base);
    const cpuBefore = cpuMs(pid);
    const standInCpuBefore = process.cpuUsage();
    const start = process.hrtime.bigint();
    const message = await api.call('POST', `/v1/sessions/${sessionId}/messages`, {
      json: { body: 'Rendez-vous au foyer : le rideau se lève dans cinq minutes.' },
    });
    const postMs = msSince(start);
    await pushService.until(() => pushService.received.length === baseline + N, 120_000);
    const arrivals = pushService.received.slice(baseline).map((push) => msSince(start, push.at));
    const allMs = Math.max(...arrivals);
    const cpu = cpuMs(pid) - cpuBefore;
    const standInCpu = process.cpuUsage(standInCpuBefore);
    const busyLatencies = await probe.stop();

    const wrong = pushService.received
      .slice(baseline)
      .filter((push) => push.payload.messageId !== message.id || !push.payload.title);
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim(),
        memoryGb: round(os.totalmem() / 2 ** 30),
        loadAverage: os.loadavg().map((load) => round(load, 2)),
        node: process.version,
      },
      database: options['database-url'] ? 'postgres' : 'sqlite',
      server: options.built ? 'dist' : 'source (tsx)',
      players: N,
      delivered: arrivals.length,
      wrongPayloads: wrong.length,
      rejectedByStandIn: pushService.rejected.length,
      allDeliveredMs: round(allMs),
      arrivalsMs: summary(arrivals),
      postAnsweredMs: round(postMs),
      serverCpuMs: round(cpu),
      // The stand-in decrypts every push, as each phone would: this process's CPU meanwhile.
      standInCpuMs: round((standInCpu.user + standInCpu.system) / 1000),
      healthIdleMs: idleLatencies,
      healthDuringFanOutMs: busyLatencies,
    };
    printTable(result);
    const suffix = result.database === 'postgres' ? '.postgres' : '';
    reportPart(`push${suffix.replace('.', '-')}`, [
      {
        id: `push.allDelivered${suffix}`,
        label: `one message pushed to ${N} subscribed players, all decrypted`,
        value: result.allDeliveredMs,
        unit: 'ms',
        budget: { op: '<=', value: 3000 },
      },
      {
        id: `push.delivered${suffix}`,
        label: 'pushes delivered with the right payload',
        value: arrivals.length - wrong.length,
        unit: 'pushes',
        budget: { op: '>=', value: N },
      },
      {
        id: `push.apiAnswered${suffix}`,
        label: 'API requests answered during the fan-out',
        value: result.healthDuringFanOutMs.count - result.healthDuringFanOutMs.errors,
        unit: 'requests',
        budget: { op: '>=', value: 1 },
      },
      {
        id: `push.apiP95${suffix}`,
        label: `API latency during the fan-out, p99 (idle: ${result.healthIdleMs.p99} ms)`,
        value: result.healthDuringFanOutMs.p99,
        unit: 'ms',
      },
    ]);
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
    const key = `${result.database}-${N}`;
    fs.writeFileSync(resultsFile, `${JSON.stringify({ ...previous, [key]: result }, null, 2)}\n`);
    log(`Written to ${path.relative(root, resultsFile)} under "${key}"`);
    if (wrong.length || arrivals.length !== N) process.exitCode = 1;
  } catch (error) {
    process.stderr.write(`Server output:\n${output()}\n`);
    throw error;
  } finally {
    await server.stop();
    await pushService.close();
  }
}

type Summary = ReturnType<typeof summary>;
function printTable(result: {
  players: number;
  delivered: number;
  allDeliveredMs: number;
  arrivalsMs: Summary;
  postAnsweredMs: number;
  serverCpuMs: number;
  standInCpuMs: number;
  healthIdleMs: ProbeSummary;
  healthDuringFanOutMs: ProbeSummary;
  wrongPayloads: number;
}) {
  const fmt = ({ p50, p95, max }: Summary) => `${p50} / ${p95} / ${max} ms`;
  const probed = ({ p50, p99, max }: ProbeSummary) => `${p50} / ${p99} / ${max} ms`;
  const rows = [
    ['pushes delivered and decrypted', `${result.delivered} of ${result.players}`],
    ['message reaches all', `${result.allDeliveredMs} ms`],
    ['arrivals (p50 / p95 / max)', fmt(result.arrivalsMs)],
    ['POST answered', `${result.postAnsweredMs} ms`],
    ['server CPU for the fan-out', `${result.serverCpuMs} ms`],
    ['stand-in CPU meanwhile (decrypting)', `${result.standInCpuMs} ms`],
    ['GET /v1/health idle (p50 / p99 / max)', probed(result.healthIdleMs)],
    [
      'GET /v1/health during the fan-out',
      `${probed(result.healthDuringFanOutMs)} (${result.healthDuringFanOutMs.count} requests, ${result.healthDuringFanOutMs.errors} errors)`,
    ],
    ['wrong payloads', String(result.wrongPayloads)],
  ];
  const width = Math.max(...rows.map(([name]) => name!.length));
  log('');
  for (const [name, value] of rows) log(`  ${name!.padEnd(width)}  ${value}`);
  log('');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
