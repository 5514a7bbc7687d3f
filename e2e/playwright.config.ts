import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const ADMIN = { username: 'e2e-admin', password: 'e2e-password-42' };

const executablePath = findChromium();

/** The specs of a team at one table: several phones in one test. */
const TABLES = /\/teams?-[a-z-]*\.spec\.ts$|\/teams\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Per port, so that runs on other ports (E2E_PORT) keep their own artifacts.
  outputDir: `./test-results/artifacts-${PORT}`,
  fullyParallel: true,
  workers: 2,
  // On CI a test gets two more tries: the machine is shared, and a step that waits on another
  // browser's live event can outlast its timeout when both cores are taken. A test that fails
  // three times is a failure; one that passes on a retry is reported as flaky, by name.
  retries: process.env.CI ? 2 : 0,
  reporter: [['list']],
  // CI runs on a shared two-core machine whose pace varies from day to day: the same
  // steps get twice the time there, so that a slow day does not read as a broken product.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 14_000 : 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A French browser, as the product's first players have: an English one would be
    // offered English on the first screen (phone-play.spec.ts tests that offer).
    locale: 'fr-FR',
    // Recording a trace costs every test about a sixth of its time (bench/results/): a test
    // records one on its first retry only, which is what a failure on CI is read from.
    // Locally, `--trace on` records them all.
    trace: 'on-first-retry',
    // No service worker unless a test is about one (the installable app, offline play, push):
    // each test's fresh browser would otherwise install it and precache the whole app while
    // its page loads, which on a shared two-core machine starves the pages under test.
    serviceWorkers: 'block',
    // A reader who asks for less motion (docs/product.md#accessibility): dialogs, folders and
    // notices open and close at once, so that no step waits out a fade. The room clock's
    // podium test asks for motion again, as the projector runs with it.
    reducedMotion: 'reduce',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // The flags Debian's Chromium needs on these machines (no sandbox, no GPU, nothing fetched).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/mobile\.spec\.ts/, TABLES],
    },
    {
      // A team's tests drive three or four phones each: two of them at once on two cores ran
      // past their time, so they take turns, while the other worker runs the rest.
      name: 'tables',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: TABLES,
      workers: 1,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `http://localhost:${PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DEMO_SESSION: 'false',
      // Sessions' clocks move on when a test says so, instead of real minutes passing.
      TEST_CLOCK_CONTROL: 'true',
      RATE_LIMIT_MAX: '100000',
      REGISTER_RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
      ATTEMPT_RATE_LIMIT_MAX: '100000',
      // The push test's stand-in push service listens on loopback, over plain http.
      PUSH_ALLOW_HTTP: 'true',
    },
  },
});
