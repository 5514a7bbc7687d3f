#!/usr/bin/env node
// docs/product.md#performance-budgets, the game screen on a slow phone: the Interaction to
// Next Paint of opening a document and of submitting an answer on a lock, in Chromium at
// 390×844 with the CPU slowdown calibrated to this machine (bench/lib/cpu-calibration.mjs: the
// rate under which it runs Lighthouse's benchmark as the mid-tier phone does), against the
// production build. See bench/README.md.
//
//   node bench/game-inp.mjs                  # on an existing build (npm run build first)
//   node bench/game-inp.mjs --runs 3 --repeat 5
//   node bench/game-inp.mjs --slowdown 4     # a given rate instead of the calibrated one
//   node bench/game-inp.mjs --runs 1 --profile bench/results/inp.cpuprofile   # or --trace …/inp-trace.json
//
// Each interaction's latency is read from the Event Timing API in the page: a
// PerformanceObserver on 'event' entries (durationThreshold 16, the smallest allowed), the
// longest entry of the interaction's interactionId — the figure INP is made of. The
// web-vitals library's onINP reports the page's INP (its worst interactions) as it changes,
// not each interaction: the bench wants every one, by kind, and their parts (input delay,
// processing, presentation), which the entries carry as they are.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { apiClient, requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { calibrateCpuSlowdown } from './lib/cpu-calibration.mjs';
import { reportPart } from './lib/report.mjs';

