#!/usr/bin/env node
// docs/product.md#performance-budgets, scaling out: the session of bench/session.mjs played
// against instances of the server on one PostgreSQL database behind a small load-balancing
// proxy (bench/lib/balancer.mjs). The capacity search (every player call's p99 ≤ 100 ms)
// runs against one instance behind the proxy, then two; the figures are the players each
// holds, their ratio, and the right answers heard by a game master's stream held by the
// OTHER instance than the one that saved them (docs/architecture.md: LISTEN/NOTIFY).
//
//   node bench/instances.mjs [--database-url postgres://…] [--start 250] [--max 4000]
//                            [--capacity-runs 3] [--capacity-duration 25] [--workers 2]
//                            [--step 250] [--resolution 250] [--arrival 15]
//                            [--redis-url redis://127.0.0.1:6379 | --redis-url none]
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  dropSchema,
  postgresReachable,
  requireBuild,
  startCoulisses,
  startProcess,
} from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';
import {
  cpuMs,
  loadAverage,
  loadFigure,
  log,
  passes,
  positiveOption,
  round,
  sessionRunner,
} from './lib/session-run.mjs';

/** The speed goals: two instances hold at least 1.7 times what one holds. */
const RATIO_BUDGET = 1.7;
const BALANCER = path.resolve(import.meta.dirname, 'lib/balancer.mjs');

const { values: options } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    /**
     * Where the instances keep the limits they share: Redis, as docs/decisions/0014 advises
     * for several instances under load (else a row of PostgreSQL is written on every
     * request). `none`: in PostgreSQL.
     */
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    /** The first count tried on each setup; the search raises it by `step` × 2^k, then bisects. */
    start: { type: 'string', default: '250' },
    step: { type: 'string', default: '250' },
    max: { type: 'string', default: '4000' },
    /** The bisection stops when the passing and failing counts are this close. */
    resolution: { type: 'string', default: '250' },
    'capacity-runs': { type: 'string', default: '3' },
    'capacity-duration': { type: 'string', default: '25' },
    arrival: { type: 'string', default: '15' },
    think: { type: 'string', default: '1-5' },
    workers: { type: 'string', default: '2' },
  },
});
const positive = (name) => positiveOption(options, name);
const [thinkMin, thinkMax] = options.think.split('-').map(Number);
const settings = {
  start: positive('start'),
  step: positive('step'),
  max: positive('max'),
  resolution: positive('resolution'),
  capacityRuns: positive('capacity-runs'),
  workers: positive('workers'),
  arrivalS: positive('arrival'),
  capacityDurationS: positive('capacity-duration'),
  thinkMinMs: thinkMin * 1000,
  thinkMaxMs: thinkMax * 1000,
  playerStreams: true,
  dashboardReload: true,
  teamSize: 0,
};
requireBuild();
const databaseUrl = options['database-url'];
if (!(await postgresReachable(databaseUrl))) {
  process.stderr.write(`PostgreSQL does not answer at ${databaseUrl}: set --database-url.\n`);
  process.exit(1);
}
const redisUrl =
  options['redis-url'] !== 'none' && (await reachable(options['redis-url']))
    ? options['redis-url']
    : undefined;
log(`Shared limits: ${redisUrl ? `Redis (${redisUrl})` : 'PostgreSQL'}`);

/** True when something accepts connections at the Redis URL's host and port. */
function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * The CPU time of every PostgreSQL process on the machine (its backends, WAL writer,
 * checkpointer…), in ms: the database the instances share is one more user of the two
 * cores. Other users' backends are counted too, and a backend that ended between two
 * readings takes its time with it.
 */
