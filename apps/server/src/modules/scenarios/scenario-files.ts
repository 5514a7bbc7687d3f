import fs from 'node:fs/promises';
import path from 'node:path';

/** The text files of a case, by path relative to its folder (content/README.md). */
export interface ScenarioFiles {
  text: Map<string, string>;
}

const TEXT_FILE = /^(scenario\.json|texts\.[a-z]{2}\.json|[a-z-]+\.[a-z]{2}\.md)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Reads the files the format names; anything else (SOLUTION.md, drafts) is never read. */
export async function readScenarioFiles(dir: string): Promise<ScenarioFiles> {
  const text = new Map<string, string>();
  const read = async (relative: string) =>
    text.set(relative, await fs.readFile(path.join(dir, relative), 'utf8'));
  for (const name of await listFiles(dir)) {
    if (TEXT_FILE.test(name) && name !== 'SOLUTION.md') await read(name);
  }
  for (const name of await listFiles(path.join(dir, 'documents'))) {
    if (name.endsWith('.md')) await read(`documents/${name}`);
  }
  return { text };
}

/** Markdown images and raw-HTML <img> sources: `![alt](src)`, `<img src="src">`. */
const IMAGE_PATTERNS = [
  /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  /<img\b[^>]*\bsrc=["']([^"']+)["']/gi,
];

export function findImages(markdown: string): string[] {
  return IMAGE_PATTERNS.flatMap((pattern) => [...markdown.matchAll(pattern)].map((match) => match[1] ?? ''));
}

export function replaceImages(markdown: string, replace: (src: string) => string): string {
  return IMAGE_PATTERNS.reduce(
    (text, pattern) => text.replace(pattern, (whole, src: string) => whole.replace(src, replace(src))),
    markdown,
  );
}
