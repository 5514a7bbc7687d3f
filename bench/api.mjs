#!/usr/bin/env node
// docs/product.md#performance-budgets: the API against the framework's own ceiling. In one run, autocannon measures
// a bare Fastify hello-world, then the built Coulisses server's player game-state read and
// its answer submission, each as a ratio of the bare figure. See bench/README.md.
//
//   node bench/api.mjs [--duration 10] [--warmup 2] [--connections 10]
//                      [--database-url postgres://…] [--profile]
// DATABASE_URL, when set, adds the same figures on PostgreSQL (ids ending in .postgres).
// --profile: a CPU profile of each measured run (not its warm-up), printed as the
// microseconds a request spends in each layer and kept as bench/results/api-*.cpuprofile.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { layersPerRequest, profiledProcess, readProfileWindow, toggleProfile } from './lib/cpu-profile.mjs';
import { reportPart, RESULTS_DIR } from './lib/report.mjs';
import {
  ROOT,
  apiClient,
  cpuMs,
  inParallel,
  requireBuild,
  startCoulisses,
  startProcess,
} from './lib/coulisses-server.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    profile: { type: 'boolean', default: false },
  },
});
const DURATION = Number(options.duration);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const SCENARIO = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/scenarios/le-dernier-acte/scenario.json'), 'utf8'),
);
/** The players answer in English (they register with lang "en"). */
const TEXTS_EN = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/scenarios/le-dernier-acte/texts.en.json'), 'utf8'),
);
/** Wrong answers a player may send on one lock before the per-lock throttle (shared game-rules). */
const ATTEMPTS_PER_LOCK = 5;
const log = (line) => process.stdout.write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

requireBuild();

/**
 * One autocannon run after a warm-up. Only 2xx answers count as served: req/s is the
 * 2xx count over the measured seconds; a refusal shows in non2xx, never as speed.
 */