function postgresCpuMs() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuMs(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/**
 * `count` instances of the built server on one schema of their own — the same database, so
 * the same XSRF secret, sessions and players' tokens; the same admin — started one after
 * the other (the first creates the tables), and the proxy before them.
 */
async function startInstances(count, label) {
  const schema = `bench_instances_${process.pid}_${label.replace(/\W/g, '_')}`;
  const instances = [];
  let balancer;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropSchema(databaseUrl, schema);
  };
  try {
    for (let index = 0; index < count; index += 1) {
      instances.push(
        await startCoulisses({
          databaseUrl,
          schema,
          // The schema outlives each instance: it is dropped once all have stopped.
          keepSchema: true,
          // The proxy's X-Forwarded-For is believed: each phone's own address is counted.
          env: {
            WARNING_CHECK_SECONDS: '5',
            TRUST_PROXY: '127.0.0.1',
            ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${schema}:` } : {}),
          },
          raiseOpenFileLimit: true,
        }),
      );
    }
    balancer = await startProcess({
      entry: BALANCER,
      env: { BACKENDS: instances.map((instance) => instance.base).join(',') },
      readyPath: '/v1/health',
      raiseOpenFileLimit: true,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base: balancer.base,
    processes: [
      ...instances.map((instance, index) => ({ name: `instance ${index + 1}`, pid: instance.child.pid })),
      { name: 'proxy', pid: balancer.child.pid },
      { name: 'PostgreSQL', pid: 0, cpuMs: postgresCpuMs },
    ],
    listeners:
      count > 1
        ? instances.map((instance, index) => ({ name: `instance ${index + 1}`, base: instance.base }))
        : [],
    output: () => instances.map((instance) => instance.output()).join('\n') + balancer.output(),
    stop,
  };
}

/**
 * The capacity search on `count` instances: a first run at `start` players, then up by
 * `step` × 2^k or down, and a bisection to 250 players.
 */
async function search(count, start, step) {
  log(`\n${count} instance${count > 1 ? 's' : ''} on PostgreSQL behind the proxy`);
  const { runSession, printRun, capacitySearch } = sessionRunner({ ...settings, step }, (label) =>
    startInstances(count, `${count}_${label}`),
  );
  const first = await runSession({
    players: start,
    arrivalS: settings.arrivalS,
    durationS: settings.capacityDurationS,
    label: `capacity-${start}`,
  });
  printRun(first);
  const result = await capacitySearch(first);
  return { ...result, runs: [first, ...result.runs] };
}

async function main() {
  const started = Date.now();
  const loadStart = loadAverage();
  log(
    `Instances bench: capacity search (p99 ≤ 100 ms, every player call) from ${settings.start} players, ` +
      `${settings.arrivalS} s of arrivals, ${settings.capacityDurationS} s runs, ${settings.workers} load-generator processes, PostgreSQL`,
  );
  const one = await search(1, settings.start, settings.step);
  // Two instances start from what one held, and go up by half of it: 1.5×, 2×, 3×.
  const half = Math.max(
    settings.resolution,
    Math.round(one.capacity / 2 / settings.resolution) * settings.resolution,
  );
  const two = await search(2, Math.max(settings.resolution, one.capacity), half);
  const loadEnd = loadAverage();
  const ratio = one.capacity > 0 ? two.capacity / one.capacity : 0;
  // The events crossing instances: the two-instance runs that passed, or all of them if none did.
  const crossingRuns = two.runs.filter(passes).length ? two.runs.filter(passes) : two.runs;
  const crossingRun = crossingRuns.at(-1);
  const cpuOf = (run) =>
    Object.fromEntries(run.processes.map((process_) => [process_.name, process_.cpuPercent]));
  const figures = [
    ...[
      ['start', loadStart],
      ['end', loadEnd],
    ].map(([when, values]) => loadFigure(`instances.loadAverage.${when}`, when, values)),
    {
      id: 'instances.one',
      label: 'players one instance holds (PostgreSQL)',
      value: one.capacity,
      unit: 'players',
    },
    {
      id: 'instances.two',
      label: 'players two instances hold (PostgreSQL)',
      value: two.capacity,
      unit: 'players',
    },
    {
      id: 'instances.ratio',
      label: 'two instances / one',
      value: round(ratio, 2),
      unit: '×',
      budget: { op: '>=', value: RATIO_BUDGET },
    },
    {
      id: 'instances.crossing.count',
      label: `events crossing instances (right answers heard on the other instance, ${crossingRun.players} players)`,
      value: crossingRun.crossing.count,
      unit: 'events',
    },
    {
      id: 'instances.crossing.lost',
      label: 'events crossing instances lost',
      value: crossingRun.crossing.lost,
      unit: 'events',
      budget: { op: '<=', value: 0 },
    },
    {
      id: 'instances.crossing.p95',
      label: 'right answer → game master on the other instance p95',
      value: crossingRun.crossing.p95 ?? Infinity,
      unit: 'ms',
    },
    ...[
      ['one', one],
      ['two', two],
    ].flatMap(([name, result]) => {
      const run = result.runs.filter(passes).at(-1) ?? result.runs[0];
      return run.processes.map((process_) => ({
        id: `instances.${name}.cpu.${process_.name.replace(/\W/g, '')}`,
        label: `${name === 'one' ? 'one instance' : 'two instances'}, ${run.players} players: ${process_.name} CPU (100 % = one core)`,
        value: process_.cpuPercent,
        unit: '%',
      }));
    }),
  ];
  reportPart('instances', figures, {
    settings: {
      ...settings,
      think: options.think,
      database: 'postgres',
      limits: redisUrl ? 'redis' : 'postgres',
    },
    durationS: round((Date.now() - started) / 1000),
    loadAverage: { start: loadStart, end: loadEnd },
    one: { ...one, cpu: one.runs.map(cpuOf) },
    two: { ...two, cpu: two.runs.map(cpuOf) },
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
