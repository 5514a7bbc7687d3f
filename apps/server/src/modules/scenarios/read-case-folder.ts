import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file of a case's folder, by its path relative to the folder with / between its parts
 * (content/README.md), byte for byte: the check reads what it needs of them, and importing
 * the installed cases into the database keeps them all, SOLUTION.md and images included.
 * Dot-files (an editor's or a system's) are not the case's, and are skipped, dot-folders too.
 * A folder that does not exist reads as a case without files.
 */
export async function readCaseFolder(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const visit = async (relative: string) => {
    const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name.startsWith('.')) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await visit(name);
      else if (entry.isFile()) files.set(name, await fs.readFile(path.join(dir, name)));
    }
  };
  await visit('');
  return files;
}
