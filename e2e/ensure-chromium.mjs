// Makes sure the browser tests have a Chromium: a system one, else
// Debian's package when running as root with apt, else Playwright's own download;
// otherwise stops with a message that says how to get one.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

const run = (command) => {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
};

function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return fs.existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

if (findChromium() || playwrightChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && run('command -v apt-get >/dev/null')) {
  console.log("No Chromium found: installing Debian's chromium package…");
  if (
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium') &&
    findChromium()
  ) {
    process.exit(0);
  }
}
console.log("No Chromium found: trying Playwright's own download…");
if (run('npx playwright install chromium') && playwrightChromium()) process.exit(0);

console.error(
  [
    '',
    'The browser tests need Chromium, and none could be found or installed.',
    'Install one, then run npm test again:',
    '  Debian/Ubuntu:  sudo apt-get install chromium',
    '  anywhere else:  npx playwright install chromium',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    '',
  ].join('\n'),
);
process.exit(1);
