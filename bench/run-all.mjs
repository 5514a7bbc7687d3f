#!/usr/bin/env node
// `npm run bench` (docs/product.md#performance-budgets): builds the app, runs every benchmark part against the
// production build on loopback, one after the other, prints one table (figure, value,
// budget, pass/fail) and writes it all to bench/results/latest.json. See bench/README.md.
//
//   node bench/run-all.mjs [--only frontend,api,…] [--no-build]
//   DATABASE_URL=postgres://… node bench/run-all.mjs   # the API, live and push parts on PostgreSQL too
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machine, passes, RESULTS_DIR, table } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const databaseUrl = process.env.DATABASE_URL;

/** Each part: the command that runs it alone, and the result files it writes. */
const PARTS = [
  { name: 'frontend', command: ['node', 'bench/frontend.mjs'], results: ['frontend'] },
  { name: 'inp', command: ['node', 'bench/game-inp.mjs'], results: ['inp'] },
  // docs/product.md#performance-budgets: a player's answer on the game master's dashboard of 2,000.
  { name: 'dashboard', command: ['node', 'bench/dashboard.mjs'], results: ['dashboard'] },
  // docs/product.md#performance-budgets: the case editor's checks as its author types, and its opening.
  { name: 'case-editor', command: ['node', 'bench/case-editor.mjs'], results: ['case-editor'] },
  { name: 'api', command: ['node', 'bench/api.mjs'], results: ['api'] },
  { name: 'database', command: ['node', 'bench/database.mjs'], results: ['database'] },
  { name: 'session', command: ['node', 'bench/session.mjs', '--players', '5000'], results: ['session'] },
  {
    // docs/product.md#teams: 1,250 teams of 4 on one server.
    name: 'team',
    command: ['node', 'bench/session.mjs', '--team-size', '4', '--players', '5000', '--capacity', 'false'],
    results: ['team'],
  },
  // docs/product.md#team-notepad: 1,250 teams, one typist each, the others' streams timed.
  { name: 'notepad', command: ['node', 'bench/notepad.mjs'], results: ['notepad'] },
  // Two instances on PostgreSQL (DATABASE_URL, or the local one) behind a proxy.
  { name: 'instances', command: ['node', 'bench/instances.mjs'], results: ['instances'] },
  {
    name: 'live',
    command: ['node', 'bench/live-fanout.mjs', '--connections', '10000', '--messages', '10'],
    results: ['live'],
    postgres: ['--database-url', databaseUrl],
  },
  {
    name: 'push',
    command: [tsx, '--conditions=coulisses-source', 'bench/push-fanout.ts', '--built'],
    results: ['push'],
    postgres: ['--database-url', databaseUrl],
  },
  // The test suite's own time, part by part: only when asked for (--only suite).
  { name: 'suite', command: ['node', 'bench/test-suite.mjs'], results: ['suite'], optIn: true },
];

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
});
const only = options.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !PARTS.some((part) => part.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown part(s): ${unknown.join(', ')}; the parts are ${PARTS.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}

const started = Date.now();
const run = (command, args) => {
  const at = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return { status: result.status ?? 1, seconds: Math.round((Date.now() - at) / 100) / 10 };
};

if (!options['no-build']) {
  console.log('Building the production app (npm run build)…');
  const build = run('npm', ['run', 'build']);
  if (build.status !== 0) process.exit(build.status);
}

const parts = {};
for (const part of PARTS.filter((candidate) => (only ? only.includes(candidate.name) : !candidate.optIn))) {
  const runs = [{ suffix: '', args: [] }];
  if (databaseUrl && part.postgres) runs.push({ suffix: '-postgres', args: part.postgres });
  for (const { suffix, args } of runs) {
    console.log(`\n=== ${part.name}${suffix} ===`);
    const startedAt = Date.now();
    const [command, ...rest] = part.command;
    const { status, seconds } = run(command, [...rest, ...args]);
    for (const name of part.results) {
      const file = path.join(RESULTS_DIR, `${name}${suffix}.json`);
      const fresh = fs.existsSync(file) && fs.statSync(file).mtimeMs >= startedAt;
      parts[`${name}${suffix}`] = fresh
        ? { status, seconds, ...JSON.parse(fs.readFileSync(file, 'utf8')) }
        : { status, seconds, error: `no results (exit ${status})`, figures: [] };
    }
  }
}

const figures = Object.values(parts).flatMap((part) => part.figures);
const failed = Object.entries(parts).filter(([, part]) => part.error);
const latest = {
  machine: machine(),
  databaseUrl: databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//') : null,
  seconds: Math.round((Date.now() - started) / 1000),
  parts,
  figures,
};
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);

const budgeted = figures.filter((figure) => figure.budget);
console.log(`\nAll parts (${latest.seconds} s, load average ${latest.machine.loadAverage.join(' ')})\n`);
console.log(table(figures));
console.log(
  `\n${budgeted.filter((figure) => passes(figure)).length} of ${budgeted.length} budgets met` +
    (failed.length ? `; parts without results: ${failed.map(([name]) => name).join(', ')}` : '') +
    '\nWritten to bench/results/latest.json',
);
if (failed.length) process.exitCode = 1;