const { values: options } = parseArgs({
  options: {
    /**
     * Players, each in a fresh page: every one opens `repeat` documents and submits `repeat`
     * answers. 2 × 5: the budget's worst of 10 of each kind.
     */
    runs: { type: 'string', default: '2' },
    repeat: { type: 'string', default: '5' },
    /**
     * The CPU slowdown (CDP Emulation.setCPUThrottlingRate), set once the game has loaded. By
     * default calibrated: the rate under which this machine runs as the mid-tier phone. A number
     * here is used as it is (4 is the uncalibrated rate earlier runs used).
     */
    slowdown: { type: 'string' },
    /** Writes a CPU profile (Profiler domain) of the last run's interactions there, for DevTools. */
    profile: { type: 'string' },
    /** Writes a Chrome trace (the Performance panel's) of the last run's interactions there. */
    trace: { type: 'string' },
    headed: { type: 'boolean', default: false },
    /** Serves the web app from another build (WEB_DIST), to compare two builds in the same conditions. */
    'web-dist': { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const REPEAT = Number(options.repeat);
const GIVEN_SLOWDOWN = options.slowdown === undefined ? undefined : Number(options.slowdown);
if (![RUNS, REPEAT].every((count) => Number.isInteger(count) && count >= 1))
  throw new Error('--runs and --repeat are positive whole numbers');
// CDP refuses a rate under 1 (no slowdown).
if (GIVEN_SLOWDOWN !== undefined && !(GIVEN_SLOWDOWN >= 1))
  throw new Error('--slowdown is a rate of at least 1');
/** The uncalibrated rate of the runs before calibration, measured again beside it, unbudgeted. */
const RAW_SLOWDOWN = 4;
/** The budget of each interaction (docs/product.md#performance-budgets). */
const BUDGET_MS = 100;
/** Event Timing reports no entry shorter than this: a missing interaction took less. */
const THRESHOLD_MS = 16;

requireBuild();
/** The French words the player taps, from the build's own translations. */
const fr = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/assets/i18n/fr.json'), 'utf8'),
);
const CLOSE = fr.game.documents.close;
const SUBMIT = fr.game.lock.submit;

const log = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Documents opened in turn (content/scenarios/le-dernier-acte): the statements, then again. */
const DOCUMENTS = [
  'statement-irene',
  'statement-marc',
  'statement-solene',
  'statement-clara',
  'statement-victor',
  'statement-theo',
];
/**
 * The answers submitted in turn (SOLUTION.md): two wrong codes then the right one on the
 * first lock, which opens the security office; a wrong code then the right one on its
 * drawer; then the dressing room's seal. Never more than four wrong ones on a lock, so
 * the server's throttle (docs/product.md#answer-throttle) never makes a player wait.
 */
const ANSWERS = [
  { lock: 'security-computer', folder: 'security-office', answer: '1789', right: false },
  { lock: 'security-computer', folder: 'security-office', answer: '1903', right: false },
  { lock: 'security-computer', folder: 'security-office', answer: '1887', right: true },
  { lock: 'desk-drawer', folder: 'stage-manager-desk', answer: '2050', right: false },
  { lock: 'desk-drawer', folder: 'stage-manager-desk', answer: '2052', right: true },
  { lock: 'dressing-room-seal', folder: 'dressing-room', answer: '2075', right: false },
  { lock: 'dressing-room-seal', folder: 'dressing-room', answer: '2057', right: true },
];
if (REPEAT > ANSWERS.length) throw new Error(`--repeat is at most ${ANSWERS.length}`);

/** Installed before the app's first script: every 'event' entry of an interaction, kept in the page. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The interaction(s) that started after `since` (page time), once their entries are in:
 * each one's latency is its longest entry's duration, split as INP's parts.
 */
async function interactionsSince(page, since) {
  // An entry is reported after the frame it waited for: give it a moment to arrive.
  await page.waitForTimeout(300);
  const entries = await page.evaluate(
    (from) => window.__interactions.filter((e) => e.startTime >= from),
    since,
  );
  const byId = new Map();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  return [...byId.values()].map((group) => {
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    const start = Math.min(...group.map((e) => e.startTime));
    const processingStart = Math.min(...group.map((e) => e.processingStart));
    const processingEnd = Math.max(...group.map((e) => e.processingEnd));
    return {
      events: [...new Set(group.map((e) => e.name))].join(','),
      latency: longest.duration,
      inputDelay: Math.max(0, processingStart - start),
      processing: Math.max(0, processingEnd - processingStart),
      presentation: Math.max(0, start + longest.duration - processingEnd),
    };
  });
}

const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Playwright's waiting runs its queries in the page at every frame: right after a tap it
 * would add its own work to the frame being measured. The page is left alone a moment first.
 */
const settle = () => sleep(1000);

/** One user gesture's latency: the longest interaction it made (or under the threshold). */
async function measure(page, gesture) {
  const since = await pageNow(page);
  await gesture();
  const found = await interactionsSince(page, since);
  if (!found.length)
    return { events: '', latency: THRESHOLD_MS, inputDelay: 0, processing: 0, presentation: 0, under: true };
  return found.reduce((a, b) => (b.latency > a.latency ? b : a));
}

const folder = (page, id) => page.getByTestId(`folder-${id}`);
async function expand(page, id) {
  const summary = folder(page, id).getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') {
    await summary.tap();
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true',
      `#folder-${id}-header`,
    );
  }
}

/** One player: a page of their own, the game loaded, then slowed down `slowdown` times, then played. */
async function playOnce(browser, base, api, sessionId, run, slowdown, { profilePath, tracePath } = {}) {
  const player = await api.call('POST', '/v1/players', {
    json: { lang: 'fr', mail: `inp-${run}-${Date.now()}@example.com`, sessionId },
    headers: {},
  });
  const context = await browser.newContext({
    baseURL: base,
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  // Registered as the app keeps a player (docs/product.md#player-states), as the e2e tests seed one.
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('bench-player-seeded')) return;
    sessionStorage.setItem('bench-player-seeded', 'yes');
    sessionStorage.setItem('CURENT_PLAYER', JSON.stringify(stored));
    sessionStorage.setItem('FOLDERS', '[]');
  }, player);
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  await page.goto('/');
  await folder(page, 'statements').waitFor();
  // Hydrated and the server's state in (the live stream keeps the network busy for good).
  await page.getByTestId('progress').waitFor();
  await sleep(1000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  if (tracePath)
    await browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
  if (profilePath) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }

  const opening = [];
  await expand(page, 'statements');
  for (let index = 0; index < REPEAT; index += 1) {
    const id = DOCUMENTS[index % DOCUMENTS.length];
    await sleep(400);
    const figure = await measure(page, async () => {
      await page.getByTestId(`open-${id}`).tap();
      await settle();
      await page.getByTestId(`document-${id}`).waitFor();
    });
    opening.push({ document: id, ...figure });
    await page.getByRole('dialog').getByRole('button', { name: CLOSE }).last().tap();
    await page.getByTestId(`document-${id}`).waitFor({ state: 'detached' });
  }

  const submitting = [];
  const typing = [];
  for (const step of ANSWERS.slice(0, REPEAT)) {
    await expand(page, step.folder);
    const lock = page.getByTestId(`lock-${step.lock}`);
    const field = lock.getByTestId(`answer-${step.lock}`);
    await field.tap();
    for (const key of step.answer) {
      await sleep(150);
      typing.push(await measure(page, () => page.keyboard.press(key)));
    }
    await sleep(400);
    const figure = await measure(page, async () => {
      await lock.getByRole('button', { name: SUBMIT }).tap();
      await settle();
      if (step.right)
        await page.waitForFunction(
          (selector) => document.querySelector(selector)?.getAttribute('data-status') !== 'locked',
          `[data-testid="folder-${step.folder}"]`,
        );
      else await lock.getByTestId('lock-wrong').waitFor();
    });
    submitting.push({ lock: step.lock, right: step.right, ...figure });
  }

  if (tracePath) {
    await browser.stopTracing();
    log(`  Trace written to ${tracePath}`);
  }
  if (profilePath) {
    const { profile } = await cdp.send('Profiler.stop');
    fs.mkdirSync(path.dirname(profilePath), { recursive: true });
    fs.writeFileSync(profilePath, JSON.stringify(profile));
    log(`  CPU profile written to ${profilePath}`);
  }
  await context.close();
  return { opening, submitting, typing };
}