async function measure(title, target, pid, profile) {
  const run = (duration) => autocannon({ title, connections: CONNECTIONS, duration, ...target });
  await run(WARMUP);
  // The server's own CPU per answer: the load generator shares the two cores, so req/s
  // alone also measures how much CPU autocannon left the server.
  const cpuBefore = cpuMs(pid);
  if (profile) toggleProfile(pid);
  const result = await run(DURATION);
  if (profile) toggleProfile(pid);
  const served = result['2xx'];
  const measured = {
    requestsPerSecond: round(served / result.duration, 0),
    cpuUsPerRequest: served ? round(((cpuMs(pid) - cpuBefore) * 1000) / served, 0) : null,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
  log(
    `  ${title}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ` +
      `server CPU ${measured.cpuUsPerRequest} µs a request, ` +
      `non-2xx ${measured.non2xx}, errors ${measured.errors}`,
  );
  if (profile) {
    profile.windows += 1;
    const { file, profile: cpuProfile } = await readProfileWindow(profile.directory, profile.windows);
    const kept = path.join(RESULTS_DIR, `api-${profile.name(title)}.cpuprofile`);
    fs.renameSync(file, kept);
    measured.profile = {
      file: path.relative(ROOT, kept),
      ...layersPerRequest(cpuProfile, result.requests.total),
    };
    log(`    where a request's ${measured.profile.busyUsPerRequest} µs of profiled CPU go:`);
    for (const { layer, us } of measured.profile.layers) log(`      ${String(us).padStart(6)} µs  ${layer}`);
  }
  return measured;
}

/** With --profile: the process profiles each measured run (bench/lib/cpu-profile.mjs). */
function profiling(directoryName) {
  if (!options.profile) return { nodeArgs: [], env: {}, profile: undefined };
  const directory = path.join(RESULTS_DIR, directoryName);
  fs.rmSync(directory, { recursive: true, force: true });
  const name = (title) =>
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return { ...profiledProcess(directory), profile: { directory, windows: 0, name } };
}

async function bareFastify() {
  const { nodeArgs, env, profile } = profiling('api-profile-bare');
  const bare = await startProcess({ entry: path.join(ROOT, 'bench/lib/bare-fastify.mjs'), nodeArgs, env });
  try {
    return await measure('bare Fastify hello-world', { url: `${bare.base}/` }, bare.child.pid, profile);
  } finally {
    await bare.stop();
  }
}

/**
 * The case's locks that take a typed answer, in the order a player reaches them: each
 * phase holds the locks of the folders the previous phases' locks opened.
 */
function lockPhases() {
  const open = new Set(SCENARIO.startFolders);
  const typed = SCENARIO.locks.filter((lock) => lock.kind !== 'choice');
  const used = new Set();
  const phases = [];
  for (;;) {
    const phase = typed.filter((lock) => !used.has(lock.id) && open.has(lock.in));
    if (phase.length === 0) return phases;
    // A code's answer is in scenario.json; a text's, in each language's texts.
    phases.push(
      phase.map((lock) => ({ id: lock.id, answer: lock.answer ?? TEXTS_EN.locks[lock.id].answers[0] })),
    );
    for (const lock of phase) {
      used.add(lock.id);
      lock.opens.forEach((folder) => open.add(folder));
    }
  }
}

/**
 * Players of one running session, registered and with their clock started (their first
 * look at the game), as the web app does it.
 */
async function addPlayers(api, sessionId, players, count) {
  const added = await inParallel(count, 32, async (index) => {
    const player = await api.call('POST', '/v1/players', {
      headers: {},
      json: { sessionId, mail: `player${players.length + index}@bench.test`, lang: 'en' },
    });
    await api.call('GET', `/v1/players/${player.id}/game`, { headers: api.playerHeaders(player) });
    const number = players.length + index;
    return { ...player, address: `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}` };
  });
  players.push(...added);
}

async function coulisses(engine) {
  const postgres = engine === 'postgres';
  const { nodeArgs, env, profile } = profiling(`api-profile-${engine}`);
  const server = await startCoulisses({
    databaseUrl: postgres ? options['database-url'] : undefined,
    schema: 'bench_api',
    nodeArgs,
    // Each player answers from an address of their own, as phones on their own networks
    // do: from one address, a lock's wrong answers would meet its per-address throttle
    // (docs/decisions/0015-nothing-learned-while-anyone-plays.md), refusals rather than answers. The bench is the proxy.
    env: { ...env, TRUST_PROXY: '127.0.0.1' },
  });
  try {
    const api = await apiClient(server.base);
    const session = await api.call('POST', '/v1/sessions', {
      json: { name: 'API bench', status: 'running', durationMinutes: 600 },
    });
    const players = [];
    await addPlayers(api, session.id, players, 200);

    // What every API call goes through before its own work — routing, the security
    // headers, CORS, the XSRF cookie, the rate limit, the answer's schema — on the
    // cheapest route: where the ratios below start from.
    const pid = server.child.pid;
    const health = await measure(
      `GET /v1/health (${engine})`,
      { url: `${server.base}/v1/health`, headers: { cookie: api.xsrfHeaders.cookie } },
      pid,
      profile,
    );

    // The game screen's read: GET /v1/players/{id}/game with the player's token, each
    // request another player's.
    let reads = 0;
    const stateRead = await measure(
      `state read (${engine})`,
      {
        url: server.base,
        requests: [
          {
            method: 'GET',
            setupRequest(request) {
              const player = players[reads++ % players.length];
              request.path = `/v1/players/${player.id}/game`;
              request.headers = { cookie: api.xsrfHeaders.cookie, 'x-player-token': player.token };
              return request;
            },
          },
        ],
      },
      pid,
      profile,
    );

    // Answers: every player works through the case, lock after lock as each opens the
    // next folder; on each lock four wrong codes then the right one: five attempts, the
    // most the per-lock throttle (shared game-rules) lets through without a wait.
    // Consecutive requests go to different players, so no two of one player's requests
    // race. Enough players for the whole run at the read rate: an answer does all a read
    // does, and writes besides, so it cannot be faster (were it, non-2xx would show it).
    const phases = lockPhases();
    const perPlayer = phases.flat().length * ATTEMPTS_PER_LOCK;
    const needed = Math.ceil((stateRead.requestsPerSecond * (DURATION + WARMUP)) / perPlayer);
    const started = Date.now();
    await addPlayers(api, session.id, players, Math.max(0, needed - players.length));
    log(`  ${players.length} players registered and started (${round((Date.now() - started) / 1000)} s)`);
    const phaseSizes = phases.map((locks) => players.length * locks.length * ATTEMPTS_PER_LOCK);
    /** The index-th attempt of the run: which player, which lock, which answer. */
    const attemptAt = (index) => {
      let rest = index;
      for (const [phase, size] of phaseSizes.entries()) {
        if (rest >= size) {
          rest -= size;
          continue;
        }
        const locks = phases[phase];
        const pairs = players.length * locks.length;
        const attempt = Math.floor(rest / pairs);
        const pair = rest % pairs;
        const lock = locks[Math.floor(pair / players.length)];
        const answer = attempt === ATTEMPTS_PER_LOCK - 1 ? lock.answer : String(1000 + attempt);
        return { player: players[pair % players.length], lock, answer };
      }
      throw new Error('Every player has opened every lock: add players');
    };
    let attempts = 0;
    const submission = await measure(
      `answer submission (${engine})`,
      {
        url: server.base,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              const { player, lock, answer } = attemptAt(attempts++);
              request.path = `/v1/players/${player.id}/locks/${lock.id}/attempts`;
              request.headers = {
                ...api.xsrfHeaders,
                'content-type': 'application/json',
                'x-player-token': player.token,
                'x-forwarded-for': player.address,
              };
              request.body = JSON.stringify({ answer });
              return request;
            },
          },
        ],
      },
      pid,
      profile,
    );
    return { health, stateRead, submission, players: players.length, attemptsSent: attempts };
  } catch (error) {
    process.stderr.write(`Server output:\n${server.output()}\n`);
    throw error;
  } finally {
    await server.stop();
  }
}

