#!/usr/bin/env node
// docs/product.md#performance-budgets, a full session: N simulated players of one running session register, read
// their game, open documents and answer the locks at a human pace compressed in time, while
// a game master's dashboard listens to the session's live events. Then a capacity search:
// shorter runs with more players, until the p99 of a call passes 100 ms. See bench/README.md.
//
//   node bench/session.mjs [--players 2000] [--capacity false] [--max 3500] [--workers 2]
//                          [--arrival 20] [--think 1-5] [--duration 60] [--capacity-duration 30]
//                          [--team-size 4] [--database-url postgres://…] [--profile]
//
// --team-size N: a session played in teams of N (docs/product.md#teams), reported as the
// `team` part: the players make and join their teams, share the locks, propose and confirm
// the accusation, and the figure added is a right answer's event reaching the teammates.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EventSource } from 'eventsource';
import { Pool } from 'undici';
import { ADMIN, requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workerEntry = path.join(root, 'bench/session-players.mjs');
const AUTHORIZATION = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
/** The issue's targets. */
const P99_BUDGET_MS = 100;
const EVENT_P95_BUDGET_MS = 250;
/** docs/product.md#teams: "teammates see it within a second". */
const TEAMMATE_P95_BUDGET_MS = 1000;
/** The web dashboard's batching (apps/web/src/features/admin/hooks/use-session-live.ts). */
const DASHBOARD_BATCH_MS = 500;
const DASHBOARD_RELOAD_ALL_OVER = 12;
/** …and its whole reads, at most once per 2.5 ms a row shown (every 5 s at 2,000 players). */
const DASHBOARD_RELOAD_ALL_MS_PER_ROW = 2.5;
/** The players' calls that decide the capacity; the game master's reads are reported apart. */
const PLAYER_CALLS = [
  'xsrf',
  'register',
  'player',
  'game',
  'messages',
  'introduction',
  'document',
  'attempt',
  'accusation',
  'leaderboard',
  // A session played in teams: the list, making or joining one, and the word on the accusation.
  'teams',
  'team',
  'vote',
];

const { values: options } = parseArgs({
  options: {
    players: { type: 'string', default: '2000' },
    capacity: { type: 'string', default: 'true' },
    // Five connections a player (four for the game screen's first paint, one event stream):
    // the server's 20,000 open files hold about 4,000 players.
    max: { type: 'string', default: '3500' },
    /** Runs of the capacity search after the main run. */
    'capacity-runs': { type: 'string', default: '3' },
    workers: { type: 'string', default: '2' },
    arrival: { type: 'string', default: '20' },
    think: { type: 'string', default: '1-5' },
    /** The main run's length in seconds: arrivals, then play until the time is up. */
    duration: { type: 'string', default: '60' },
    /** Each capacity run's length: the same arrivals, then the busiest seconds of play. */
    'capacity-duration': { type: 'string', default: '30' },
    'player-streams': { type: 'string', default: 'true' },
    'dashboard-reload': { type: 'string', default: 'true' },
    'team-size': { type: 'string', default: '0' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    profile: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  const lines = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  process.stdout.write(`${lines.slice(1, 9).join('\n')}\n`);
  process.exit(0);
}
const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
};
const bool = (name) => {
  if (!['true', 'false'].includes(options[name])) throw new Error(`--${name} must be true or false`);
  return options[name] === 'true';
};
const [thinkMin, thinkMax] = options.think.split('-').map(Number);
if (!(thinkMin >= 0 && thinkMax >= thinkMin)) throw new Error('--think must read like 1-5 (seconds)');
const settings = {
  players: positive('players'),
  capacity: bool('capacity'),
  max: positive('max'),
  capacityRuns: positive('capacity-runs'),
  workers: positive('workers'),
  arrivalS: positive('arrival'),
  durationS: positive('duration'),
  capacityDurationS: positive('capacity-duration'),
  thinkMinMs: thinkMin * 1000,
  thinkMaxMs: thinkMax * 1000,
  playerStreams: bool('player-streams'),
  dashboardReload: bool('dashboard-reload'),
  teamSize: Number(options['team-size']) || 0,
};
/** The part this run reports as: a session of solo players, or one played in teams. */
const PART = settings.teamSize > 0 ? 'team' : 'session';
requireBuild();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stdout.write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const loadAverage = () => os.loadavg().map((load) => round(load, 2));

function memoryKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The process's CPU time so far in ms (utime + stime, /proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A fresh server per run; the warnings' scheduler at its default period, as in production. */
const startServer = (label) =>
  startCoulisses({
    databaseUrl: options['database-url'],
    schema: `bench_session_${process.pid}`,
    env: { WARNING_CHECK_SECONDS: '5' },
    nodeArgs: options.profile
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${path.join(root, 'bench/results')}`,
          `--cpu-prof-name=session-${label}.cpuprofile`,
        ]
      : [],
  });

/** The game master's admin calls: Basic credentials, and the XSRF echo for changes. */
async function adminCall(pool, method, urlPath, json) {
  const headers = { authorization: AUTHORIZATION };
  if (method !== 'GET') {
    const page = await pool.request({ method: 'GET', path: '/v1/xsrf' });
    const { token } = await page.body.json();
    Object.assign(headers, { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });
  }
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await pool.request({
    method,
    path: urlPath,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.body.text();
  if (response.statusCode >= 300) throw new Error(`${method} ${urlPath}: ${response.statusCode} ${text}`);
  return JSON.parse(text);
}

/**
 * The game master's screen: the session's event stream through the `eventsource` package,
 * and, unless --dashboard-reload false, what the web dashboard does with the events — every
 * 500 ms, the rows of the players named, or past 12 of them the whole dashboard, at most
 * once per 2.5 ms a row shown.
 */
function openDashboard(base, sessionId, pool) {
  /** `playerId:locksSolved` → when its event arrived (process.hrtime, one clock for all processes). */
  const received = new Map();
  const reads = { dashboard: [], progress: [] };
  const errors = [];
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  const source = new EventSource(`${base}/v1/sessions/${sessionId}/events`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init.headers, authorization: AUTHORIZATION } }),
  });
  source.addEventListener('ready', () => ready());
  source.addEventListener('error', (event) => errors.push(`stream: ${event.message ?? 'error'}`));
  const pending = new Set();
  let timer;
  let inFlight = 0;
  /** When the last whole read started (ms, performance.now()), and how many rows it had. */
  let loadedAt = 0;
  let rows = 0;
  const timed = async (type, urlPath) => {
    const start = process.hrtime.bigint();
    try {
      const body = await adminCall(pool, 'GET', urlPath);
      if (type === 'dashboard') rows = body.players.length;
    } catch (error) {
      errors.push(`${type}: ${error.message.slice(0, 200)}`);
    }
    reads[type].push(Number(process.hrtime.bigint() - start) / 1000);
  };
  const flush = async () => {
    timer = undefined;
    const tooSoon =
      pending.size > DASHBOARD_RELOAD_ALL_OVER &&
      performance.now() < loadedAt + Math.max(DASHBOARD_BATCH_MS, rows * DASHBOARD_RELOAD_ALL_MS_PER_ROW);
    // As the web app: a load under way may have read before these changes, and a whole read
    // waits its turn; the players wait for the next window.
    if (inFlight > 0 || tooSoon) {
      timer = setTimeout(flush, DASHBOARD_BATCH_MS);
      return;
    }
    const ids = [...pending];
    pending.clear();
    inFlight += 1;
    if (ids.length > DASHBOARD_RELOAD_ALL_OVER) {
      loadedAt = performance.now();
      await timed('dashboard', `/v1/sessions/${sessionId}/dashboard`);
    } else await Promise.all(ids.map((id) => timed('progress', `/v1/players/${id}/progress`)));
    inFlight -= 1;
  };
  source.addEventListener('player', (message) => {
    const at = process.hrtime.bigint();
    const event = JSON.parse(message.data);
    const key = `${event.playerId}:${event.locksSolved}`;
    if (!received.has(key)) received.set(key, at);
    if (!settings.dashboardReload) return;
    pending.add(event.playerId);
    timer ??= setTimeout(flush, DASHBOARD_BATCH_MS);
  });
  // A team's game: the web dashboard reads its members' rows; here, the acting member's.
  source.addEventListener('teamGame', (message) => {
    const at = process.hrtime.bigint();
    const event = JSON.parse(message.data);
    const key = `${event.teamId}:${event.locksSolved}`;
    if (!received.has(key)) received.set(key, at);
    if (!settings.dashboardReload || !event.playerId) return;
    pending.add(event.playerId);
    timer ??= setTimeout(flush, DASHBOARD_BATCH_MS);
  });
  return {
    received,
    reads,
    errors,
    isReady,
    close: () => {
      clearTimeout(timer);
      source.close();
    },
  };
}

function histogramOf(values) {
  const histogram = createHistogram();
  for (const value of values) histogram.record(Math.max(1, Math.round(value)));
  return histogram;
}
/** p50 / p95 / p99 / max in ms of values in µs. */
function summary(values) {
  if (values.length === 0) return { count: 0 };
  const histogram = histogramOf(values);
  const ms = (value) => round(value / 1000, 1);
  return {
    count: values.length,
    p50: ms(histogram.percentile(50)),
    p95: ms(histogram.percentile(95)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
}

/** One session: a fresh server, the dashboard, N players over `workers` processes. */
async function runSession({ players, arrivalS, durationS, label }) {
  const loadBefore = loadAverage();
  const { child: server, base, stop, output } = await startServer(label);
  const pool = new Pool(base, { connections: 8 });
  const workers = [];
  try {
    const session = await adminCall(pool, 'POST', '/v1/sessions', {
      name: `Session bench ${players}`,
      status: 'running',
      ...(settings.teamSize > 0 ? { teamSize: settings.teamSize } : {}),
    });
    const dashboard = openDashboard(base, session.id, pool);
    await dashboard.isReady;
    await adminCall(pool, 'GET', `/v1/sessions/${session.id}/dashboard`);
    await sleep(300);
    const before = memoryKb(server.pid);
    const cpuBefore = cpuMs(server.pid);
    const wallStart = process.hrtime.bigint();
    let rssMax = before.rss;
    const sampler = setInterval(() => {
      rssMax = Math.max(rssMax, memoryKb(server.pid).rss);
    }, 250);

    // The dashboard's own process: a late event may be its event loop's doing, not the server's.
    const listenerDelay = monitorEventLoopDelay({ resolution: 10 });
    listenerDelay.enable();
    const listenerCpu = process.cpuUsage();
    const count = Math.min(settings.workers, players);
    const startAt = String(process.hrtime.bigint() + 300_000_000n);
    let finished = 0;
    let shown = 0;
    const results = await Promise.all(
      Array.from({ length: count }, (_, index) => {
        // Whole teams to each process: a team's members and their streams are measured together.
        const unit = Math.max(1, settings.teamSize);
        const units = Math.ceil(players / unit);
        const unitsHere = Math.floor(units / count) + (index < units % count ? 1 : 0);
        const unitOffset = index * Math.floor(units / count) + Math.min(index, units % count);
        const offset = unitOffset * unit;
        const share = Math.max(0, Math.min(unitsHere * unit, players - offset));
        const worker = fork(workerEntry, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        workers.push(worker);
        worker.send({
          type: 'start',
          options: {
            base,
            sessionId: session.id,
            count: share,
            offset,
            total: players,
            arrivalMs: arrivalS * 1000,
            thinkMinMs: settings.thinkMinMs,
            thinkMaxMs: settings.thinkMaxMs,
            durationMs: durationS * 1000,
            startAt,
            playerStreams: settings.playerStreams,
            teamSize: settings.teamSize,
          },
        });
        let last = 0;
        return new Promise((resolve, reject) => {
          worker.on('message', (message) => {
            if (message.type === 'progress') {
              finished += message.finished - last;
              last = message.finished;
              if (finished - shown >= 1000) {
                shown = finished;
                log(`    ${finished} of ${players} players done`);
              }
            } else if (message.type === 'done') resolve(message);
            else if (message.type === 'failed') reject(new Error(message.error));
          });
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`A load-generator process stopped with code ${code}`));
          });
        });
      }),
    );
    const wallMs = Number(process.hrtime.bigint() - wallStart) / 1e6;
    listenerDelay.disable();
    const listenerUsage = process.cpuUsage(listenerCpu);
    const serverCpuPercent = ((cpuMs(server.pid) - cpuBefore) / wallMs) * 100;
    // The last events are on their way.
    await sleep(500);
    clearInterval(sampler);
    const after = memoryKb(server.pid);
    dashboard.close();

    const latencies = {};
    for (const result of results) {
      for (const [type, values] of Object.entries(result.latencies)) (latencies[type] ??= []).push(...values);
    }
    const calls = Object.fromEntries(
      [...PLAYER_CALLS.filter((type) => latencies[type]), ...Object.keys(dashboard.reads)].map((type) => [
        type,
        summary(latencies[type] ?? dashboard.reads[type]),
      ]),
    );
    const errors = results.flatMap((result) => result.errors);
    const teammateMs = results.flatMap((result) => result.teammate ?? []);
    const answers = results.flatMap((result) => result.answers);
    const fromSent = [];
    const fromAnswered = [];
    let eventsMissed = 0;
    for (const answer of answers) {
      const at = dashboard.received.get(answer.key);
      if (at === undefined) {
        eventsMissed += 1;
        continue;
      }
      fromSent.push(Number(at - BigInt(answer.sent)) / 1000);
      fromAnswered.push(Number(at - BigInt(answer.done)) / 1000);
    }
    const playerStreams = results.reduce(
      (sum, result) => ({
        opened: sum.opened + result.streams.opened,
        failed: sum.failed + result.streams.failed,
      }),
      { opened: 0, failed: 0 },
    );
    const requests = PLAYER_CALLS.reduce((sum, type) => sum + (latencies[type]?.length ?? 0), 0);
    const allPlayerCalls = PLAYER_CALLS.flatMap((type) => latencies[type] ?? []);
    const worst = PLAYER_CALLS.filter((type) => calls[type]?.count).reduce(
      (max, type) => (calls[type].p99 > (calls[max]?.p99 ?? -1) ? type : max),
      undefined,
    );
    return {
      label,
      players,
      arrivalS,
      durationS,
      wallS: round(wallMs / 1000),
      requests,
      requestsPerSecond: round(requests / (wallMs / 1000), 0),
      calls,
      allPlayerCalls: summary(allPlayerCalls),
      worstP99: { call: worst, ms: worst ? calls[worst].p99 : 0 },
      errors: errors.length + dashboard.errors.length + eventsMissed + playerStreams.failed,
      errorSamples: [...errors.slice(0, 10), ...dashboard.errors.slice(0, 10)],
      answers: answers.length,
      eventsMissed,
      // From just before the player sent their right answer / from when they read its answer.
      eventFromSentMs: summary(fromSent),
      eventFromAnsweredMs: summary(fromAnswered.map((value) => Math.max(1, value))),
      eventArrivedBeforeAnswer: fromAnswered.filter((value) => value < 0).length,
      // A team's right answer (from when its member read the answer) to each teammate's stream.
      teammateEventMs: summary(teammateMs.map((value) => Math.max(1, value))),
      playerStreams,
      server: {
        rssBeforeMb: round(before.rss / 1024),
        rssMaxMb: round(rssMax / 1024),
        rssAfterMb: round(after.rss / 1024),
        peakMb: round(after.peak / 1024),
        cpuPercent: round(serverCpuPercent, 0),
      },
      dashboardProcess: {
        cpuPercent: round(((listenerUsage.user + listenerUsage.system) / 1000 / wallMs) * 100, 0),
        eventLoopDelayMs: {
          p50: round(listenerDelay.percentile(50) / 1e6),
          p99: round(listenerDelay.percentile(99) / 1e6),
          max: round(listenerDelay.max / 1e6),
        },
      },
      loadGenerators: results.map((result) => ({
        cpuPercent: round(result.cpuPercent, 0),
        eventLoopDelayMs: {
          p50: round(result.eventLoopDelayMs.p50),
          p99: round(result.eventLoopDelayMs.p99),
          max: round(result.eventLoopDelayMs.max),
        },
      })),
      loadAverage: { before: loadBefore, after: loadAverage() },
    };
  } catch (error) {
    process.stderr.write(`Server output:\n${output()}\n`);
    throw error;
  } finally {
    for (const worker of workers) if (worker.exitCode === null) worker.kill();
    await pool.close();
    await stop();
  }
}

const passes = (run) => run.errors === 0 && run.worstP99.ms <= P99_BUDGET_MS;

function printRun(run) {
  log(
    `  ${run.label}: ${run.players} players in ${run.wallS} s, ${run.requests} calls (${run.requestsPerSecond}/s), ` +
      `errors ${run.errors}, worst p99 ${run.worstP99.ms} ms (${run.worstP99.call}), ` +
      `event p95 ${run.eventFromSentMs.p95} ms, ` +
      (settings.teamSize > 0 ? `teammates p95 ${run.teammateEventMs.p95} ms, ` : '') +
      `server CPU ${run.server.cpuPercent} %, ` +
      `RSS max ${run.server.rssMaxMb} MB, load ${run.loadAverage.after.join(' ')} → ${passes(run) ? 'pass' : 'FAIL'}`,
  );
  if (run.errorSamples.length) log(`    errors: ${JSON.stringify(run.errorSamples.slice(0, 5))}`);
}

/**
 * Raises the count from the main run (or lowers it when that failed) in shorter runs — the
 * same arrivals and the first seconds of play, the busiest part of a game — and bisects between the last count that passed and the first that did not.
 */
async function capacitySearch(main) {
  const runs = [];
  let low = passes(main) ? main.players : 0;
  let high = passes(main) ? undefined : main.players;
  const resolution = 250;
  for (let index = 0; index < settings.capacityRuns; index += 1) {
    let players =
      high === undefined ? low + 1000 * 2 ** index : Math.round((low + high) / 2 / resolution) * resolution;
    if (high === undefined && players > settings.max) players = settings.max;
    if (players <= low || (high !== undefined && (players >= high || high - low <= resolution))) break;
    log(`Capacity run ${index + 1}: ${players} players`);
    const run = await runSession({
      players,
      arrivalS: settings.arrivalS,
      durationS: settings.capacityDurationS,
      label: `capacity-${players}`,
    });
    printRun(run);
    runs.push(run);
    if (passes(run)) low = players;
    else high = players;
    if (players >= settings.max && passes(run)) break;
  }
  return { capacity: low, firstFailing: high ?? null, runs };
}

async function main() {
  const started = Date.now();
  log(
    `${PART === 'team' ? `Team bench (teams of ${settings.teamSize})` : 'Session bench'}: ${settings.players} players arriving over ${settings.arrivalS} s, think ${options.think} s, ` +
      `${settings.workers} load-generator process(es), ${options['database-url'] ? 'PostgreSQL' : 'SQLite'}`,
  );
  const main = await runSession({
    players: settings.players,
    arrivalS: settings.arrivalS,
    durationS: settings.durationS,
    label: `main-${settings.players}`,
  });
  printRun(main);
  const capacity = settings.capacity ? await capacitySearch(main) : undefined;

  const figures = [
    { id: `${PART}.players`, label: 'players in the session', value: main.players, unit: 'players' },
    ...(settings.teamSize > 0
      ? [
          {
            id: 'team.teams',
            label: `teams of ${settings.teamSize}`,
            value: Math.ceil(main.players / settings.teamSize),
            unit: 'teams',
          },
          {
            id: 'team.teammateEvent.p95',
            label: "right answer → teammates' phones p95",
            value: main.teammateEventMs.p95 ?? Infinity,
            unit: 'ms',
            budget: { op: '<=', value: TEAMMATE_P95_BUDGET_MS },
          },
        ]
      : []),
    {
      id: `${PART}.errors`,
      label: 'errors (unexpected answers, lost events)',
      value: main.errors,
      unit: 'errors',
      budget: { op: '<=', value: 0 },
    },
    ...PLAYER_CALLS.filter((type) => main.calls[type]?.count).flatMap((type) => [
      { id: `${PART}.${type}.p50`, label: `${type} p50`, value: main.calls[type].p50, unit: 'ms' },
      {
        id: `${PART}.${type}.p99`,
        label: `${type} p99`,
        value: main.calls[type].p99,
        unit: 'ms',
        budget: { op: '<=', value: P99_BUDGET_MS },
      },
    ]),
    ...['dashboard', 'progress']
      .filter((type) => main.calls[type]?.count)
      .flatMap((type) => [
        {
          id: `${PART}.admin.${type}.p50`,
          label: `game master's ${type} read p50`,
          value: main.calls[type].p50,
          unit: 'ms',
        },
        {
          id: `${PART}.admin.${type}.p99`,
          label: `game master's ${type} read p99`,
          value: main.calls[type].p99,
          unit: 'ms',
        },
      ]),
    {
      id: `${PART}.eventToDashboard.p95`,
      label: 'right answer → dashboard event p95',
      value: main.eventFromSentMs.p95 ?? Infinity,
      unit: 'ms',
      budget: { op: '<=', value: EVENT_P95_BUDGET_MS },
    },
    {
      id: `${PART}.requestsPerSecond`,
      label: 'calls per second (players)',
      value: main.requestsPerSecond,
      unit: 'req/s',
    },
    {
      id: `${PART}.serverRssPeak`,
      label: 'server memory peak (VmHWM)',
      value: main.server.peakMb,
      unit: 'MB',
    },
    {
      id: `${PART}.serverCpu`,
      label: 'server CPU (100 % = one core)',
      value: main.server.cpuPercent,
      unit: '%',
    },
    ...(capacity
      ? [
          {
            id: `${PART}.capacity`,
            label: 'session capacity of one 2-core server (p99 ≤ 100 ms)',
            value: capacity.capacity,
            unit: 'players',
          },
        ]
      : []),
  ];
  reportPart(PART, figures, {
    settings: {
      ...settings,
      think: options.think,
      database: options['database-url'] ? 'postgres' : 'sqlite',
    },
    durationS: round((Date.now() - started) / 1000),
    main,
    capacity,
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
