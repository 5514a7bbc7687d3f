#!/usr/bin/env node
// docs/product.md#performance-budgets, the team notepad (docs/product.md#team-notepad): 1,250
// teams of 4 playing on one server, every player's event stream open. In each team one member
// types in the team's notepad as a table does, in bursts — a line of 12 batches, a batch
// every 300 ms as the phone sends, then reading — so that a quarter of the teams type at any
// moment (--typing-share), while the others listen. The figure: from the POST of a batch until
// each teammate's stream delivers the `notepad` event carrying it. Then one member sending the
// same heavy update again and again at the route's rate, and the server's CPU meanwhile; last,
// every team typing at once without a pause, what one server does past its budget
// (docs/decisions/0032-a-table-types-in-bursts.md). See bench/README.md.
//
//   node bench/notepad.mjs [--teams 1250] [--team-size 4] [--seconds 30] [--workers 2]
//                          [--typing-share 0.25] [--database-url postgres://…] [--profile]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as Y from 'yjs';
import {
  apiClient,
  inParallel,
  requireBuild,
  ROOT,
  spawnNode,
  startCoulisses,
} from './lib/coulisses-server.mjs';
import { layersPerRequest, profiledProcess, readProfileWindow, toggleProfile } from './lib/cpu-profile.mjs';
import { reportPart, RESULTS_DIR } from './lib/report.mjs';
import { cpuMs, loadAverage, loadFigure, log, memoryKb, positiveOption, round } from './lib/session-run.mjs';

const phonesEntry = path.join(ROOT, 'bench/notepad-phones.mjs');
/** docs/product.md#performance-budgets: a teammate reads a batch within 300 ms (p95). */
const P95_BUDGET_MS = 300;
/** The phone's batches (apps/web/src/features/game/hooks/use-team-notepad.ts). */
const BATCH_MS = 300;
/** The notepad route's limit (apps/server/src/routes/v1/teams.ts): 600 a minute. */
const ROUTE_RATE_PER_SECOND = 10;
const HEAVY_SECONDS = 10;
const IDLE_SECONDS = 5;
const WARM_UP_SECONDS = 10;
/** A line typed in one go: 12 batches, 3.6 s (docs/decisions/0032-a-table-types-in-bursts.md). */
const BURST_BATCHES = 12;
/** Every team typing at once, without a pause: how long. */
const ALL_AT_ONCE_SECONDS = 10;

