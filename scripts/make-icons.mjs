// Renders the app's icons (docs/product.md#installable-app: the web app manifest, the apple-touch-icon and the
// push notification badge) from the Logo component and favicon.svg, with Chromium's
// headless screenshot. Run it again when the logo changes, then commit the PNGs:
//   TSX_TSCONFIG_PATH=apps/web/tsconfig.json npx tsx scripts/make-icons.mjs
// Chromium: $CHROMIUM_PATH or Debian's (apt-get install -y chromium).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { findChromium } from '../e2e/chromium-path.mjs';
import { palette } from '../apps/web/src/app/palette.ts';
import { Logo } from '../apps/web/src/components/logo.tsx';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const chromium = findChromium();
if (!chromium) throw new Error('No Chromium found: set CHROMIUM_PATH or apt-get install -y chromium');

/** An SVG of `size` px with the logo at `scale` of it, on the night colour or transparent. */
function logoPage(size, { scale, background }) {
  const logo = renderToStaticMarkup(
    createElement(Logo, { size: Math.round(size * scale), title: 'Coulisses' }),
  );
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">${logo}</body>`;
}

/** Android draws the badge as a mask: white on transparent, the favicon's ring and keyhole. */
const badgePage = (size) => `<body style="margin:0;background:transparent">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
<circle cx="32" cy="32" r="28" fill="none" stroke="#fff" stroke-width="5"/>
<path d="M32 17a8.5 8.5 0 0 1 4.8 15.5L40 51H24l3.2-18.5A8.5 8.5 0 0 1 32 17Z" fill="#fff"/>
</svg></body>`;

const icons = [
  // "any": the round emblem on a transparent corner, as the favicon.
  { file: 'icon-192.png', size: 192, html: logoPage(192, { scale: 1, background: 'transparent' }) },
  { file: 'icon-512.png', size: 512, html: logoPage(512, { scale: 1, background: 'transparent' }) },
  // "maskable": full bleed, the emblem inside the safe circle (80% of the side).
  {
    file: 'icon-maskable-512.png',
    size: 512,
    html: logoPage(512, { scale: 0.8, background: palette.night }),
  },
  // iOS fills transparency with black and rounds the corners itself.
  {
    file: 'apple-touch-icon.png',
    size: 180,
    html: logoPage(180, { scale: 0.88, background: palette.night }),
  },
  { file: 'badge-96.png', size: 96, html: badgePage(96) },
];

fs.mkdirSync(out, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-icons-'));
for (const { file, size, html } of icons) {
  const page = path.join(work, `${file}.html`);
  fs.writeFileSync(page, `<!doctype html><html><head><meta charset="utf-8"></head>${html}</html>`);
  execFileSync(chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    '--default-background-color=00000000',
    `--window-size=${size},${size}`,
    `--screenshot=${path.join(out, file)}`,
    `file://${page}`,
  ]);
  console.log(`${file} ${size}×${size}`);
}
fs.rmSync(work, { recursive: true, force: true });
