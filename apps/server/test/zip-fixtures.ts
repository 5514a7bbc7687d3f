import yazl from 'yazl';
import type { ApiError } from '../src/http-error.js';

// Zips built in the tests themselves, hostile ones included: yazl writes them, and what yazl
// refuses to write (a climbing or absolute name, a lying size) is patched into its bytes.

export interface FixtureEntry {
  name: string;
  data?: string | Uint8Array;
  /** Unix mode and file type, as a zip's external attributes carry it. */
  mode?: number;
  compress?: boolean;
  directory?: boolean;
}

export async function buildZip(entries: FixtureEntry[]): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const { name, data = '', mode, compress = true, directory } of entries) {
    if (directory) {
      zip.addEmptyDirectory(name);
      continue;
    }
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
    zip.addBuffer(bytes, name, { compress, ...(mode === undefined ? {} : { mode }) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Replaces every occurrence of an ASCII string by another of the same length (a file name). */
export function patchBytes(zip: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('patch with a name of the same length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from, 'latin1');
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) {
    out.write(to, at, 'latin1');
  }
  return new Uint8Array(out);
}

const EOCD = 0x06054b50;

/** Headers of a zip, read from its central directory: [offset, is it the central one]. */
function headers(zip: Buffer): [number, boolean][] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1 || zip.readUInt32LE(end) !== EOCD) throw new Error('no end of central directory');
  const found: [number, boolean][] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    found.push([at, true], [zip.readUInt32LE(at + 42), false]);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return found;
}

/** Rewrites every entry's declared sizes and flags, as a hostile author would. */
export function patchHeaders(
  zip: Uint8Array,
  change: { uncompressedSize?: number; flags?: number; method?: number },
): Uint8Array {
  const out = Buffer.from(zip);
  for (const [at, central] of headers(out)) {
    if (change.uncompressedSize !== undefined) {
      out.writeUInt32LE(change.uncompressedSize, at + (central ? 24 : 22));
    }
    if (change.flags !== undefined) out.writeUInt16LE(change.flags, at + (central ? 8 : 6));
    if (change.method !== undefined) out.writeUInt16LE(change.method, at + (central ? 10 : 8));
  }
  return new Uint8Array(out);
}

/** The error a call throws, to match its status and key. */
export function thrown(call: () => unknown): ApiError {
  try {
    call();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('nothing thrown');
}

export const refusal = (statusCode: number, key: string) => ({ statusCode, key });
