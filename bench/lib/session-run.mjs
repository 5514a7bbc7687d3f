// The session bench's machinery (bench/session.mjs, and bench/instances.mjs for several
// instances behind a proxy): one session played by N simulated players over load-generator
// processes while a game master's dashboard listens, and the capacity search. See bench/README.md.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { EventSource } from 'eventsource';
import { Pool } from 'undici';
import { ADMIN } from './coulisses-server.mjs';

const workerEntry = path.resolve(import.meta.dirname, '../session-players.mjs');
const AUTHORIZATION = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
/** The issue's targets. */
export const P99_BUDGET_MS = 100;
export const EVENT_P95_BUDGET_MS = 250;
/** The web dashboard's batching (apps/web/src/hooks/admin/live-rows.ts). */
const DASHBOARD_BATCH_MS = 500;
const DASHBOARD_RELOAD_ALL_OVER = 12;
/** …and its whole reads, at most once per 2.5 ms a row shown (every 5 s at 2,000 players). */
const DASHBOARD_RELOAD_ALL_MS_PER_ROW = 2.5;
/** The players' calls that decide the capacity; the game master's reads are reported apart. */
export const PLAYER_CALLS = [
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A command-line option that must be a positive whole number. */
export function positiveOption(options, name) {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}
export const log = (line) => process.stdout.write(`${line}\n`);
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const loadAverage = () => os.loadavg().map((load) => round(load, 2));

export function memoryKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * The process's CPU time so far in ms (utime + stime, /proc/<pid>/stat fields 14 and 15), all
 * its threads; with `thread`, that thread's alone (its main thread: the pid).
 */
export function cpuMs(pid, thread) {
  const stat = fs.readFileSync(
    thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
    'utf8',
  );
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The connections waiting to be accepted on `port` (its listening sockets' queue, which Linux
 * gives as their rx_queue in /proc/net/tcp and tcp6), or undefined where those files are not,
 * or hold no listening socket on that port. The listening sockets come first in those files:
 * they are read up to the first row of another state, so that the kernel does not write out
 * every player's connection each second.
 */
export function acceptQueue(port) {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const chunk = Buffer.alloc(16384);
  let waiting;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let fd;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      continue;
    }
    try {
      // A read gives a page at most: read on, row by row, while the rows are listening ones.
      let pending = '';
      let header = true;
      reading: for (let length; (length = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;) {
        const lines = (pending + chunk.toString('latin1', 0, length)).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (header) {
            header = false;
            continue;
          }
          // sl local_address rem_address st tx_queue:rx_queue …; st 0A is LISTEN.
          const [, address, , state, queues] = line.trim().split(/\s+/);
          if (state !== '0A') break reading;
          if (address.endsWith(local)) waiting = (waiting ?? 0) + parseInt(queues.split(':')[1], 16);
        }
      }
    } finally {
      fs.closeSync(fd);
    }
  }
  return waiting;
}

