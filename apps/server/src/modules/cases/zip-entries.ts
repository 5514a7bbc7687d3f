import type { Entry, ZipFile } from 'yauzl';
import { ApiError } from '../../http-error.js';
import { CASE_LIMITS } from './case-files.js';

/** A file entry of a zip: its name in the zip, and (once placed) its path in the case. */
export interface Listed {
  entry: Entry;
  name: string;
  path: string;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** General purpose flags: bit 0 encrypted, bit 6 strong encryption. */
const ENCRYPTED = 0x0001 | 0x0040;
const STORED = 0;
const DEFLATED = 8;

const invalid = (message: string) => new ApiError(400, 'CASE_ARCHIVE_INVALID', message);
const badPath = (name: string, why: string) =>
  new ApiError(400, 'CASE_FILE_PATH', `${JSON.stringify(name)}: ${why}`);

/**
 * The entry's name as text. Names are read raw (yauzl's decodeStrings is off) so that none
 * is rewritten before it is checked; a byte that is not UTF-8 becomes U+FFFD, which no path
 * of a case allows.
 */
function entryName(entry: Entry): string {
  return new TextDecoder('utf-8').decode(entry.fileName as unknown as Uint8Array);
}

/** Refuses a name that could land outside the case's folder, or that no unzip reads alike. */
function checkName(name: string): void {
  if (name === '') throw badPath(name, 'an entry without a name');
  if (name.includes('\\')) throw badPath(name, 'a backslash in a path');
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) throw badPath(name, 'an absolute path');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw badPath(name, 'a control character in a path');
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.includes('..')) throw badPath(name, 'a path that climbs out of its folder');
  if (segments.some((segment) => segment === '' || segment === '.')) {
    throw badPath(name, 'an empty or "." segment in a path');
  }
}

/** Refuses a symbolic link, a device, a FIFO…: only files and folders are unpacked. */
function checkFileType(entry: Entry, name: string): void {
  // The Unix mode lives in the high 16 bits of the external attributes (0 when not given).
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type === S_IFLNK) throw badPath(name, 'a symbolic link');
  const isFolder = name.endsWith('/');
  if (type !== 0 && type !== (isFolder ? S_IFDIR : S_IFREG)) {
    throw badPath(name, 'a special entry, neither a file nor a folder');
  }
}

function checkData(entry: Entry, name: string): void {
  if (entry.generalPurposeBitFlag & ENCRYPTED) throw invalid(`${name}: encrypted`);
  const method = entry.compressionMethod;
  if (method !== STORED && method !== DEFLATED) {
    throw invalid(`${name}: compression method ${method} is not supported`);
  }
}

/**
 * The litter macOS adds to a zip it makes (resource forks under __MACOSX/, Finder's
 * .DS_Store) is no part of a case: skipped silently rather than refused, so that a case
 * zipped in the Finder imports as it is.
 */
const isMacLitter = (name: string) =>
  name.split('/')[0] === '__MACOSX' || name.split('/').at(-1) === '.DS_Store';

/** Reads the central directory and checks every entry; no byte is inflated yet. */
export async function listEntries(zipfile: ZipFile): Promise<Listed[]> {
  if (zipfile.entryCount > CASE_LIMITS.entries) {
    throw new ApiError(413, 'CASE_ARCHIVE_TOO_LARGE', `${zipfile.entryCount} entries in the zip`);
  }
  const files: Listed[] = [];
  const names = new Set<string>();
  try {
    for await (const entry of zipfile.eachEntry()) {
      const name = entryName(entry);
      checkName(name);
      if (names.has(name)) throw invalid(`${name}: twice in the zip`);
      names.add(name);
      if (isMacLitter(name)) continue;
      checkFileType(entry, name);
      if (name.endsWith('/')) continue;
      checkData(entry, name);
      files.push({ entry, name, path: name });
      if (files.length > CASE_LIMITS.files) {
        throw new ApiError(413, 'CASE_ARCHIVE_TOO_LARGE', `more than ${CASE_LIMITS.files} files`);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid(`a corrupt zip (${(error as Error).message})`);
  }
  return files;
}
