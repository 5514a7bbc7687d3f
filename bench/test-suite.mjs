#!/usr/bin/env node
// The test suite's time, part by part (bench/README.md, "The test suite"): each part of
// `npm test`, run one after the other as CI runs them, timed, against the budgets of a
// suite a developer runs before each change: all of it within 15 minutes on two cores, the
// browser part within 8. Not in `npm run bench` by default (it takes the suite's own time):
//
//   node bench/test-suite.mjs [--only server,e2e]
//   npm run bench -- --only suite
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reportPart } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The parts of `npm test` (package.json), in its order. */
const PARTS = [
  { name: 'build', label: 'build (shared, web, server)', command: ['npm', 'run', 'build'] },
  { name: 'boundaries', label: 'lint boundaries', command: ['npm', 'run', 'test:boundaries'] },
  { name: 'shared', label: 'shared unit tests', command: ['npm', 'run', 'test', '-w', 'packages/shared'] },
  {
    name: 'server',
    label: 'server unit and API tests',
    command: ['npm', 'run', 'test', '-w', 'apps/server'],
  },
  { name: 'web', label: 'web unit and component tests', command: ['npm', 'run', 'test', '-w', 'apps/web'] },
  {
    name: 'e2e',
    label: 'browser tests',
    command: ['npm', 'run', 'test', '-w', 'e2e'],
    budget: { op: '<=', value: 8 },
  },
];

const { values: options } = parseArgs({ options: { only: { type: 'string' } } });
const only = options.only?.split(',').map((name) => name.trim());

const figures = [];
const failed = [];
for (const part of PARTS.filter((candidate) => !only || only.includes(candidate.name))) {
  console.log(`\n=== ${part.name} ===`);
  const started = Date.now();
  const [command, ...args] = part.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(part.name);
  figures.push({
    id: `suite.${part.name}Minutes`,
    label: part.label,
    value: Math.round((Date.now() - started) / 600) / 100,
    unit: 'min',
    ...(part.budget ? { budget: part.budget } : {}),
  });
}
if (!only) {
  figures.push({
    id: 'suite.totalMinutes',
    label: 'npm test, every part',
    value: Math.round(figures.reduce((sum, figure) => sum + figure.value, 0) * 100) / 100,
    unit: 'min',
    budget: { op: '<=', value: 15 },
  });
}
reportPart('suite', figures, { failed });
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
