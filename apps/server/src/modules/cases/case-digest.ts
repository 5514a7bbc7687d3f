import { createHash } from 'node:crypto';

/** One digest of a case's files, paths and bytes, whatever the order they were read in. */
export function caseDigest(files: ReadonlyMap<string, Uint8Array>): string {
  const hash = createHash('sha256');
  for (const filePath of [...files.keys()].sort()) {
    const bytes = files.get(filePath) as Uint8Array;
    hash.update(`${filePath}\0${bytes.byteLength}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}