function figures(bare, measured, suffix) {
  const label = suffix ? ' (PostgreSQL)' : ' (SQLite)';
  const ratio = (value) => round((100 * value) / bare.requestsPerSecond);
  const of = (key, name, budget) => [
    {
      id: `api.${key}.rps${suffix}`,
      label: `${name} req/s${label}`,
      value: measured[key].requestsPerSecond,
      unit: 'req/s',
    },
    { id: `api.${key}.p99${suffix}`, label: `${name} p99${label}`, value: measured[key].p99Ms, unit: 'ms' },
    {
      id: `api.${key}.ratio${suffix}`,
      label: `${name} / bare Fastify${label}`,
      value: ratio(measured[key].requestsPerSecond),
      unit: '%',
      ...(budget === undefined ? {} : { budget: { op: '>=', value: budget } }),
    },
    {
      id: `api.${key}.cpu${suffix}`,
      label: `${name} server CPU a request${label}`,
      value: measured[key].cpuUsPerRequest,
      unit: 'µs',
    },
    {
      id: `api.${key}.non2xx${suffix}`,
      label: `${name} non-2xx answers${label}`,
      value: measured[key].non2xx + measured[key].errors,
      unit: 'responses',
      budget: { op: '<=', value: 0 },
    },
  ];
  return [
    ...of('health', 'GET /v1/health', 60),
    ...of('stateRead', 'State read', 25),
    ...of('submission', 'Answer submission', 12),
  ];
}

async function main() {
  const started = Date.now();
  log('Bare Fastify');
  const bare = await bareFastify();
  log('Coulisses on SQLite');
  const sqlite = await coulisses('sqlite');
  let postgres;
  if (options['database-url']) {
    log('Coulisses on PostgreSQL');
    postgres = await coulisses('postgres');
  }
  reportPart(
    'api',
    [
      {
        id: 'api.bare.rps',
        label: 'Bare Fastify hello-world req/s',
        value: bare.requestsPerSecond,
        unit: 'req/s',
      },
      { id: 'api.bare.p99', label: 'Bare Fastify hello-world p99', value: bare.p99Ms, unit: 'ms' },
      {
        id: 'api.bare.cpu',
        label: 'Bare Fastify hello-world server CPU a request',
        value: bare.cpuUsPerRequest,
        unit: 'µs',
      },
      ...figures(bare, sqlite, ''),
      ...(postgres ? figures(bare, postgres, '.postgres') : []),
    ],
    {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      bare,
      sqlite,
      postgres: postgres ?? 'skipped: DATABASE_URL not set',
      elapsedSeconds: round((Date.now() - started) / 1000),
    },
  );
}

await main();
