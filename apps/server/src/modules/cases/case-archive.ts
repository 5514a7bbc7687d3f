import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import yazl from 'yazl';
import { ApiError } from '../../http-error.js';
import {
  assertCasePath,
  assertFileSize,
  assertUtf8,
  CASE_ID,
  CASE_ID_MAX,
  CASE_LIMITS,
  caseFileKind,
  imageExtension,
} from './case-files.js';
import type { CaseFileMap } from './case-files.js';
import { vetImage } from './case-images.js';
import { listEntries } from './zip-entries.js';
import type { Listed } from './zip-entries.js';

export { CASE_LIMITS, caseFileKind } from './case-files.js';
export type { CaseFileKind, CaseFileMap } from './case-files.js';

const invalid = (message: string) => new ApiError(400, 'CASE_ARCHIVE_INVALID', message);
const tooLarge = (message: string) => new ApiError(413, 'CASE_ARCHIVE_TOO_LARGE', message);

/** A fixed date, so that two exports of the same files are the same bytes (DOS time is local). */
const EPOCH = new Date(1980, 0, 1, 0, 0, 0);

const isValidId = (id: string) => id.length <= CASE_ID_MAX && CASE_ID.test(id);

/** More inflated bytes than `ratio` times the compressed ones, past the floor: a bomb. */
const overRatio = (inflated: number, compressed: number) =>
  inflated > CASE_LIMITS.ratioFloorBytes && inflated > CASE_LIMITS.ratio * Math.max(compressed, 1);

/**
 * The case's folder inside the zip: export puts every file under `<id>/`, so that unzipping
 * gives the case's folder; a zip made from inside that folder has its files at the root.
 */
function topFolder(files: Listed[]): string | undefined {
  const tops = new Set(files.map(({ name }) => (name.includes('/') ? name.split('/')[0] : '')));
  const [top] = tops;
  return tops.size === 1 && top ? top : undefined;
}

/**
 * Declared sizes are held to every limit before a byte is inflated; inflating then holds each
 * entry to its declared size (inflate).
 */
function checkDeclared(files: Listed[], zipBytes: number): void {
  let total = 0;
  for (const { entry, name, path } of files) {
    // The ratio first: 50 MB deflated to 50 KB is a bomb, not a file too large.
    if (overRatio(entry.uncompressedSize, entry.compressedSize)) {
      throw tooLarge(`${name}: declares a compression ratio over ${CASE_LIMITS.ratio}`);
    }
    assertFileSize(path, entry.uncompressedSize);
    total += entry.uncompressedSize;
  }
  if (total > CASE_LIMITS.totalBytes) {
    throw tooLarge(`the files declare ${total} bytes, more than ${CASE_LIMITS.totalBytes}`);
  }
  if (overRatio(total, zipBytes)) {
    throw tooLarge(`the zip declares a compression ratio over ${CASE_LIMITS.ratio}`);
  }
}

async function openStream(zipfile: ZipFile, entry: Entry, name: string) {
  try {
    return await zipfile.openReadStreamPromise(entry);
  } catch {
    throw invalid(`${name}: cannot be read`);
  }
}

/**
 * Inflates one file, counting the bytes as they come and stopping at the first chunk past the
 * size the entry declared: a zip's sizes are whatever its author wrote, so none is trusted.
 * Every declared size has passed every limit (checkDeclared), so an entry held to its own
 * holds the inflated bytes to them all, the file's, the ratio's and the whole zip's.
 */
