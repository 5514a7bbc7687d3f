import fs from 'node:fs';

/** Where a usable Chromium lives: $CHROMIUM_PATH, then Debian's and other usual places. */
export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
].filter(Boolean);

export function findChromium() {
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}
