// Keeps the code's citations inside the repository (docs/product.md#who-it-is-for): no
// file cites a document a reader of the repository does not have, and every citation of
// docs/product.md#…, docs/architecture.md or docs/decisions/… leads somewhere. Plain Node,
// so that it runs before anything is installed. Exits 1 naming each file:line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url));
const FOLDERS = [
  'apps',
  'packages',
  'e2e',
  'bench',
  'scripts',
  'content',
  'docs',
  'README.md',
  'eslint.config.js',
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'test-results', 'playwright-report', '.git']);
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|html|css|ya?ml|txt|svg|sh)$/;
// Written with escapes (§ is \u00a7, the dots \x2e) so that this file, which names what
// no other may cite, is not itself found by a search for those citations.
const OUTSIDE = /spec \u00a7|issue\x20[0-9]+|DESIGN\x2emd|STYLE\x2emd|\x2e\x2e\/shared/i;
const PRODUCT_LINK = /product\.md#([\p{L}\p{N}_-]+)/gu;
const OWN_LINK = /\]\(#([\p{L}\p{N}_-]+)\)/gu;
const DOC_LINK = /docs\/(?:architecture\.md|decisions\/[\w.-]*)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped but - and _, spaces to -. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings, repeated ones suffixed -1, -2… as GitHub does. */
export function anchors(markdown) {
  const seen = new Map();
  const found = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1].replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && TEXT.test(entry.name)) yield path;
  }
}

/** A cited decision may be named by its number alone (docs/decisions/0015) or by its file. */
function decisionExists(cited) {
  if (existsSync(join(root, cited))) return true;
  const name = cited.slice('docs/decisions/'.length).replace(/\.+$/, '');
  if (!/^\d{4}/.test(name)) return false;
  return readdirSync(join(root, 'docs/decisions')).some((file) => file.startsWith(name));
}

export function problemsIn(text, file, productAnchors) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (OUTSIDE.test(line))
      problems.push(`${where}: cites a document outside the repository: ${line.trim()}`);
    for (const [, anchor] of line.matchAll(PRODUCT_LINK)) {
      if (!productAnchors.has(anchor)) problems.push(`${where}: docs/product.md has no heading #${anchor}`);
    }
    if (file === 'docs/product.md') {
      for (const [, anchor] of line.matchAll(OWN_LINK)) {
        if (!productAnchors.has(anchor)) problems.push(`${where}: docs/product.md has no heading #${anchor}`);
      }
    }
    for (const [cited] of line.matchAll(DOC_LINK)) {
      const exists = cited.startsWith('docs/decisions/')
        ? decisionExists(cited)
        : existsSync(join(root, cited));
      if (!exists) problems.push(`${where}: ${cited} does not exist`);
    }
  });
  return problems;
}

function main() {
  const productPath = join(root, 'docs/product.md');
  const productAnchors = existsSync(productPath) ? anchors(readFileSync(productPath, 'utf8')) : new Set();
  const problems = [];
  for (const folder of FOLDERS) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const path of statSync(dir).isDirectory() ? files(dir) : [dir]) {
      const file = relative(root, path);
      if (file === self) continue;
      problems.push(...problemsIn(readFileSync(path, 'utf8'), file, productAnchors));
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} citation problem(s): cite docs/product.md#…, docs/architecture.md or docs/decisions/… instead.`,
    );
    process.exit(1);
  }
  console.log('check-docs: every citation stays inside the repository and leads somewhere.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