/** The game master's admin calls: Basic credentials, and the XSRF echo for changes. */
export async function adminCall(pool, method, urlPath, json) {
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
function openDashboard(base, sessionId, pool, settings, { reload = settings.dashboardReload } = {}) {
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
  // As the web app's batcher (live-rows.ts): the first id after a quiet window is read at
  // once, and the ids that follow within the window it opens at its end.
  const flush = async () => {
    timer = undefined;
    if (pending.size === 0) return;
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
    timer = setTimeout(flush, DASHBOARD_BATCH_MS);
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
    if (!reload) return;
    pending.add(event.playerId);
    if (timer === undefined) void flush();
  });
  // A team's game: the web dashboard reads its members' rows; here, the acting member's.
  source.addEventListener('teamGame', (message) => {
    const at = process.hrtime.bigint();
    const event = JSON.parse(message.data);
    const key = `${event.teamId}:${event.locksSolved}`;
    if (!received.has(key)) received.set(key, at);
    if (!reload || !event.playerId) return;
    pending.add(event.playerId);
    if (timer === undefined) void flush();
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
export function summary(values) {
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

/**
 * The machine's load average at the start or the end of a run, a figure: its 1-minute value,
 * with the 5- and 15-minute ones beside it.
 */
export const loadFigure = (id, when, [oneMinute, fiveMinutes, fifteenMinutes]) => ({
  id,
  label: `machine load average at the ${when} (1 min; 5, 15 min: ${fiveMinutes}, ${fifteenMinutes})`,
  value: oneMinute,
  unit: 'load',
  minutes: { 1: oneMinute, 5: fiveMinutes, 15: fifteenMinutes },
});

export const passes = (run) => run.errors === 0 && run.worstP99.ms <= P99_BUDGET_MS;

/**
 * The session runs of one bench. `startTarget(label)` starts what the players call, fresh for
 * each run: `{ base, processes: [{ name, pid, cpuMs? }], listeners?: [{ name, base }], stop, output }` —
 * the first process is the server whose memory is read; every process's CPU is reported
 * (read from /proc, or by its own `cpuMs()` for a group of processes);
 * each listener is a game master's stream opened straight on one instance, for the events
 * crossing instances (the answers' responses say their instance in `x-backend`).
 */
export function sessionRunner(settings, startTarget) {
  /** One session: a fresh server, the dashboard, N players over `workers` processes. */
  async function runSession({ players, arrivalS, durationS, label }) {
    const loadStart = loadAverage();
    const { processes, listeners = [], base, stop, output } = await startTarget(label);
    const server = processes[0];
    const pool = new Pool(base, { connections: 8 });
    const workers = [];
    // Sampling the server's /proc files: stopped whatever happens, before the server is.
    let sampler;
    let secondly;
    try {
      const session = await adminCall(pool, 'POST', '/v1/sessions', {
        name: `Session bench ${players}`,
        status: 'running',
        ...(settings.teamSize > 0 ? { teamSize: settings.teamSize } : {}),
      });
      const dashboard = openDashboard(base, session.id, pool, settings);
      // A game master's stream on each instance itself, for the events crossing instances.
      const instanceStreams = listeners.map((listener) =>
        openDashboard(listener.base, session.id, pool, settings, { reload: false }),
      );
      await Promise.all([dashboard, ...instanceStreams].map((stream) => stream.isReady));
      await adminCall(pool, 'GET', `/v1/sessions/${session.id}/dashboard`);
      await sleep(300);
      const before = memoryKb(server.pid);
      const cpuBefore = processes.map((process_) => process_.cpuMs?.() ?? cpuMs(process_.pid));
      const wallStart = process.hrtime.bigint();
      let rssMax = before.rss;
      sampler = setInterval(() => {
        rssMax = Math.max(rssMax, memoryKb(server.pid).rss);
      }, 250);
      // Each second: the server's main thread's share of a core (its event loop: 100 % is
      // saturated, whatever its other threads do), and the connections the phones opened
      // that it has not accepted yet.
      const port = Number(new URL(base).port);
      const mainBefore = cpuMs(server.pid, server.pid);
      let mainLast = { at: process.hrtime.bigint(), ms: mainBefore };
      let mainBusiest = 0;
      let queueMax = acceptQueue(port);
      secondly = setInterval(() => {
        const at = process.hrtime.bigint();
        const ms = cpuMs(server.pid, server.pid);
        mainBusiest = Math.max(mainBusiest, ((ms - mainLast.ms) / (Number(at - mainLast.at) / 1e6)) * 100);
        mainLast = { at, ms };
        const queue = acceptQueue(port);
        if (queue !== undefined) queueMax = Math.max(queueMax ?? 0, queue);
      }, 1000);

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
      const processCpu = processes.map((process_, index) => ({
        name: process_.name,
        cpuPercent: round(
          (((process_.cpuMs?.() ?? cpuMs(process_.pid)) - cpuBefore[index]) / wallMs) * 100,
          0,
        ),
      }));
      const serverCpuPercent = processCpu[0].cpuPercent;
      const mainThreadPercent = ((cpuMs(server.pid, server.pid) - mainBefore) / wallMs) * 100;
      clearInterval(secondly);
      // The last events are on their way.
      await sleep(500);
      clearInterval(sampler);
      const after = memoryKb(server.pid);
      dashboard.close();
      for (const stream of instanceStreams) stream.close();

      const latencies = {};
      for (const result of results) {
        for (const [type, values] of Object.entries(result.latencies))
          (latencies[type] ??= []).push(...values);
      }
      const calls = Object.fromEntries(
        [...PLAYER_CALLS.filter((type) => latencies[type]), ...Object.keys(dashboard.reads)].map((type) => [
          type,
          summary(latencies[type] ?? dashboard.reads[type]),
        ]),
      );
      const errors = results.flatMap((result) => result.errors);
      const streamFailures = results.flatMap((result) => result.streams.samples ?? []);
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
      // A right answer served by one instance, heard on a game master's stream held by another.
      const crossingMs = [];
      let crossingLost = 0;
      for (const answer of answers) {
        if (answer.backend === undefined) continue;
        instanceStreams.forEach((stream, index) => {
          if (String(index) === String(answer.backend)) return;
          const at = stream.received.get(answer.key);
          if (at === undefined) crossingLost += 1;
          else crossingMs.push(Number(at - BigInt(answer.sent)) / 1000);
        });
      }
      const playerStreams = results.reduce(
        (sum, result) => ({
          opened: sum.opened + result.streams.opened,
          failed: sum.failed + result.streams.failed,
          unanswered: sum.unanswered + result.streams.unanswered,
        }),
        { opened: 0, failed: 0, unanswered: 0 },
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
        errors:
          errors.length +
          dashboard.errors.length +
          eventsMissed +
          playerStreams.failed +
          crossingLost +
          instanceStreams.reduce((sum, stream) => sum + stream.errors.length, 0),
        errorSamples: [
          ...errors.slice(0, 10),
          ...dashboard.errors.slice(0, 10),
          ...streamFailures.slice(0, 10),
        ],
        answers: answers.length,
        eventsMissed,
        // Events crossing instances: answers heard on another instance's stream, from their sending.
        crossing: { ...summary(crossingMs), lost: crossingLost },
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
          mainThreadCpuPercent: round(mainThreadPercent, 0),
          mainThreadBusiestSecondPercent: round(Math.min(100, mainBusiest), 0),
        },
        // The connections waiting to be accepted at the address the phones call (the proxy's,
        // before instances), the most in a sample a second; undefined where it cannot be read.
        acceptQueueMax: queueMax,
        // Each process's CPU (100 % = one core): the server(s), and a proxy before them.
        processes: processCpu,
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
        loadAverage: { start: loadStart, end: loadAverage() },
      };
    } catch (error) {
      process.stderr.write(`Server output:\n${output()}\n`);
      throw error;
    } finally {
      clearInterval(sampler);
      clearInterval(secondly);
      for (const worker of workers) if (worker.exitCode === null) worker.kill();
      await pool.close();
      await stop();
    }
  }

  function printRun(run) {
    log(
      `  ${run.label}: ${run.players} players in ${run.wallS} s, ${run.requests} calls (${run.requestsPerSecond}/s), ` +
        `errors ${run.errors}, worst p99 ${run.worstP99.ms} ms (${run.worstP99.call}), ` +
        `event p95 ${run.eventFromSentMs.p95} ms, ` +
        (settings.teamSize > 0 ? `teammates p95 ${run.teammateEventMs.p95} ms, ` : '') +
        `CPU ${run.processes.map((process_) => `${process_.name} ${process_.cpuPercent} %`).join(', ')}, ` +
        (run.crossing.count || run.crossing.lost
          ? `crossing instances ${run.crossing.count} (lost ${run.crossing.lost}) p95 ${run.crossing.p95} ms, `
          : '') +
        `main thread ${run.server.mainThreadCpuPercent} % (busiest second ${run.server.mainThreadBusiestSecondPercent} %), ` +
        (run.acceptQueueMax === undefined ? '' : `waiting to be accepted ${run.acceptQueueMax} at most, `) +
        `RSS max ${run.server.rssMaxMb} MB, load ${run.loadAverage.start.join(' ')} → ${run.loadAverage.end.join(' ')}: ${passes(run) ? 'pass' : 'FAIL'}`,
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
    const { resolution = 250, step = 1000 } = settings;
    for (let index = 0; index < settings.capacityRuns; index += 1) {
      let players =
        high === undefined ? low + step * 2 ** index : Math.round((low + high) / 2 / resolution) * resolution;
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

  return { runSession, printRun, capacitySearch };
}
