#!/usr/bin/env node
// Issue 6 §1 "Front end": the gzipped JavaScript /register loads (budget ≤ 160 KB), all the
// app's JavaScript, and a Lighthouse mobile run of /register against the built server —
// the median of N runs of performance score, LCP, TBT and CLS. See bench/README.md.
//
//   npm run bench:frontend                 # on an existing build (npm run build first)
//   node bench/frontend.mjs --runs 5
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kb, measureFrontendJs, REGISTER_JS_BUDGET_KB } from '../scripts/register-js-size.mjs';
import { reportPart } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    /** Keep the last Lighthouse report as bench/results/frontend-lighthouse.json. */
    'keep-report': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');

const log = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function startServer(port, dataDir) {
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-1',
    DEMO_SESSION: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  const server = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries += 1) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { server, base };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer within 20 s:\n${output}`);
}

/** The scripts the page really downloaded during a run, from Lighthouse's network records. */
function downloadedScripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: new URL(item.url).pathname, transferBytes: item.transferSize }));
}

async function lighthouseRuns(url) {
  // Lighthouse's defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs = [];
  let lastReport;
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error('No build: run `npm run build` first');
  const started = performance.now();
  const { registerBytes, allBytes, register } = measureFrontendJs();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-bench-frontend-'));
  const { server, base } = await startServer(await freePort(), dataDir);
  let lighthouseResult;
  try {
    log(`Lighthouse, mobile, ${RUNS} run(s) of ${base}/register`);
    lighthouseResult = await lighthouseRuns(`${base}/register`);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const { runs, lastReport } = lighthouseResult;
  if (options['keep-report']) {
    fs.writeFileSync(path.join(root, 'bench/results/frontend-lighthouse.json'), lastReport);
  }
  const medianOf = (key) => median(runs.map((run) => run[key]));

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
      {
        id: 'frontend.lighthousePerformance',
        label: `Lighthouse mobile performance (median of ${RUNS})`,
        value: medianOf('performance'),
        unit: '',
        budget: { op: '>=', value: 95 },
      },
      {
        id: 'frontend.lcpMs',
        label: 'Largest Contentful Paint (median)',
        value: Math.round(medianOf('lcpMs')),
        unit: 'ms',
        budget: { op: '<=', value: 2000 },
      },
      {
        id: 'frontend.tbtMs',
        label: 'Total Blocking Time (median)',
        value: Math.round(medianOf('tbtMs')),
        unit: 'ms',
        budget: { op: '<=', value: 150 },
      },
      {
        id: 'frontend.cls',
        label: 'Cumulative Layout Shift (median)',
        value: round(medianOf('cls'), 3),
        unit: '',
        budget: { op: '<=', value: 0.05 },
      },
    ],
    {
      registerScripts: register.map((script) => ({
        src: script.src,
        gzipKB: round(kb(script.gzipBytes), 2),
      })),
      lighthouse: { version: '12', formFactor: 'mobile', throttling: 'simulated (default)', runs },
      seconds: round((performance.now() - started) / 1000),
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
