// Prints the gzipped JavaScript that /register loads (the entry and its preloaded
// chunks, as index.html lists them), and fails when a chunk of the game or the admin
// area is among them: those are loaded on demand (spec §2).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);

let total = 0;
const rows = scripts.map((src) => {
  const bytes = gzipSync(fs.readFileSync(path.join(dist, src))).length;
  total += bytes;
  return `  ${src.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`;
});
const all = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, 'assets', file))).length, 0);

console.log('JavaScript loaded by /register (gzip):');
console.log(rows.join('\n'));
console.log(`  ${'total'.padEnd(48)} ${(total / 1024).toFixed(1).padStart(7)} KB`);
console.log(`All JavaScript of the app (gzip): ${(all / 1024).toFixed(1)} KB`);

const eager = scripts.filter((src) => /\/(admin|game)-[\w-]+\.js$/.test(src));
if (eager.length) {
  console.error(`The game or admin area is loaded by /register: ${eager.join(', ')}`);
  process.exit(1);
}
