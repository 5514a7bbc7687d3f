// The CPU slowdown that makes this machine behave like the mid-tier phone of
// docs/product.md#performance-budgets, whatever machine runs the bench. A slowdown multiplies
// the host's own speed: the same 4× makes a fast server and a slow laptop two different
// phones, and their figures cannot be compared. The phone is named by Lighthouse's benchmark
// index (lhr.environment.benchmarkIndex, its "CPU/Memory Power"): the mid-tier phone reads
// 1000 on it, as Chrome's DevTools calibrate their presets; the rate is the one under which
// this machine reads as much, found by bisection since the index is not quite proportional to
// the rate. Lighthouse's own calculator (cpuSlowdownFor), on the scale of an older Chromium's
// benchmark, is printed beside it for comparison. Where each comes from: bench/README.md
// ("CPU calibration").
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's default CPU slowdown (throttling.cpuSlowdownMultiplier): the uncalibrated figure. */
export const DEFAULT_SLOWDOWN = 4;

/** Under this index the calculator gives no multiplier: the host is too slow to emulate the phone. */
export const SLOWEST_BENCHMARK_INDEX = 150;

/** The benchmark index of the mid-tier phone DevTools' calibration targets (a Pixel 5). */
export const MID_TIER_PHONE_INDEX = 1000;

/**
 * The CPU slowdown multiplier for a host of this benchmark index, as Lighthouse's CPU
 * throttling calculator computes it (bench/README.md, "CPU calibration"): piecewise linear through 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×.
 * 1533 is the index the default 4× is calibrated for: a machine of that index slowed 4× is
 * the reference phone, and the multiplier makes this machine behave like it.
 *
 *   index ≥ 1300:        3 + (index − 1300) / 233
 *   800 ≤ index < 1300:  2 + (index − 800) / 500
 *   150 ≤ index < 800:   1 + (index − 150) / 650
 *
 * Below 150 the host is slower than the phone already: no slowdown (1×) is the closest it
 * gets, and `tooSlow` says the figures are not comparable. Rounded to a tenth, as the
 * calculator prints it: the index moves more than that from one run to the next, and a run
 * can be repeated with the multiplier it printed.
 * @param {number} benchmarkIndex
 * @returns {{ multiplier: number; tooSlow: boolean }}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= SLOWEST_BENCHMARK_INDEX) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else return { multiplier: 1, tooSlow: true };
  return { multiplier: Math.round(multiplier * 10) / 10, tooSlow: false };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * This machine's benchmark index, measured as Lighthouse measures it before each run: its
 * own computeBenchmarkIndex (the installed Lighthouse's), evaluated in a page of the browser,
 * unthrottled. `evaluate` runs an expression in that page and returns its value (Playwright's
 * page.evaluate). A first sample warms the page's JavaScript engine up and is dropped (cold,
 * it reads 10–40 % low); then the median of a few (a second each), since the shared
 * machine's load moves any one of them.
 * @param {(expression: string) => Promise<number>} evaluate
 * @param {{ samples?: number }} [options]
 */
export async function measureBenchmarkIndex(evaluate, { samples = 3 } = {}) {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  await evaluate(expression);
  const indexes = [];
  for (let sample = 0; sample < samples; sample += 1) indexes.push(await evaluate(expression));
  return { index: median(indexes), samples: indexes };
}

/**
 * The CPU slowdown under which this machine runs Lighthouse's benchmark as the mid-tier phone
 * does (MID_TIER_PHONE_INDEX): the benchmark in a blank page of `browser` (Playwright's
 * Chromium), unthrottled (a warm-up, then the median of 3), then under rates that bracket the
 * phone's index (doubled until one reads under it) and are bisected until one reads within
 * 5 % of it, that one read twice more (the median of 3). Returns:
 * - `rate`: for a real slowdown (CDP's Emulation.setCPUThrottlingRate, Lighthouse's `devtools`
 *   throttling), which is not quite proportional;
 * - `linear`: the host's index over the phone's, for a slowdown that multiplies the time of
 *   each task (Lighthouse's `simulate` throttling);
 * - Lighthouse's calculator's multiplier for the unthrottled index, for comparison.
 * @param {import('@playwright/test').Browser} browser
 */
export async function calibrateCpuSlowdown(browser, { target = MID_TIER_PHONE_INDEX, steps = 8 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const indexAt = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return page.evaluate(expression);
    };
    const host = await measureBenchmarkIndex(() => indexAt(1));
    const calculator = cpuSlowdownFor(host.index);
    const twoDecimals = (value) => Math.round(value * 100) / 100;
    if (host.index <= target)
      return {
        rate: 1,
        linear: 1,
        hostIndex: host.index,
        throttledIndex: host.index,
        tooSlow: true,
        calculator,
      };
    let low = 1;
    let high = twoDecimals(Math.max(2, host.index / target));
    while ((await indexAt(high)) > target && high < 64) {
      low = high;
      high *= 2;
    }
    let rate = high;
    for (let step = 0; step < steps; step += 1) {
      rate = twoDecimals((low + high) / 2);
      const index = await indexAt(rate);
      if (Math.abs(index - target) <= target * 0.05) break;
      if (index > target) low = rate;
      else high = rate;
    }
    const readings = [await indexAt(rate), await indexAt(rate), await indexAt(rate)];
    return {
      rate,
      linear: twoDecimals(host.index / target),
      hostIndex: host.index,
      hostSamples: host.samples,
      throttledIndex: median(readings),
      tooSlow: false,
      calculator,
    };
  } finally {
    await context.close();
  }
}
