#!/usr/bin/env node
// docs/product.md#performance-budgets, the game master's dashboard: a player's answer drawn on
// their row of the live dashboard, in Chromium, in a session of 2,000 players made through the
// API, against the production build. See bench/README.md.
//
//   node bench/dashboard.mjs                          # on an existing build (npm run build first)
//   node bench/dashboard.mjs --players 2000 --answers 40
//   node bench/dashboard.mjs --headed --profile bench/results/dashboard.cpuprofile
//
// Each answer is timed from the moment the bench sends it (a right code on the first lock, by a
// player who opened their game a while before) to the first frame after the row shows it: a
// MutationObserver in the page sees the row's locks cell change, and a requestAnimationFrame
// after it stamps the frame that paints it. Both clocks are this machine's wall clock
// (`performance.timeOrigin + performance.now()` on both sides). Answers come one at a time, a
// second or so apart, as a room's answers reach a game master who follows one player after
// another: what is measured is the path of one answer — the server, its live event, the row's
// read, the render of a 2,000-row table — not a queue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ADMIN, apiClient, inParallel, requireBuild, startCoulisses } from './lib/coulisses-server.mjs';
import { reportPart } from './lib/report.mjs';

const { values: options } = parseArgs({
  options: {
    players: { type: 'string', default: '2000' },
    /** Answers timed, each by a player of its own. 40: the p95 is the second worst. */
    answers: { type: 'string', default: '40' },
    /** Writes a CPU profile (Profiler domain) of the page while the answers are drawn, for DevTools. */
    profile: { type: 'string' },
    headed: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});
const PLAYERS = Number(options.players);
const ANSWERS = Number(options.answers);
if (![PLAYERS, ANSWERS].every((count) => Number.isInteger(count) && count >= 1) || ANSWERS > PLAYERS)
  throw new Error('--players and --answers are positive whole numbers, the answers no more than the players');
/** The budget: a player's answer on the dashboard's row within 300 ms, p95 (docs/product.md#performance-budgets). */
const BUDGET_MS = 300;
/** The first lock of "Le dernier acte" and its code (SOLUTION.md). */
const LOCK = 'security-computer';
const CODE = '1887';

requireBuild();
const log = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const wallClock = () => performance.timeOrigin + performance.now();
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 10) / 10;

/**
 * Installed in the page: `window.__watchRow(playerId, text)` returns at once and arms a watch
 * on that player's locks cell; `window.__drawn` then settles with the wall-clock time of the
 * first frame after the cell reads `text`.
 */
function installRowWatch() {
  window.__watchRow = (playerId, text) => {
    window.__drawn = new Promise((resolve) => {
      const cell = () =>
        document.querySelector(`[data-testid="player-row-${playerId}"] [data-testid="locks"]`);
      const shows = () => cell()?.textContent === text;
      const observer = new MutationObserver(() => {
        if (!shows()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  };
}

const server = await startCoulisses({
  databaseUrl: options['database-url'],
  schema: `bench_dashboard_${process.pid}`,
  // No scheduled warning lands among the answers.
  env: { WARNING_CHECK_SECONDS: '0' },
  raiseOpenFileLimit: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: !options.headed,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

let result;
try {
  const api = await apiClient(server.base);
  const session = await api.call('POST', '/v1/sessions', {
    json: { name: `Dashboard ${Date.now()}`, status: 'running' },
  });
  let started = wallClock();
  const players = await inParallel(PLAYERS, 16, (index) =>
    api.call('POST', '/v1/players', {
      json: { lang: 'fr', mail: `dash-${index}@example.com`, sessionId: session.id },
      headers: {},
    }),
  );
  log(`${PLAYERS} players registered in ${Math.round((wallClock() - started) / 1000)} s`);
  // The answering players open their game first: their answer is then their row's only change.
  const answering = players.slice(0, ANSWERS);
  await inParallel(answering.length, 8, (index) =>
    api.call('GET', `/v1/players/${answering[index].id}/game`, {
      headers: api.playerHeaders(answering[index]),
    }),
  );

  const context = await browser.newContext({
    baseURL: server.base,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(
    (token) => localStorage.setItem('BASIC_TOKEN', token),
    Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64'),
  );
  await context.addInitScript(installRowWatch);
  const page = await context.newPage();
  page.on('crash', () => log('The dashboard page crashed'));
  page.on('pageerror', (error) => log(`Page error: ${error.message}`));
  started = wallClock();
  await page.goto(`/admin/sessions/${session.id}`);
  await page.getByTestId(`player-row-${players[PLAYERS - 1].id}`).waitFor({ timeout: 120_000 });
  await page.locator('[data-testid="live-status"][data-connection="open"]').waitFor({ timeout: 60_000 });
  log(`Dashboard of ${PLAYERS} rows shown in ${Math.round(wallClock() - started)} ms`);
  // The first whole read settled and the live stream open.
  await sleep(3000);

  const cdp = options.profile ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const latencies = [];
  for (const [index, player] of answering.entries()) {
    const before = await page.getByTestId(`player-row-${player.id}`).getByTestId('locks').textContent();
    const expected = before.replace(/^\d+/, (solved) => String(Number(solved) + 1));
    await page.evaluate(([id, text]) => window.__watchRow(id, text), [player.id, expected]);
    const sentAt = wallClock();
    const answer = await api.call('POST', `/v1/players/${player.id}/locks/${LOCK}/attempts`, {
      json: { answer: CODE },
      headers: api.playerHeaders(player),
    });
    if (!answer.right) throw new Error(`The answer of player ${index + 1} was judged wrong`);
    const drawnAt = await page.evaluate(() => window.__drawn);
    latencies.push(drawnAt - sentAt);
    // A game master's room: answers a second or so apart, not in a burst.
    await sleep(900 + Math.random() * 600);
  }
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    fs.mkdirSync(path.dirname(options.profile), { recursive: true });
    fs.writeFileSync(options.profile, JSON.stringify(profile));
    log(`CPU profile written to ${options.profile}`);
  }
  log(`Answer → row, ms: ${latencies.map((ms) => Math.round(ms)).join(', ')}`);
  result = { latencies, sessionId: session.id, loadAverage: os.loadavg().map((load) => round(load)) };
} finally {
  await browser.close();
  await server.stop();
}

const { latencies, loadAverage } = result;
reportPart(
  'dashboard',
  [
    {
      id: 'dashboard.players',
      label: 'players in the session on the dashboard',
      value: PLAYERS,
      unit: 'players',
    },
    // The machine is shared: its load says whether two runs compare (the session part's too).
    {
      id: 'dashboard.loadAverage',
      label: `machine load average as the answers were drawn (1 min; 5, 15 min: ${loadAverage[1]}, ${loadAverage[2]})`,
      value: loadAverage[0],
      unit: 'load',
    },
    {
      id: 'dashboard.answerToRow.p95',
      label: `a player's answer → their dashboard row drawn, p95 of ${latencies.length}`,
      value: round(percentile(latencies, 95)),
      unit: 'ms',
      budget: { op: '<=', value: BUDGET_MS },
    },
    {
      id: 'dashboard.answerToRow.p50',
      label: `a player's answer → their dashboard row drawn, median`,
      value: round(percentile(latencies, 50)),
      unit: 'ms',
    },
    {
      id: 'dashboard.answerToRow.max',
      label: `a player's answer → their dashboard row drawn, worst`,
      value: round(Math.max(...latencies)),
      unit: 'ms',
    },
  ],
  { latencies: latencies.map(round), viewport: '1440x900', loadAverage },
);
