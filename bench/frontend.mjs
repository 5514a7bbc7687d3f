#!/usr/bin/env node
// docs/product.md#performance-budgets, front end: the gzipped JavaScript /register loads, all the
// app's JavaScript, and N Lighthouse mobile runs of /register against the built server —
// the worst and the median performance score and CLS, the median LCP and TBT. The budgeted
// runs slow the CPU down by the multiplier calibrated to this machine (bench/lib/cpu-calibration.mjs),
// so that every machine emulates the same mid-tier phone; a few runs at Lighthouse's default 4×
// come first and are printed beside them, the raw figures. See bench/README.md.
//
//   npm run bench:frontend                 # on an existing build (npm run build first)
//   node bench/frontend.mjs --runs 5 --default-runs 3
//   node bench/frontend.mjs --slowdown 6   # a given multiplier instead of the calibrated one
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kb, measureFrontendJs, REGISTER_JS_BUDGET_KB } from '../scripts/register-js-size.mjs';
import { requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { chromium } from '@playwright/test';
import { calibrateCpuSlowdown, DEFAULT_SLOWDOWN, median } from './lib/cpu-calibration.mjs';
import { reportPart } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    /** The budgeted runs of each throttling method, at the calibrated CPU slowdown. */
    runs: { type: 'string', default: '5' },
    /**
     * Runs at Lighthouse's default 4× before them, for each method: their figures are printed,
     * unbudgeted, beside the calibrated ones. Three keep the part's time reasonable and give a
     * median.
     */
    'default-runs': { type: 'string', default: '3' },
    /** A CPU slowdown multiplier of one's own instead of the calibrated one (e.g. a previous run's). */
    slowdown: { type: 'string' },
    /**
     * Lighthouse's default, `simulate`, loads the page at full speed on loopback and computes
     * the slow phone's times from that trace; `devtools` really slows the network and the CPU
     * down while the page loads. Both by default, each with the budgets (bench/README.md).
     */
    throttling: { type: 'string', default: 'simulate,devtools' },
    /** Another build of the web app to serve (the server's WEB_DIST), to compare two builds. */
    'web-dist': { type: 'string' },
    /** Keep the last Lighthouse report as bench/results/frontend-lighthouse.json. */
    'keep-report': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');
const DEFAULT_RUNS = Number(options['default-runs']);
const GIVEN_SLOWDOWN = options.slowdown === undefined ? undefined : Number(options.slowdown);
if (GIVEN_SLOWDOWN !== undefined && !(GIVEN_SLOWDOWN >= 1))
  throw new Error('--slowdown is a multiplier of at least 1');
if (!Number.isInteger(DEFAULT_RUNS) || DEFAULT_RUNS < 0) throw new Error('--default-runs is a whole number');
const METHODS = options.throttling.split(',').map((method) => method.trim());
if (!METHODS.length || METHODS.some((method) => method !== 'simulate' && method !== 'devtools'))
  throw new Error('--throttling is simulate, devtools, or both separated by a comma');

const log = (line) => process.stdout.write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The scripts the page really downloaded during a run, from Lighthouse's network records. */
function downloadedScripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: new URL(item.url).pathname, transferBytes: item.transferSize }));
}

/** docs/product.md#performance-budgets: in every run, so on the worst one. */
const PERFORMANCE_BUDGET = 95;
const CLS_BUDGET = 0.02;
/** docs/product.md#performance-budgets: on the median of the runs. */
const LCP_BUDGET_MS = 1800;
const TBT_BUDGET_MS = 100;

/** Runs tried again after a failed trace (NO_NAVSTART, NO_FCP…), which Lighthouse asks for. */
const RETRIES = 2;

/**
 * One Lighthouse run, at the given CPU slowdown (the rest of the throttling is Lighthouse's
 * default, which the flag is merged into); a run whose trace failed is tried again, up to
 * RETRIES times.
 */
async function audit(url, port, throttlingMethod, cpuSlowdownMultiplier) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= RETRIES) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
    log(`  (Lighthouse: ${error.code}, run again)`);
  }
}