const server = await startCoulisses({
  env: options['web-dist'] ? { WEB_DIST: path.resolve(options['web-dist']) } : {},
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: !options.headed,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
/**
 * The rate: the one given, or the calibrated one, from Lighthouse's benchmark in a blank page of
 * this browser, before any player (bench/lib/cpu-calibration.mjs).
 */
async function chooseSlowdown() {
  if (GIVEN_SLOWDOWN !== undefined) {
    log(`CPU slowdown ${GIVEN_SLOWDOWN}× (given)`);
    return { rate: GIVEN_SLOWDOWN, given: true };
  }
  const found = await calibrateCpuSlowdown(browser);
  log(
    `CPU slowdown ${found.rate}×: this machine's benchmark index ${Math.round(found.hostIndex)} ` +
      `reads ${Math.round(found.throttledIndex)} under it, the mid-tier phone's`,
  );
  if (found.tooSlow) log('  This machine is slower than the phone: its figures do not compare.');
  return {
    rate: found.rate,
    given: false,
    benchmarkIndex: found.hostIndex,
    throttledIndex: found.throttledIndex,
  };
}

/** Each player's taps at one rate, after the calibrated ones the same at the raw 4× (unbudgeted). */
async function playAt(rate, api, sessionId, label, traced) {
  const played = { opening: [], submitting: [], typing: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    const one = await playOnce(
      browser,
      server.base,
      api,
      sessionId,
      `${Math.round(rate * 100)}x${run}`,
      rate,
      traced && run === RUNS ? { profilePath: options.profile, tracePath: options.trace } : {},
    );
    const show = (figures) => figures.map((figure) => Math.round(figure.latency)).join(', ');
    log(
      `  ${label} run ${run}: opening a document ${show(one.opening)} ms; submitting an answer ` +
        `${show(one.submitting)} ms; typing, worst key ${Math.round(Math.max(...one.typing.map((f) => f.latency)))} ms`,
    );
    for (const key of Object.keys(played)) played[key].push(...one[key]);
  }
  return played;
}

let all;
let raw;
let slowdown;
try {
  slowdown = await chooseSlowdown();
  const api = await apiClient(server.base);
  const session = await api.call('POST', '/v1/sessions', {
    json: { name: `INP ${Date.now()}`, status: 'running' },
  });
  all = await playAt(slowdown.rate, api, session.id, `${slowdown.rate}×`, true);
  if (!slowdown.given && RAW_SLOWDOWN !== slowdown.rate)
    raw = await playAt(RAW_SLOWDOWN, api, session.id, `${RAW_SLOWDOWN}×`, false);
} finally {
  await browser.close();
  await server.stop();
}

const figuresOf = (id, label, interactions, budgeted, how) => {
  const latencies = interactions.map((interaction) => interaction.latency);
  return [
    {
      id: `inp.${id}.worst`,
      label: `INP ${label} (${how}), worst of ${latencies.length}`,
      value: Math.max(...latencies),
      unit: 'ms',
      ...(budgeted ? { budget: { op: '<=', value: BUDGET_MS } } : {}),
    },
    {
      id: `inp.${id}.median`,
      label: `INP ${label} (${how}), median`,
      value: percentile(latencies, 50),
      unit: 'ms',
    },
  ];
};
/** The figures of the budgeted runs, each followed by the raw 4× one when there is one. */
const calibratedHow = `${slowdown.rate}× CPU slowdown${slowdown.given ? '' : ', calibrated'}`;
const rawHow = `${RAW_SLOWDOWN}× CPU slowdown, uncalibrated`;
const interactionFigures = (id, label, key, budgeted) => [
  ...figuresOf(id, label, all[key], budgeted, calibratedHow),
  ...(raw ? figuresOf(`${id}.raw`, label, raw[key], false, rawHow) : []),
];
/** Where an interaction's time went, averaged: input delay, processing, presentation. */
const parts = (interactions) =>
  Object.fromEntries(
    ['inputDelay', 'processing', 'presentation'].map((part) => [
      part,
      Math.round(interactions.reduce((sum, i) => sum + i[part], 0) / interactions.length),
    ]),
  );

reportPart(
  'inp',
  [
    ...(slowdown.given
      ? []
      : [
          {
            id: 'inp.benchmarkIndex',
            label: 'Lighthouse benchmark index of this machine (unthrottled)',
            value: Math.round(slowdown.benchmarkIndex),
            unit: '',
          },
        ]),
    {
      id: 'inp.cpuSlowdown',
      label: `CPU slowdown of the game screen (${slowdown.given ? 'given' : `calibrated: the benchmark reads ${Math.round(slowdown.throttledIndex)}, the mid-tier phone's`})`,
      value: slowdown.rate,
      unit: '×',
    },
    ...interactionFigures('openDocument', 'opening a document', 'opening', true),
    ...interactionFigures('submitAnswer', 'submitting an answer', 'submitting', true),
    ...interactionFigures('typeKey', 'typing a key of an answer', 'typing', false),
  ],
  {
    slowdown,
    runs: RUNS,
    repeat: REPEAT,
    viewport: '390x844 @3x, touch',
    parts: { opening: parts(all.opening), submitting: parts(all.submitting), typing: parts(all.typing) },
    interactions: all,
    ...(raw ? { rawSlowdown: RAW_SLOWDOWN, rawInteractions: raw } : {}),
  },
);
log(
  `\nMean parts (input delay / processing / presentation, ms): opening ${Object.values(parts(all.opening)).join(' / ')}; ` +
    `submitting ${Object.values(parts(all.submitting)).join(' / ')}; typing ${Object.values(parts(all.typing)).join(' / ')}`,
);
