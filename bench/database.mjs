#!/usr/bin/env node
// docs/product.md#performance-budgets: the same game-action workload on SQLite and on PostgreSQL, operations per
// second each. It calls the built server's own modules in-process (no HTTP in between), so
// the figures compare the two engines under the server's real queries. See bench/README.md.
//
//   node bench/database.mjs [--duration 8] [--warmup 1] [--concurrency 16]
//                           [--database-url postgres://…]
// PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test when it answers;
// otherwise its figures are skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { reportPart } from './lib/report.mjs';
import { ROOT, dropSchema, postgresReachable, requireBuild } from './lib/coulisses-server.mjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_database';
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '16' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});
const DURATION_MS = Number(options.duration) * 1000;
const WARMUP_MS = Number(options.warmup) * 1000;
const CONCURRENCY = Number(options.concurrency);
const log = (line) => process.stdout.write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

requireBuild();
const dist = (file) => import(pathToFileURL(path.join(ROOT, 'apps/server/dist', file)).href);
const { openDatabase } = await dist('db/database.js');
const { loadScenarios } = await dist('modules/scenarios/scenarios.js');
const { createSession } = await dist('modules/sessions/sessions.js');
const { registerPlayer } = await dist('modules/players/players.js');
const { attemptLock } = await dist('modules/game/lock-actions.js');
const { readGameState } = await dist('modules/game/game-turns.js');

const SCENARIO_ID = 'le-dernier-acte';
const scenario = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/scenarios', SCENARIO_ID, 'scenario.json'), 'utf8'),
);
/** The first lock of the case, and its right answer. */
const LOCK = scenario.locks.find((lock) => scenario.startFolders.includes(lock.in) && lock.kind === 'code');

/** The queries alone are measured: a registration tells nobody, like the game's actions given no `events`. */
const NOBODY_TOLD = { playerJoined: () => undefined, playerGone: () => undefined };

/**
 * One player's first minute, as five game actions: joining, the first look (which
 * starts their clock), a second look, a wrong code, then the right one.
 */
async function playerFlow(deps, sessionId, index, time) {
  const { player } = await time('register', () =>
    registerPlayer(
      { db: deps.db, events: NOBODY_TOLD },
      { sessionId, mail: `player${index}@bench.test`, lang: 'en' },
    ),
  );
  await time('startGame', () => readGameState(deps, player.id));
  await time('readState', () => readGameState(deps, player.id));
  const wrong = await time('wrongAttempt', () => attemptLock(deps, player.id, LOCK.id, '0000'));
  const right = await time('rightAttempt', () => attemptLock(deps, player.id, LOCK.id, LOCK.answer));
  if (wrong.right || !right.right) throw new Error('The attempts were not judged as expected');
}

async function runEngine(engine, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-bench-db-'));
  const database = await openDatabase({ databaseUrl, schema: databaseUrl ? SCHEMA : undefined, dataDir });
  try {
    const scenarios = await loadScenarios(path.join(ROOT, 'content'), (message) => log(message));
    const deps = { db: database.db, scenarios };
    const session = await createSession(database.db, {
      name: 'Database bench',
      scenarioId: SCENARIO_ID,
      durationMinutes: 600,
      status: 'running',
    });
    const histograms = new Map();
    let operations = 0;
    let measuring = false;
    const time = async (name, action) => {
      const start = process.hrtime.bigint();
      const result = await action();
      if (measuring) {
        if (!histograms.has(name)) histograms.set(name, createHistogram());
        histograms.get(name).record(Number(process.hrtime.bigint() - start) || 1);
        operations += 1;
      }
      return result;
    };
    let next = 0;
    let stopAt = Date.now() + WARMUP_MS;
    const worker = async () => {
      while (Date.now() < stopAt) await playerFlow(deps, session.id, next++, time);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    measuring = true;
    const started = process.hrtime.bigint();
    stopAt = Date.now() + DURATION_MS;
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const perAction = Object.fromEntries(
      [...histograms].map(([name, histogram]) => [
        name,
        {
          count: histogram.count,
          p50Ms: round(histogram.percentile(50) / 1e6, 2),
          p99Ms: round(histogram.percentile(99) / 1e6, 2),
        },
      ]),
    );
    const all = createHistogram();
    for (const histogram of histograms.values()) all.add(histogram);
    const result = {
      operationsPerSecond: round(operations / seconds, 0),
      p99Ms: round(all.percentile(99) / 1e6, 2),
      players: next,
      perAction,
    };
    log(`  ${engine}: ${result.operationsPerSecond} operations/s, p99 ${result.p99Ms} ms, ${next} players`);
    return result;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, SCHEMA);
  }
}

async function main() {
  log('SQLite');
  const sqlite = await runEngine('sqlite');
  const url =
    options['database-url'] ?? ((await postgresReachable(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined);
  let postgres;
  if (url) {
    log('PostgreSQL');
    postgres = await runEngine('postgres', url);
  } else {
    log('PostgreSQL: skipped (no DATABASE_URL, and nothing answers on 127.0.0.1:5432)');
  }
  const figures = [
    {
      id: 'database.sqlite.opsPerSecond',
      label: 'Game actions/s, SQLite',
      value: sqlite.operationsPerSecond,
      unit: 'ops/s',
    },
    { id: 'database.sqlite.p99', label: 'Game action p99, SQLite', value: sqlite.p99Ms, unit: 'ms' },
  ];
  if (postgres) {
    figures.push(
      {
        id: 'database.postgres.opsPerSecond',
        label: 'Game actions/s, PostgreSQL',
        value: postgres.operationsPerSecond,
        unit: 'ops/s',
      },
      {
        id: 'database.postgres.p99',
        label: 'Game action p99, PostgreSQL',
        value: postgres.p99Ms,
        unit: 'ms',
      },
      {
        id: 'database.postgresToSqlite',
        label: 'PostgreSQL / SQLite',
        value: round((100 * postgres.operationsPerSecond) / sqlite.operationsPerSecond),
        unit: '%',
      },
    );
  }
  reportPart('database', figures, {
    workload: 'per player: register, first look (starts the game), second look, a wrong code, the right code',
    concurrency: CONCURRENCY,
    durationSeconds: DURATION_MS / 1000,
    warmupSeconds: WARMUP_MS / 1000,
    sqlite,
    postgres: postgres ?? 'skipped',
  });
}

await main();
