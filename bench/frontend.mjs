#!/usr/bin/env node
// docs/product.md#performance-budgets, front end: the gzipped JavaScript /register loads (budget ≤ 140 KB), all the
// app's JavaScript, and N Lighthouse mobile runs of /register against the built server —
// the worst and the median performance score and CLS, the median LCP and TBT. See bench/README.md.
//
//   npm run bench:frontend                 # on an existing build (npm run build first)
//   node bench/frontend.mjs --runs 5
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kb, measureFrontendJs, REGISTER_JS_BUDGET_KB } from '../scripts/register-js-size.mjs';
import { requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
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
const METHODS = options.throttling.split(',').map((method) => method.trim());
if (!METHODS.length || METHODS.some((method) => method !== 'simulate' && method !== 'devtools'))
  throw new Error('--throttling is simulate, devtools, or both separated by a comma');

const log = (line) => process.stdout.write(`${line}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

/** Runs tried again after a failed trace (NO_NAVSTART, NO_FCP…), which Lighthouse asks for. */
const RETRIES = 2;

/** One Lighthouse run; a run whose trace failed is tried again, up to RETRIES times. */
async function audit(url, port, throttlingMethod) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= RETRIES) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
    log(`  (Lighthouse: ${error.code}, run again)`);
  }
}

async function lighthouseRuns(url, method) {
  // Lighthouse's defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs = [];
  let lastReport;
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await audit(url, chrome.port, method);
      const { lhr } = result;
      const figures = {
        performance: Math.round(lhr.categories.performance.score * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      };
      log(
        `  run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
          `TBT ${Math.round(figures.tbtMs)} ms, CLS ${round(figures.cls, 3)}`,
      );
      runs.push({ ...figures, scripts: downloadedScripts(lhr) });
      lastReport = result.report;
    }
  } finally {
    chrome.kill();
  }
  return { runs, lastReport };
}

/**
 * The Lighthouse budgets (docs/product.md#performance-budgets) for one throttling method. The
 * performance score and CLS hold in every run: their budget is on the worst run, the median
 * beside it as a plain figure. LCP and TBT, which the shared machine's load moves from run to
 * run, keep theirs on the median.
 */
function lighthouseFigures({ method, runs }) {
  const values = (key) => runs.map((run) => run[key]);
  const medianOf = (key) => median(values(key));
  // Lighthouse's default keeps the ids and labels it always had; devtools is said.
  const id = (name) => `frontend.${name}${method === 'simulate' ? '' : `.${method}`}`;
  const how = method === 'simulate' ? '' : `, ${method} throttling`;
  return [
    {
      id: id('lighthousePerformanceWorst'),
      label: `Lighthouse mobile performance (worst of ${runs.length}${how})`,
      value: Math.min(...values('performance')),
      unit: '',
      budget: { op: '>=', value: PERFORMANCE_BUDGET },
    },
    {
      id: id('lighthousePerformance'),
      label: `Lighthouse mobile performance (median of ${runs.length}${how})`,
      value: medianOf('performance'),
      unit: '',
    },
    {
      id: id('lcpMs'),
      label: `Largest Contentful Paint (median${how})`,
      value: Math.round(medianOf('lcpMs')),
      unit: 'ms',
      budget: { op: '<=', value: 2000 },
    },
    {
      id: id('tbtMs'),
      label: `Total Blocking Time (median${how})`,
      value: Math.round(medianOf('tbtMs')),
      unit: 'ms',
      budget: { op: '<=', value: 150 },
    },
    {
      id: id('clsWorst'),
      label: `Cumulative Layout Shift (worst of ${runs.length}${how})`,
      value: round(Math.max(...values('cls')), 3),
      unit: '',
      budget: { op: '<=', value: CLS_BUDGET },
    },
    {
      id: id('cls'),
      label: `Cumulative Layout Shift (median${how})`,
      value: round(medianOf('cls'), 3),
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
  try {
    for (const method of METHODS) {
      log(`Lighthouse, mobile, ${method} throttling, ${RUNS} run(s) of ${base}/register`);
      lighthouseResults.push({ method, ...(await lighthouseRuns(`${base}/register`, method)) });
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
        runs: Object.fromEntries(lighthouseResults.map(({ method, runs }) => [method, runs])),
      },
      seconds: round((performance.now() - started) / 1000),
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