/** `count` runs in one browser at one CPU slowdown, each one's figures and benchmark index. */
async function runSet(url, port, method, multiplier, count, name) {
  const runs = [];
  let lastReport;
  for (let run = 1; run <= count; run += 1) {
    const result = await audit(url, port, method, multiplier);
    const { lhr } = result;
    const figures = {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      // Measured by Lighthouse before each run, unthrottled: the machine's speed at that moment.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    log(
      `  ${name} run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
        `TBT ${Math.round(figures.tbtMs)} ms, CLS ${round(figures.cls, 3)} ` +
        `(benchmark index ${Math.round(figures.benchmarkIndex)})`,
    );
    runs.push({ ...figures, scripts: downloadedScripts(lhr) });
    lastReport = result.report;
  }
  return { runs, lastReport };
}

/**
 * The CPU slowdown of the budgeted runs, for each throttling method: the one given, or the one
 * that makes this machine run Lighthouse's benchmark as the mid-tier phone does
 * (bench/lib/cpu-calibration.mjs), measured in the same Chromium before any run. `devtools`
 * really slows the CPU down, which is not quite proportional: the rate found by bisection.
 * `simulate` multiplies each task's time: the host's index over the phone's.
 */
async function calibrate() {
  if (GIVEN_SLOWDOWN !== undefined)
    return { given: true, multipliers: { simulate: GIVEN_SLOWDOWN, devtools: GIVEN_SLOWDOWN } };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const found = await calibrateCpuSlowdown(browser);
    log(
      `CPU slowdown ${found.linear}× simulated, ${found.rate}× applied: this machine's benchmark index ` +
        `${Math.round(found.hostIndex)} reads ${Math.round(found.throttledIndex)} under ${found.rate}×, ` +
        `the mid-tier phone's (Lighthouse's calculator would give ${found.calculator.multiplier}×)`,
    );
    if (found.tooSlow) log('  This machine is slower than the phone: its figures do not compare.');
    return {
      given: false,
      multipliers: { simulate: found.linear, devtools: found.rate },
      benchmarkIndex: found.hostIndex,
      throttledIndex: found.throttledIndex,
      calculatorMultiplier: found.calculator.multiplier,
    };
  } finally {
    await browser.close();
  }
}

/**
 * One throttling method: the default runs, then the budgeted runs at the calibrated slowdown.
 * Lighthouse's defaults otherwise: mobile form factor, slow 4G.
 */