const { values: options } = parseArgs({
  options: {
    teams: { type: 'string', default: '1250' },
    'team-size': { type: 'string', default: '4' },
    seconds: { type: 'string', default: '30' },
    workers: { type: 'string', default: '2' },
    'typing-share': { type: 'string', default: '0.25' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    profile: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  const lines = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  process.stdout.write(`${lines.slice(1, 14).join('\n')}\n`);
  process.exit(0);
}
const TEAMS = positiveOption(options, 'teams');
const SIZE = positiveOption(options, 'team-size');
const SECONDS = positiveOption(options, 'seconds');
const WORKERS = Math.min(positiveOption(options, 'workers'), TEAMS);
const SHARE = Number(options['typing-share']);
if (!(SHARE > 0 && SHARE <= 1)) throw new Error('--typing-share must be above 0 and at most 1');
if (SIZE < 2) throw new Error('--team-size must be at least 2: a typist and a teammate');
requireBuild();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const base64 = (bytes) => Buffer.from(bytes).toString('base64');
/** A team's phones send from one address, as they share the table's Wi-Fi (bench/session-players.mjs). */
const tableAddress = (team) => `127.1.${Math.floor(team / 250)}.${(team % 250) + 1}`;
const percentile = (values, p) => {
  if (values.length === 0) return Infinity;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({
  count: values.length,
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  p99: round(percentile(values, 99)),
  max: round(values.length ? Math.max(...values) : Infinity),
});

function startPhones() {
  const child = spawnNode(
    [phonesEntry],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    { raiseOpenFileLimit: true },
  );
  const next = (type) =>
    new Promise((resolve, reject) => {
      const listener = (message) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
      child.once('exit', (code) => reject(new Error(`A phones process ended (${code})`)));
    });
  return { child, next, send: (message) => child.send(message) };
}

/** The session, its players and their teams, made through the API as the phones make them. */
async function makeTeams(api) {
  const session = await api.call('POST', '/v1/sessions', {
    json: { name: 'Notepad bench', status: 'open', teamSize: SIZE },
  });
  const count = TEAMS * SIZE + SIZE;
  const players = await inParallel(count, 32, (index) =>
    api.call('POST', '/v1/players', {
      headers: {},
      json: {
        sessionId: session.id,
        mail: `typist-${index}@bench.example`,
        lang: ['fr', 'en', 'es', 'gr'][index % 4],
      },
    }),
  );
  // One more team than typing: the heavy updates go to its notepad.
  const teams = await inParallel(TEAMS + 1, 32, async (team) => {
    const members = players.slice(team * SIZE, (team + 1) * SIZE);
    const [first, ...others] = members;
    const made = await api.call('POST', `/v1/players/${first.id}/teams`, {
      headers: api.playerHeaders(first),
      json: { name: `Table ${team}` },
    });
    for (const member of others) {
      await api.call('PUT', `/v1/players/${member.id}/team`, {
        headers: api.playerHeaders(member),
        json: { teamId: made.yourTeamId },
      });
    }
    return {
      id: made.yourTeamId,
      address: tableAddress(team),
      players: members.map(({ id, token }) => ({ id, token })),
    };
  });
  await api.call('POST', `/v1/sessions/${session.id}/transitions`, { json: { action: 'start' } });
  return { session, teams: teams.slice(0, TEAMS), heavyTeam: teams[TEAMS] };
}

/** The server's CPU (all threads, and its main thread's busiest second) and memory over a phase. */
function watchServer(pid) {
  const cpuBefore = cpuMs(pid);
  const startedAt = process.hrtime.bigint();
  let last = { at: startedAt, ms: cpuMs(pid, pid) };
  let busiest = 0;
  let rssMax = memoryKb(pid).rss;
  const timer = setInterval(() => {
    const at = process.hrtime.bigint();
    const ms = cpuMs(pid, pid);
    busiest = Math.max(busiest, ((ms - last.ms) / (Number(at - last.at) / 1e6)) * 100);
    last = { at, ms };
    rssMax = Math.max(rssMax, memoryKb(pid).rss);
  }, 1000);
  return () => {
    clearInterval(timer);
    const wallMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
    const cpu = cpuMs(pid) - cpuBefore;
    return {
      cpuMs: cpu,
      cpuPercent: round((cpu / wallMs) * 100),
      mainBusiestPercent: round(busiest),
      rssMaxMb: round(rssMax / 1024),
    };
  };
}

/** Every phones process types its teams for `seconds`; their deliveries and answers put together. */
async function typing(phones, shares, seconds, base, xsrfHeaders, share = 1, record = true) {
  const startAt = String(process.hrtime.bigint() + 500_000_000n);
  const reports = await Promise.all(
    phones.map((phone, index) => {
      const typed = phone.next('typed');
      phone.send({
        type: 'type',
        base,
        xsrfHeaders,
        teams: shares[index],
        intervalMs: BATCH_MS,
        seconds,
        settleMs: 2_000,
        startAt,
        record,
        share,
        burst: BURST_BATCHES,
      });
      return typed;
    }),
  );
  return {
    deliveries: reports.flatMap((report) => report.deliveries),
    posts: reports.flatMap((report) => report.posts),
    errors: reports.flatMap((report) => report.errors),
    lost: reports.reduce((sum, report) => sum + report.lost, 0),
    strays: reports.reduce((sum, report) => sum + report.strays, 0),
  };
}

/**
 * A heavy update: characters typed one at a time at random places, each its own struct,
 * until it nears the 64 KiB a request body may hold (apps/server/src/app.ts).
 */
function heavyUpdate() {
  const doc = new Y.Doc();
  const text = doc.getText('notes');
  for (let index = 0; index < 2_700; index += 1) {
    text.insert(Math.floor(Math.random() * (text.length + 1)), 'abcdefghij'[index % 10]);
  }
  return base64(Y.encodeStateAsUpdate(doc));
}

/** One member sends the same heavy update at the route's rate; the server's CPU meanwhile. */
async function heavyDuplicates(api, base, pid, team) {
  const [member] = team.players;
  const update = heavyUpdate();
  const url = `/v1/players/${member.id}/teams/${team.id}/notepad`;
  const send = () => api.call('POST', url, { headers: api.playerHeaders(member), json: { update } });
  await send();
  await sleep(1_000);
  const stop = watchServer(pid);
  const sent = [];
  for (let index = 0; index < HEAVY_SECONDS * ROUTE_RATE_PER_SECOND; index += 1) {
    const at = performance.now();
    await send();
    sent.push(performance.now() - at);
    await sleep(Math.max(0, 1000 / ROUTE_RATE_PER_SECOND - (performance.now() - at)));
  }
  return { ...stop(), bytes: update.length, answered: summary(sent) };
}

async function main() {
  const started = Date.now();
  const loadStart = loadAverage();
  // --profile: a CPU profile of the server while every team types, by layer a batch.
  const profileDirectory = path.join(RESULTS_DIR, `notepad-profile-${process.pid}`);
  const profiling = options.profile ? profiledProcess(profileDirectory) : { nodeArgs: [], env: {} };
  const server = await startCoulisses({
    databaseUrl: options['database-url'],
    schema: `bench_notepad_${process.pid}`,
    raiseOpenFileLimit: true,
    ...profiling,
  });
  const { base } = server;
  const pid = server.child.pid;
  const phones = [];
  try {
    log(
      `Notepad bench: ${TEAMS} teams of ${SIZE} on ${options['database-url'] ? 'PostgreSQL' : 'SQLite'}, ${WORKERS} phones process(es)`,
    );
    const api = await apiClient(base);
    const { teams, heavyTeam } = await makeTeams(api);
    log(
      `${teams.length} teams made (${teams.length * SIZE} players) in ${round((Date.now() - started) / 1000)} s`,
    );
    const shares = Array.from({ length: WORKERS }, (_, index) =>
      teams.filter((_, team) => team % WORKERS === index),
    );
    for (let index = 0; index < WORKERS; index += 1) phones.push(startPhones());
    const opened = await Promise.all(
      phones.map((phone, index) => {
        const done = phone.next('opened');
        phone.send({
          type: 'open',
          base,
          xsrfHeaders: api.xsrfHeaders,
          teams: shares[index],
          concurrency: 100,
        });
        return done;
      }),
    );
    const streams = opened.reduce((sum, report) => sum + report.opened, 0);
    const failedStreams = opened.reduce((sum, report) => sum + report.failed, 0);
    log(
      `${streams} event streams open${failedStreams ? `, ${failedStreams} failed: ${opened.flatMap((r) => r.reasons).join(', ')}` : ''}`,
    );

    // One team alone: what a batch takes on a server that does nothing else.
    const idle = await typing(phones.slice(0, 1), [[shares[0][0]]], IDLE_SECONDS, base, api.xsrfHeaders);
    log(
      `One team alone: edit → teammate p50 ${summary(idle.deliveries).p50} ms, p95 ${summary(idle.deliveries).p95} ms`,
    );

    // The same typing first, unmeasured: the server's code warmed up, as it is by the time a
    // room types (bench/api.mjs warms up too).
    await typing(phones, shares, WARM_UP_SECONDS, base, api.xsrfHeaders, SHARE, false);
    const watch = watchServer(pid);
    if (options.profile) toggleProfile(pid);
    const loaded = await typing(phones, shares, SECONDS, base, api.xsrfHeaders, SHARE);
    if (options.profile) toggleProfile(pid);
    const server_ = watch();
    if (options.profile) {
      const { profile } = await readProfileWindow(profileDirectory, 1);
      fs.renameSync(
        path.join(profileDirectory, 'window-1.cpuprofile'),
        path.join(RESULTS_DIR, 'notepad.cpuprofile'),
      );
      fs.rmSync(profileDirectory, { recursive: true, force: true });
      const layers = layersPerRequest(profile, loaded.posts.length);
      log(
        `Where a batch's ${layers.busyUsPerRequest} µs of profiled CPU go (bench/results/notepad.cpuprofile):`,
      );
      for (const { layer, us } of layers.layers) log(`  ${String(us).padStart(7)} µs  ${layer}`);
    }
    const delivered = summary(loaded.deliveries);
    const answered = summary(loaded.posts);
    log(
      `${TEAMS} teams playing, ${Math.round(SHARE * 100)} % typing at a time: ${loaded.posts.length} batches, edit → teammate p50 ${delivered.p50} / p95 ${delivered.p95} / max ${delivered.max} ms; ` +
        `POST p50 ${answered.p50} / p99 ${answered.p99} ms; server CPU ${server_.cpuPercent} %`,
    );
    const heavy = await heavyDuplicates(api, base, pid, heavyTeam);
    log(
      `The same heavy update (${heavy.bytes} characters) ${ROUTE_RATE_PER_SECOND}× a second: server CPU ${heavy.cpuPercent} %`,
    );

    // Every team typing at once, without a pause: past the budget's load, what one server does.
    const watchAll = watchServer(pid);
    const allAtOnce = await typing(phones, shares, ALL_AT_ONCE_SECONDS, base, api.xsrfHeaders, 1);
    const serverAll = watchAll();
    const deliveredAll = summary(allAtOnce.deliveries);
    log(
      `Every team typing at once: ${round(allAtOnce.posts.length / ALL_AT_ONCE_SECONDS)} batches a second, edit → teammate p50 ${deliveredAll.p50} / p95 ${deliveredAll.p95} ms; server CPU ${serverAll.cpuPercent} %`,
    );

    const idleP95 = summary(idle.deliveries).p95;
    const figures = [
      {
        id: 'notepad.teams',
        label: `teams of ${SIZE} (every player's event stream open)`,
        value: TEAMS,
        unit: 'teams',
      },
      {
        id: 'notepad.streams',
        label: 'event streams open',
        value: streams,
        unit: 'streams',
        budget: { op: '>=', value: TEAMS * SIZE },
      },
      ...['start', 'end'].map((when) =>
        loadFigure(`notepad.loadAverage.${when}`, when, when === 'start' ? loadStart : loadAverage()),
      ),
      { id: 'notepad.idle.p95', label: 'one team alone: edit → teammate p95', value: idleP95, unit: 'ms' },
      {
        id: 'notepad.batches',
        label: `batches sent (one typist a team, every ${BATCH_MS} ms in lines of ${BURST_BATCHES}, ${Math.round(SHARE * 100)} % of teams at a time, ${SECONDS} s)`,
        value: loaded.posts.length,
        unit: 'batches',
      },
      {
        id: 'notepad.batchesPerSecond',
        label: 'batches a second',
        value: round(loaded.posts.length / SECONDS),
        unit: 'req/s',
      },
      {
        id: 'notepad.teammate.p50',
        label: "edit → teammates' streams p50",
        value: delivered.p50,
        unit: 'ms',
      },
      {
        id: 'notepad.teammate.p95',
        label: "edit → teammates' streams p95",
        value: delivered.p95,
        unit: 'ms',
        budget: { op: '<=', value: P95_BUDGET_MS },
      },
      {
        id: 'notepad.teammate.max',
        label: "edit → teammates' streams, the slowest",
        value: delivered.max,
        unit: 'ms',
      },
      {
        id: 'notepad.teammate.ratio',
        label: 'edit → teammates p95, loaded / one team alone',
        value: round(delivered.p95 / idleP95, 2),
        unit: '×',
      },
      { id: 'notepad.post.p50', label: 'notepad POST answered p50', value: answered.p50, unit: 'ms' },
      { id: 'notepad.post.p99', label: 'notepad POST answered p99', value: answered.p99, unit: 'ms' },
      {
        id: 'notepad.errors',
        label: 'errors (answers not 200, deliveries lost)',
        value: loaded.errors.length + loaded.lost,
        unit: 'errors',
        budget: { op: '<=', value: 0 },
      },
      {
        id: 'notepad.serverCpu',
        label: 'server CPU while they type (100 % = one core)',
        value: server_.cpuPercent,
        unit: '%',
      },
      {
        id: 'notepad.serverCpuPerBatch',
        label: 'server CPU a batch (its fan-out included)',
        value: Math.round((server_.cpuMs * 1000) / loaded.posts.length),
        unit: 'µs',
      },
      {
        id: 'notepad.serverMainThread',
        label: "server's main thread, its busiest second (100 % = saturated)",
        value: server_.mainBusiestPercent,
        unit: '%',
      },
      {
        id: 'notepad.serverRssPeak',
        label: 'server memory while they type, the most',
        value: server_.rssMaxMb,
        unit: 'MB',
      },
      {
        id: 'notepad.allAtOnce.batchesPerSecond',
        label: `every team typing at once, ${ALL_AT_ONCE_SECONDS} s: batches a second`,
        value: round(allAtOnce.posts.length / ALL_AT_ONCE_SECONDS),
        unit: 'req/s',
      },
      {
        id: 'notepad.allAtOnce.p95',
        label: "every team typing at once: edit → teammates' streams p95",
        value: deliveredAll.p95,
        unit: 'ms',
      },
      {
        id: 'notepad.allAtOnce.serverCpuPerBatch',
        label: 'every team typing at once: server CPU a batch',
        value: Math.round((serverAll.cpuMs * 1000) / Math.max(1, allAtOnce.posts.length)),
        unit: 'µs',
      },
      {
        id: 'notepad.heavyDuplicates.cpu',
        label: `server CPU, one member sending the same ${Math.round(heavy.bytes / 1000)} KB update ${ROUTE_RATE_PER_SECOND}× a second`,
        value: heavy.cpuPercent,
        unit: '%',
      },
    ];
    reportPart('notepad', figures, {
      settings: {
        teams: TEAMS,
        teamSize: SIZE,
        seconds: SECONDS,
        workers: WORKERS,
        typingShare: SHARE,
        burstBatches: BURST_BATCHES,
        database: options['database-url'] ? 'postgres' : 'sqlite',
      },
      durationS: round((Date.now() - started) / 1000),
      idle: summary(idle.deliveries),
      delivered,
      answered,
      errors: loaded.errors.slice(0, 20),
      lost: loaded.lost,
      strays: loaded.strays,
      server: server_,
      heavy,
      allAtOnce: { delivered: deliveredAll, errors: allAtOnce.errors.length, server: serverAll },
    });
  } catch (error) {
    process.stderr.write(`Server output:\n${server.output()}\n`);
    throw error;
  } finally {
    for (const phone of phones) if (phone.child.connected) phone.send({ type: 'close' });
    await sleep(500);
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
