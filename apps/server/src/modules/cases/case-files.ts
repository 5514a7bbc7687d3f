import { ApiError } from '../../http-error.js';

/** A case's files: its path inside the case's folder (posix, no leading slash) → its bytes. */
export type CaseFileMap = Map<string, Uint8Array>;

export type CaseFileKind = 'json' | 'markdown' | 'image';

const MiB = 1024 * 1024;
const KiB = 1024;

/**
 * What one case may weigh. The installed cases are about 1 MB and 100 files, every file
 * under 40 KB: these leave an author room for many more documents and real photos while
 * keeping an import's memory (everything is inflated in memory) to a few tens of MB.
 */
export const CASE_LIMITS = {
  /** Files a case may hold. */
  files: 400,
  /** Entries a zip may list, directories and skipped macOS litter included. */
  entries: 1000,
  /** The zip itself: its files stored uncompressed, plus room for the headers. */
  archiveBytes: 26 * MiB,
  /** Every file inflated, together. */
  totalBytes: 25 * MiB,
  /** One JSON or markdown file. */
  textBytes: 256 * KiB,
  /** One PNG, JPEG or WebP image. */
  imageBytes: 4 * MiB,
  /** One SVG image. */
  svgBytes: 1 * MiB,
  /** Inflated bytes per compressed byte, for each entry and for the whole zip. */
  ratio: 100,
  /**
   * Below this many inflated bytes the ratio is not held against a file: a small run of
   * spaces deflates a thousandfold and harms no one, the size limits bound it.
   */
  ratioFloorBytes: 64 * KiB,
} as const;

/** A case's id, which is also its folder's name (content/README.md). */
export const CASE_ID = /^[a-z0-9][a-z0-9-]*$/;
export const CASE_ID_MAX = 64;

const LANG = '(?:fr|en|es|gr)';
const NAME = '[a-z0-9][a-z0-9.-]*';
const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The paths content/README.md lists, and no other. */
const KINDS: [RegExp, CaseFileKind][] = [
  [/^scenario\.json$/, 'json'],
  [new RegExp(`^texts\\.${LANG}\\.json$`), 'json'],
  [new RegExp(`^(?:introduction|reveal|unsolved|debrief)\\.${LANG}\\.md$`), 'markdown'],
  [/^SOLUTION\.md$/, 'markdown'],
  [new RegExp(`^documents/${NAME}\\.${LANG}\\.md$`), 'markdown'],
  [new RegExp(`^images/${NAME}\\.(?:${IMAGE_EXTENSIONS.join('|')})$`), 'image'],
];

/** Which kind of file a path of a case holds, or undefined when a case may not hold it. */
export function caseFileKind(path: string): CaseFileKind | undefined {
  return KINDS.find(([pattern]) => pattern.test(path))?.[1];
}

/** The extension of an image's path, lowercase as every allowed path is. */
export function imageExtension(path: string): ImageExtension | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  return IMAGE_EXTENSIONS.find((known) => known === extension);
}

/** The most bytes a file of that path may have (a path of no kind may have none). */
export function fileByteLimit(path: string): number {
  const kind = caseFileKind(path);
  if (kind === 'image') {
    return imageExtension(path) === 'svg' ? CASE_LIMITS.svgBytes : CASE_LIMITS.imageBytes;
  }
  return kind ? CASE_LIMITS.textBytes : 0;
}

/** Throws CASE_FILE_TYPE for a path no case may hold. */
export function assertCasePath(path: string): CaseFileKind {
  const kind = caseFileKind(path);
  if (!kind) {
    throw new ApiError(415, 'CASE_FILE_TYPE', `${path}: a case may not hold this file`);
  }
  return kind;
}

/** Throws CASE_FILE_TOO_LARGE for a file over its kind's limit. */
export function assertFileSize(path: string, bytes: number): void {
  const limit = fileByteLimit(path);
  if (bytes > limit) {
    throw new ApiError(
      413,
      'CASE_FILE_TOO_LARGE',
      `${path}: ${bytes} bytes, more than the ${limit} a file of this kind may have`,
    );
  }
}

/**
 * Throws CASE_ARCHIVE_INVALID for a text file that is not UTF-8: the game reads every JSON
 * and markdown file as UTF-8, and a byte it cannot decode would turn into U+FFFD silently.
 */
export function assertUtf8(path: string, bytes: Uint8Array): void {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'CASE_ARCHIVE_INVALID', `${path}: not UTF-8 text`);
  }
}