async function inflate(zipfile: ZipFile, file: Listed): Promise<Uint8Array> {
  const { entry, name } = file;
  const chunks: Buffer[] = [];
  let got = 0;
  try {
    // Leaving the loop (a throw) destroys the stream: nothing more is inflated.
    for await (const chunk of await openStream(zipfile, entry, name)) {
      const buffer = chunk as Buffer;
      got += buffer.byteLength;
      if (got > entry.uncompressedSize) {
        throw tooLarge(`${name}: inflates past the ${entry.uncompressedSize} bytes it declares`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid(`${name}: corrupt data`);
  }
  const bytes = new Uint8Array(got);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  if (got !== entry.uncompressedSize || crc32(bytes) !== entry.crc32) {
    throw invalid(`${name}: its data does not match its size or checksum`);
  }
  return bytes;
}

function vetFile(path: string, bytes: Uint8Array): void {
  if (caseFileKind(path) === 'image') vetImage(path, bytes);
  else assertUtf8(path, bytes);
}

/** The id of a zip with the files at its root: scenario.json says it. */
function idOfScenario(files: CaseFileMap): string {
  const bytes = files.get('scenario.json');
  if (!bytes) throw invalid('no case folder and no scenario.json at the root of the zip');
  let id: unknown;
  try {
    id = (JSON.parse(new TextDecoder().decode(bytes)) as { id?: unknown } | null)?.id;
  } catch {
    throw invalid('scenario.json: not JSON');
  }
  if (typeof id !== 'string' || !isValidId(id)) {
    throw invalid('scenario.json: no valid id (lowercase letters, digits and dashes)');
  }
  return id;
}

/** The files' paths inside the case's folder, and that folder's name if the zip has one. */
function placeFiles(files: Listed[]): string | undefined {
  if (files.length === 0) throw invalid('the zip holds no file');
  const top = topFolder(files);
  if (top !== undefined && !isValidId(top)) {
    throw invalid(`${top}/: a case's folder is named by its id (lowercase letters, digits, dashes)`);
  }
  for (const file of files) {
    file.path = top === undefined ? file.name : file.name.slice(top.length + 1);
    if (!caseFileKind(file.path)) {
      throw new ApiError(415, 'CASE_FILE_TYPE', `${file.name}: a case may not hold this file`);
    }
  }
  return top;
}

/**
 * Reads an uploaded zip of a case, laid out as content/scenarios/<id>/ (content/README.md),
 * either under one folder named by the id or with the files at its root, and vets every
 * file: its path, its size, its encoding, its image. Throws ApiError with the key of the
 * first problem found, naming the offending entry.
 */
export async function readCaseArchive(zip: Uint8Array): Promise<{ id: string; files: CaseFileMap }> {
  if (zip.byteLength > CASE_LIMITS.archiveBytes) {
    throw tooLarge(`the zip has ${zip.byteLength} bytes, more than ${CASE_LIMITS.archiveBytes}`);
  }
  let zipfile: ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), {
      lazyEntries: true,
      // File names are checked here, against the paths a case may hold, rather than rewritten.
      decodeStrings: false,
      // The inflated bytes are counted here, so that a lie is a bomb (413), not a corrupt zip.
      validateEntrySizes: false,
    });
  } catch {
    throw invalid('not a zip file');
  }
  try {
    const listed = await listEntries(zipfile);
    const top = placeFiles(listed);
    checkDeclared(listed, zip.byteLength);
    const files: CaseFileMap = new Map();
    for (const file of listed) {
      const bytes = await inflate(zipfile, file);
      vetFile(file.path, bytes);
      files.set(file.path, bytes);
    }
    return { id: top ?? idOfScenario(files), files };
  } finally {
    zipfile.close();
  }
}

/** Raster images are compressed already: deflating them again costs time and saves nothing. */
const deflates = (path: string) => {
  const extension = imageExtension(path);
  return extension === undefined || extension === 'svg';
};

/**
 * Writes a case as a zip laid out as content/scenarios/<id>/: every file under `<id>/`, in
 * path order, dated 1980-01-01, so that the same files always give the same bytes and
 * readCaseArchive gives them back unchanged.
 */
export async function writeCaseArchive(id: string, files: CaseFileMap): Promise<Uint8Array> {
  if (!isValidId(id)) throw invalid(`${id}: not a case id`);
  const zip = new yazl.ZipFile();
  for (const path of [...files.keys()].sort()) {
    assertCasePath(path);
    const bytes = files.get(path) as Uint8Array;
    zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), `${id}/${path}`, {
      mtime: EPOCH,
      mode: 0o100644,
      compress: deflates(path),
      forceDosTimestamp: true,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
