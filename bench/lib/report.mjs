// The one format every benchmark part reports in: figures with their budget,
// printed as a table and written to bench/results/<part>.json; `npm run bench`
// (bench/run-all.mjs) gathers the parts into bench/results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

/**
 * @typedef {object} Figure
 * @property {string} id        stable key, e.g. "frontend.registerJsGzipKB"
 * @property {string} label     what a reader sees in the table
 * @property {number} value
 * @property {string} unit      "KB", "ms", "req/s", "%", "KiB", "ops/s", "players"…
 * @property {{ op: '<=' | '>='; value: number }} [budget]  the target, when the issue sets one
 */

/** @param {Figure} figure */
export function passes(figure) {
  if (!figure.budget) return undefined;
  return figure.budget.op === '<='
    ? figure.value <= figure.budget.value
    : figure.value >= figure.budget.value;
}

const format = (value) =>
  Number.isInteger(value)
    ? String(value)
    : value.toFixed(Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);

/** The table: figure, value, budget, pass/fail. @param {Figure[]} figures */
export function table(figures) {
  const rows = figures.map((figure) => {
    const pass = passes(figure);
    return [
      figure.label,
      `${format(figure.value)} ${figure.unit}`,
      figure.budget ? `${figure.budget.op} ${format(figure.budget.value)} ${figure.unit}` : '',
      pass === undefined ? '' : pass ? 'pass' : 'FAIL',
    ];
  });
  const header = ['figure', 'value', 'budget', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Where and when a figure was measured: absolute figures vary 2× between machines and runs. */
export function machine() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/**
 * Prints a part's table and writes bench/results/<part>.json: its figures (with pass or
 * fail), the machine, and whatever details the part wants kept.
 * @param {string} part
 * @param {Figure[]} figures
 * @param {Record<string, unknown>} [details]
 */
export function reportPart(part, figures, details = {}) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const withPass = figures.map((figure) => ({ ...figure, pass: passes(figure) }));
  const file = path.join(RESULTS_DIR, `${part}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ part, machine: machine(), figures: withPass, details }, null, 2)}\n`,
  );
  process.stdout.write(`\n${part}\n${table(figures)}\n\nWritten to ${path.relative(process.cwd(), file)}\n`);
  return withPass;
}
