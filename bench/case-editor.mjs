#!/usr/bin/env node
// docs/product.md#performance-budgets, the case editor: the checks of a case as its author
// types, and the editor opened on the larger installed case. See bench/README.md.
//
//   node bench/case-editor.mjs              # on an existing build (npm run build first)
//   node bench/case-editor.mjs --keys 40 --headed
//
// The checks are the shared package's `checkCase`, the one the editor's worker runs: first
// over the whole of "Le dernier acte" (every document parsed), then once a key, each key
// typed into another document of one of its four languages, as an author moves through a
// case. The editor is opened in Chromium at 1440×900 on a copy of that case, timed from the
// navigation to the first part of the case drawn, then to its checks' first answer.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ADMIN, ROOT, apiClient, requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const { values: options } = parseArgs({
  options: {
    keys: { type: 'string', default: '40' },
    opens: { type: 'string', default: '5' },
    headed: { type: 'boolean', default: false },
  },
});
const KEYS = Number(options.keys);
const OPENS = Number(options.opens);
/** docs/product.md#performance-budgets: one check-as-you-type pass on the larger case. */
const CHECK_BUDGET_MS = 50;
/** The editor drawn, and its checks answered, on the larger case. */
const DRAWN_BUDGET_MS = 1_500;
const CHECKED_BUDGET_MS = 4_000;
const CASE = 'le-dernier-acte';

requireBuild();
const { checkCase } = await import(path.join(ROOT, 'packages/shared/dist/scenario/check/check-case.js'));
const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 10) / 10;

function readFolder(dir, prefix = '') {
  const files = new Map();
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [key, value] of readFolder(dir, relative)) files.set(key, value);
    else files.set(relative, new Uint8Array(fs.readFileSync(path.join(dir, relative))));
  }
  return files;
}

// The checks, first over the whole case, then a key at a time.
const files = readFolder(path.join(ROOT, 'content/scenarios', CASE));
const documents = [...files.keys()].filter((file) => file.startsWith('documents/')).sort();
let started = performance.now();
const first = checkCase(files, { id: CASE });
const firstMs = performance.now() - started;
if (first.problems.length > 0) throw new Error(`${CASE} has problems: ${JSON.stringify(first.problems[0])}`);
const keys = [];
const encoder = new TextEncoder();
const decoder = new TextDecoder();
for (let key = 0; key < KEYS; key += 1) {
  const document = documents[key % documents.length];
  const text = decoder.decode(files.get(document));
  files.set(document, encoder.encode(`${text.trimEnd()} x${key}\n`));
  started = performance.now();
  checkCase(files, { id: CASE });
  keys.push(performance.now() - started);
}
log(
  `checks: first ${round(firstMs)} ms, a key: median ${round(median(keys))} ms, p95 ${round(percentile(keys, 95))} ms`,
);

// The editor opened in Chromium on a copy of the case.
const server = await startCoulisses({ schema: `bench_case_editor_${process.pid}` });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: !options.headed,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const drawn = [];
const checked = [];
try {
  const api = await apiClient(server.base);
  await api.call('POST', '/v1/cases', { json: { id: 'bench-copy', copyOf: { id: CASE } } });
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1440, height: 900 } });
  const token = Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64');
  await context.addInitScript((value) => localStorage.setItem('BASIC_TOKEN', value), token);
  const page = await context.newPage();
  for (let open = 0; open < OPENS + 1; open += 1) {
    const start = Date.now();
    await page.goto('/admin/cases/bench-copy');
    await page.locator('#case-tab-panel').getByRole('textbox').first().waitFor();
    const drawnAt = Date.now();
    await page
      .locator('#case-problems-heading ~ [role="status"]')
      .filter({ hasNotText: /…|\.\.\./ })
      .waitFor();
    // The first visit loads the code of the admin area: it is not timed.
    if (open === 0) continue;
    drawn.push(drawnAt - start);
    checked.push(Date.now() - start);
  }
  log(`editor: drawn median ${median(drawn)} ms, checked median ${median(checked)} ms`);
} finally {
  await browser.close();
  await server.stop();
}

reportPart(
  'case-editor',
  [
    {
      id: 'caseEditor.firstCheck',
      label: `the checks, first pass over ${CASE}`,
      value: round(firstMs),
      unit: 'ms',
    },
    {
      id: 'caseEditor.keyCheck.median',
      label: `the checks after a key typed in ${CASE}, median of ${KEYS}`,
      value: round(median(keys)),
      unit: 'ms',
      budget: { op: '<=', value: CHECK_BUDGET_MS },
    },
    {
      id: 'caseEditor.keyCheck.p95',
      label: `the checks after a key typed in ${CASE}, p95`,
      value: round(percentile(keys, 95)),
      unit: 'ms',
    },
    {
      id: 'caseEditor.drawn.median',
      label: `the editor opened on ${CASE}: its first part drawn, median of ${OPENS}`,
      value: median(drawn),
      unit: 'ms',
      budget: { op: '<=', value: DRAWN_BUDGET_MS },
    },
    {
      id: 'caseEditor.checked.median',
      label: `the editor opened on ${CASE}: its checks answered, median of ${OPENS}`,
      value: median(checked),
      unit: 'ms',
      budget: { op: '<=', value: CHECKED_BUDGET_MS },
    },
  ],
  { keys: keys.map(round), drawn, checked },
);
