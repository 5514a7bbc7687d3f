#!/usr/bin/env node
// docs/product.md#performance-budgets, a full session: N simulated players of one running session register, read
// their game, open documents and answer the locks at a human pace compressed in time, while
// a game master's dashboard listens to the session's live events. Then a capacity search:
// shorter runs with more players, until the p99 of a call passes 100 ms. See bench/README.md.
//
//   node bench/session.mjs [--players 5000] [--capacity false] [--max 10000] [--workers 2]
//                          [--arrival 20] [--think 1-5] [--duration 60] [--capacity-duration 30]
//                          [--team-size 4] [--database-url postgres://…] [--profile]
//
// --team-size N: a session played in teams of N (docs/product.md#teams), reported as the
// `team` part: the players make and join their teams, share the locks, propose and confirm
// the accusation, and the figure added is a right answer's event reaching the teammates.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';
import {
  EVENT_P95_BUDGET_MS,
  loadFigure,
  log,
  P99_BUDGET_MS,
  PLAYER_CALLS,
  positiveOption,
  round,
  sessionRunner,
} from './lib/session-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** docs/product.md#teams: "teammates see it within a second". */
const TEAMMATE_P95_BUDGET_MS = 1000;
/** The speed goals: one 2-core server holds a session of 5,000 players. */
const CAPACITY_BUDGET = 5000;
const { values: options } = parseArgs({
  options: {
    players: { type: 'string', default: '5000' },
    capacity: { type: 'string', default: 'true' },
    // Two sockets a player (its keep-alive connection, its event stream): the server's
    // 20,000 open files hold about 9,990 players (bench/README.md).
    max: { type: 'string', default: '10000' },
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
const positive = (name) => positiveOption(options, name);
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

/** A fresh server per run; the warnings' scheduler at its default period, as in production. */
const startServer = (label) =>
  startCoulisses({
    databaseUrl: options['database-url'],
    schema: `bench_session_${process.pid}`,
    env: { WARNING_CHECK_SECONDS: '5' },
    raiseOpenFileLimit: true,
    nodeArgs: options.profile
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${path.join(root, 'bench/results')}`,
          `--cpu-prof-name=session-${label}.cpuprofile`,
        ]
      : [],
  }).then(({ child, ...server }) => ({ ...server, processes: [{ name: 'server', pid: child.pid }] }));
const { runSession, printRun, capacitySearch } = sessionRunner(settings, startServer);

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
    {
      id: `${PART}.players`,
      label:
        PART === 'team'
          ? `players in the session (in teams of ${settings.teamSize})`
          : 'players in the session',
      value: main.players,
      unit: 'players',
    },
    // The machine is shared: its load average (1, 5 and 15 min) says whether two runs compare.
    ...['start', 'end'].map((when) =>
      loadFigure(`${PART}.loadAverage.${when}`, when, main.loadAverage[when]),
    ),
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
    {
      id: `${PART}.serverMainThread`,
      label: "server's main thread CPU, its busiest second (100 % = its event loop saturated)",
      value: main.server.mainThreadBusiestSecondPercent,
      unit: '%',
    },
    ...(main.acceptQueueMax === undefined
      ? []
      : [
          {
            id: `${PART}.acceptQueueMax`,
            label: 'connections waiting to be accepted (the most in a sample a second)',
            value: main.acceptQueueMax,
            unit: 'connections',
          },
        ]),
    ...(capacity
      ? [
          {
            id: `${PART}.capacity`,
            label: 'session capacity of one 2-core server (p99 ≤ 100 ms)',
            value: capacity.capacity,
            unit: 'players',
            budget: { op: '>=', value: CAPACITY_BUDGET },
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
    // The main run's; each capacity run has its own in `capacity.runs[].loadAverage`.
    loadAverage: main.loadAverage,
    main,
    capacity,
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
