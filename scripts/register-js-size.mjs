// docs/product.md#performance-budgets: the gzipped JavaScript a browser downloads to show /register — its own
// entry (register.html, src/register/main.tsx), the chunks it imports statically
// (register.html modulepreloads each of them), and every chunk those pull in — against its
// budget. Fails over the budget, and when the app's entry or a chunk of the game or the admin
// area is among them: /register fetches the app only once the player is filling the form in
// (docs/decisions/0028-react-renders-what-ships.md).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * docs/product.md#performance-budgets: at most 100 KB (KiB, 1,024 bytes) of gzipped JavaScript for /register,
 * the budget bench/frontend.mjs reports against.
 */
export const REGISTER_JS_BUDGET_KB = 100;

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

const gzipBytes = (file) => gzipSync(fs.readFileSync(file)).length;

/** The static imports of each chunk, read from the built files themselves. */
function staticImports(dist, src) {
  const code = fs.readFileSync(path.join(dist, src), 'utf8');
  const dir = path.posix.dirname(src);
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${}\s,*]+from\s*)?["']([^"']+\.js)["']/g)].map(
    (match) => path.posix.join(dir, match[1]),
  );
}

/** The scripts /register downloads before it is usable, as paths under dist ("/assets/…"). */
export function registerScripts(dist = WEB_DIST) {
  const html = fs.readFileSync(path.join(dist, 'register.html'), 'utf8');
  const listed = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  // register.html lists them already; following the imports makes sure none is missed.
  const seen = new Set();
  const visit = (src) => {
    if (seen.has(src)) return;
    seen.add(src);
    staticImports(dist, src).forEach(visit);
  };
  listed.forEach(visit);
  return [...seen];
}

/** Gzipped sizes in bytes: each script of /register, their total, and all the app's JavaScript. */
export function measureFrontendJs(dist = WEB_DIST) {
  const register = registerScripts(dist).map((src) => ({ src, gzipBytes: gzipBytes(path.join(dist, src)) }));
  const assets = path.join(dist, 'assets');
  const allBytes = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipBytes(path.join(assets, file)), 0);
  return { register, registerBytes: register.reduce((sum, script) => sum + script.gzipBytes, 0), allBytes };
}

export const kb = (bytes) => bytes / 1024;

function main() {
  const { register, registerBytes, allBytes } = measureFrontendJs();
  const line = (name, bytes) => `  ${name.padEnd(48)} ${kb(bytes).toFixed(1).padStart(7)} KB`;
  console.log('JavaScript loaded by /register (gzip):');
  console.log(register.map((script) => line(script.src, script.gzipBytes)).join('\n'));
  console.log(line(`total (budget ${REGISTER_JS_BUDGET_KB} KB)`, registerBytes));
  console.log(`All JavaScript of the app (gzip): ${kb(allBytes).toFixed(1)} KB`);

  let failed = false;
  const eager = register
    .map((script) => script.src)
    .filter((src) => /\/(index|mount-app|admin|game)-[\w-]+\.js$/.test(src));
  if (eager.length) {
    console.error(`The app, its game or its admin area is loaded by /register: ${eager.join(', ')}`);
    failed = true;
  }
  // MUI names its components' classes Mui…-root; Emotion inserts its rules with insertRule.
  const heavy = register
    .map((script) => script.src)
    .filter((src) => /Mui[A-Z]\w+|insertRule/.test(fs.readFileSync(path.join(WEB_DIST, src), 'utf8')));
  if (heavy.length) {
    console.error(`MUI or Emotion is loaded by /register: ${heavy.join(', ')}`);
    failed = true;
  }
  if (kb(registerBytes) > REGISTER_JS_BUDGET_KB) {
    console.error(
      `/register loads ${kb(registerBytes).toFixed(1)} KB of gzipped JavaScript, over its budget of ${REGISTER_JS_BUDGET_KB} KB (docs/product.md#performance-budgets).`,
    );
    failed = true;
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