async function lighthouseRuns(url, method, calibration) {
  const slowdown = { multiplier: calibration.multipliers[method], given: calibration.given };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Given 4×, the budgeted runs are the raw ones.
    const defaults = await runSet(
      url,
      chrome.port,
      method,
      DEFAULT_SLOWDOWN,
      slowdown.multiplier === DEFAULT_SLOWDOWN ? 0 : DEFAULT_RUNS,
      `${DEFAULT_SLOWDOWN}×`,
    );
    const calibrated = await runSet(
      url,
      chrome.port,
      method,
      slowdown.multiplier,
      RUNS,
      `${slowdown.multiplier}×`,
    );
    return {
      slowdown,
      defaultRuns: defaults.runs,
      runs: calibrated.runs,
      lastReport: calibrated.lastReport,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The Lighthouse budgets (docs/product.md#performance-budgets) for one throttling method, on
 * the calibrated runs. The performance score and CLS hold in every run: their budget is on the
 * worst run, the median beside it as a plain figure. LCP and TBT, which the shared machine's
 * load moves from run to run, keep theirs on the median. Each CPU-bound figure of the default
 * 4× runs follows its calibrated one, unbudgeted: what the figure was before calibration, and
 * what an earlier run's figures compare with.
 */
function lighthouseFigures({ method, runs, defaultRuns, slowdown }) {
  // Lighthouse's default keeps the ids and labels it always had; devtools is said.
  const id = (name, defaults = false) =>
    `frontend.${name}${defaults ? '.default4x' : ''}${method === 'simulate' ? '' : `.${method}`}`;
  const how = method === 'simulate' ? '' : `, ${method} throttling`;
  const calibrated = `${slowdown.multiplier}× CPU, ${slowdown.given ? 'given' : 'calibrated'}`;
  const uncalibrated = `${DEFAULT_SLOWDOWN}× CPU, uncalibrated`;
  const of = (set, key) => set.map((run) => run[key]);
  /** A calibrated figure, then the same of the default runs when there are some. */
  const pair = ({ name, label, key, pick, unit, budget }) => {
    const value = (set) => Math.round(pick(of(set, key)));
    const figures = [
      { id: id(name), label: label(runs.length, calibrated), value: value(runs), unit, budget },
    ];
    if (defaultRuns.length)
      figures.push({
        id: id(name, true),
        label: label(defaultRuns.length, uncalibrated),
        value: value(defaultRuns),
        unit,
      });
    return figures;
  };
  const worst = (scores) => Math.min(...scores);
  return [
    ...pair({
      name: 'lighthousePerformanceWorst',
      label: (count, cpu) => `Lighthouse mobile performance (worst of ${count}, ${cpu}${how})`,
      key: 'performance',
      pick: worst,
      unit: '',
      budget: { op: '>=', value: PERFORMANCE_BUDGET },
    }),
    ...pair({
      name: 'lighthousePerformance',
      label: (count, cpu) => `Lighthouse mobile performance (median of ${count}, ${cpu}${how})`,
      key: 'performance',
      pick: median,
      unit: '',
    }),
    ...pair({
      name: 'lcpMs',
      label: (count, cpu) => `Largest Contentful Paint (median of ${count}, ${cpu}${how})`,
      key: 'lcpMs',
      pick: median,
      unit: 'ms',
      budget: { op: '<=', value: LCP_BUDGET_MS },
    }),
    ...pair({
      name: 'tbtMs',
      label: (count, cpu) => `Total Blocking Time (median of ${count}, ${cpu}${how})`,
      key: 'tbtMs',
      pick: median,
      unit: 'ms',
      budget: { op: '<=', value: TBT_BUDGET_MS },
    }),
    // Layout shifts do not depend on the CPU: no default-run figure beside them.
    {
      id: id('clsWorst'),
      label: `Cumulative Layout Shift (worst of ${runs.length}, ${calibrated}${how})`,
      value: round(Math.max(...of(runs, 'cls')), 3),
      unit: '',
      budget: { op: '<=', value: CLS_BUDGET },
    },
    {
      id: id('cls'),
      label: `Cumulative Layout Shift (median of ${runs.length}, ${calibrated}${how})`,
      value: round(median(of(runs, 'cls')), 3),
      unit: '',
    },
  ];
}

async function main() {
  requireBuild();
  const started = performance.now();
  const { registerBytes, allBytes, register } = measureFrontendJs();

  // Rate limits out of the way as for the other parts: Lighthouse's runs come from one address.
  const { base, stop } = await startCoulisses({
    env: options['web-dist'] ? { WEB_DIST: path.resolve(options['web-dist']) } : {},
  });
  const lighthouseResults = [];
  let calibration;
  try {
    // Every budgeted run emulates the same phone.
    calibration = await calibrate();
    for (const method of METHODS) {
      log(
        `Lighthouse, mobile, ${method} throttling, of ${base}/register: ${DEFAULT_RUNS} run(s) at ` +
          `the default ${DEFAULT_SLOWDOWN}× CPU slowdown, then ${RUNS} at the calibrated one`,
      );
      const result = await lighthouseRuns(`${base}/register`, method, calibration);
      lighthouseResults.push({ method, ...result });
    }
  } finally {
    await stop();
  }
  if (options['keep-report']) {
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench/results/frontend-lighthouse.json'),
      lighthouseResults.at(-1).lastReport,
    );
  }

  reportPart(
    'frontend',
    [
      {
        id: 'frontend.registerJsGzipKB',
        label: '/register JavaScript (gzip)',
        value: round(kb(registerBytes)),
        unit: 'KB',
        budget: { op: '<=', value: REGISTER_JS_BUDGET_KB },
      },
      {
        id: 'frontend.totalJsGzipKB',
        label: 'all JavaScript of the app (gzip)',
        value: round(kb(allBytes)),
        unit: 'KB',
      },
      ...(calibration.given
        ? []
        : [
            {
              id: 'frontend.benchmarkIndex',
              label: 'Lighthouse benchmark index of this machine (unthrottled)',
              value: Math.round(calibration.benchmarkIndex),
              unit: '',
            },
            {
              id: 'frontend.calculatorSlowdown',
              label: "Lighthouse calculator's multiplier for that index (Chrome 86's scale)",
              value: calibration.calculatorMultiplier,
              unit: '×',
            },
          ]),
      ...METHODS.map((method) => ({
        id: `frontend.cpuSlowdown${method === 'simulate' ? '' : `.${method}`}`,
        label: calibration.given
          ? `CPU slowdown of the budgeted runs, ${method} throttling (given)`
          : `CPU slowdown of the budgeted runs, ${method} throttling (calibrated to the mid-tier phone)`,
        value: calibration.multipliers[method],
        unit: '×',
      })),
      ...lighthouseResults.flatMap(lighthouseFigures),
    ],
    {
      registerScripts: register.map((script) => ({
        src: script.src,
        gzipKB: round(kb(script.gzipBytes), 2),
      })),
      lighthouse: {
        version: '12',
        formFactor: 'mobile',
        cpuSlowdown: calibration,
        runs: Object.fromEntries(lighthouseResults.map(({ method, runs }) => [method, runs])),
        defaultRuns: Object.fromEntries(
          lighthouseResults.map(({ method, defaultRuns }) => [method, defaultRuns]),
        ),
      },
      seconds: round((performance.now() - started) / 1000),
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
