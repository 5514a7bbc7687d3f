// The CPU slowdown that makes this machine behave like the mid-range phone of
// docs/product.md#performance-budgets, whatever machine runs the bench. A slowdown multiplies
// the host's own speed: the same 4× makes a fast server and a slow laptop two different
// phones, and their figures cannot be compared. Lighthouse rates a host with its benchmark
// index (lhr.environment.benchmarkIndex, its "CPU/Memory Power"), and Lighthouse's
// docs/throttling.md ("Calibrating the CPU slowdown") derives the multiplier from it.
//
// Chrome's DevTools calibrate their CPU presets with that same benchmark
// (front_end/panels/mobile_throttling/CalibrationController.ts): the mid-tier phone, a
// Pixel 5, reads 1000 on it, and the rate is the one under which this machine reads as much,
// found by bisection since the index is not quite proportional to the rate.
// calibrateCpuSlowdown does that here. Lighthouse's own calculator (cpuSlowdownFor) maps the
// index to a multiplier on the scale of Chrome 86's benchmark, where its table ends at 2000;
// today's Chromium reads higher on the same hardware, so its extrapolation emulates a slower,
// low-end phone (an index of about 280). It is printed beside the calibration, for comparison.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's default CPU slowdown (throttling.cpuSlowdownMultiplier): the uncalibrated figure. */
export const DEFAULT_SLOWDOWN = 4;

/** Under this index the calculator gives no multiplier: the host is too slow to emulate the phone. */
export const SLOWEST_BENCHMARK_INDEX = 150;

/** The benchmark index of the mid-tier phone DevTools' calibration targets (a Pixel 5). */
export const MID_TIER_PHONE_INDEX = 1000;

/**
 * The CPU slowdown multiplier for a host of this benchmark index, as Lighthouse's CPU
 * throttling calculator (linked from Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown")
 * computes it: piecewise linear through 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×.
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
 * does (MID_TIER_PHONE_INDEX), found as DevTools' calibration finds it: the benchmark in a
 * blank page of `browser` (Playwright's Chromium), unthrottled, then under rates bisected
 * until it reads within 5 % of the phone's index. Also Lighthouse's calculator's multiplier
 * for the unthrottled index, for comparison.
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
    if (host.index <= target)
      return { rate: 1, hostIndex: host.index, throttledIndex: host.index, tooSlow: true, calculator };
    let low = 1;
    let high = Math.max(2, (2 * host.index) / target);
    let best = { rate: 1, index: host.index };
    for (let step = 0; step < steps; step += 1) {
      const rate = Math.round(((low + high) / 2) * 100) / 100;
      const index = await indexAt(rate);
      if (Math.abs(index - target) < Math.abs(best.index - target)) best = { rate, index };
      if (Math.abs(index - target) <= target * 0.05) break;
      if (index > target) low = rate;
      else high = rate;
    }
    return {
      rate: Math.round(best.rate * 10) / 10,
      hostIndex: host.index,
      hostSamples: host.samples,
      throttledIndex: best.index,
      tooSlow: false,
      calculator,
    };
  } finally {
    await context.close();
  }
}
