import { ApiError } from '../../http-error.js';
import { assertCasePath, assertFileSize, imageExtension } from './case-files.js';
import type { ImageExtension } from './case-files.js';
import { vetSvgText } from './case-svg.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((byte, index) => bytes[at + index] === byte);
}

/** Whether a raster image's first bytes are the magic number of its extension's format. */
function rasterMatches(extension: Exclude<ImageExtension, 'svg'>, bytes: Uint8Array): boolean {
  switch (extension) {
    case 'png':
      return startsWith(bytes, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, JPEG);
    case 'webp':
      return startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8);
  }
}

function decodeSvg(path: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(415, 'CASE_IMAGE_MISMATCH', `${path}: an SVG must be UTF-8 text`);
  }
}

/**
 * Vets one image of a case, in a zip or uploaded alone: its path is one a case may hold,
 * its size within its limit, its bytes the format its extension names (the browser is told
 * the type by the extension, never by sniffing), and an SVG neither runs script nor loads
 * anything from outside itself. Throws ApiError: CASE_FILE_TYPE (415), CASE_FILE_TOO_LARGE
 * (413), CASE_IMAGE_MISMATCH (415) or CASE_IMAGE_UNSAFE (422).
 */
export function vetImage(path: string, bytes: Uint8Array): void {
  const extension = assertCasePath(path) === 'image' ? imageExtension(path) : undefined;
  if (!extension) {
    throw new ApiError(415, 'CASE_FILE_TYPE', `${path}: not an image of a case`);
  }
  assertFileSize(path, bytes.byteLength);
  if (extension === 'svg') {
    vetSvgText(path, decodeSvg(path, bytes));
  } else if (!rasterMatches(extension, bytes)) {
    throw new ApiError(
      415,
      'CASE_IMAGE_MISMATCH',
      `${path}: its bytes are not a ${extension.toUpperCase()} image`,
    );
  }
}
