import { findImages, imageIn } from '@coulisses/shared/scenario/case-images';
import type { CaseFileMap, CaseObjects } from '../../editor/case-content';

const MiB = 1024 * 1024;

/**
 * The kinds of image a case may hold, and the largest file of each the server takes
 * (docs/product.md#case-editor, what a case may hold): refused here before it is sent.
 */
export const IMAGE_KINDS = {
  'image/png': { extension: 'png', maxBytes: 4 * MiB },
  'image/jpeg': { extension: 'jpg', maxBytes: 4 * MiB },
  'image/webp': { extension: 'webp', maxBytes: 4 * MiB },
  'image/svg+xml': { extension: 'svg', maxBytes: 1 * MiB },
} as const;
export type ImageType = keyof typeof IMAGE_KINDS;
export const IMAGE_ACCEPT = Object.keys(IMAGE_KINDS).join(',');

export const isImageType = (type: string): type is ImageType => type in IMAGE_KINDS;

/** What is wrong with a file before it is sent: its kind, or its size. */
export function imageRefusal(file: File): { key: 'type' } | { key: 'size'; maxBytes: number } | undefined {
  if (!isImageType(file.type)) return { key: 'type' };
  const { maxBytes } = IMAGE_KINDS[file.type];
  return file.size > maxBytes ? { key: 'size', maxBytes } : undefined;
}

/** A file's name as an image of the case: lowercase letters, digits and dashes, its extension off. */
export function imageName(fileName: string): string {
  const name = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return name || 'image';
}

/** The image's path: `images/<name>.<ext>`, or `images/<name>.<lang>.<ext>` for an image with words. */
export const imagePath = (name: string, extension: string, language?: string) =>
  `images/${name}${language ? `.${language}` : ''}.${extension}`;

/** A file's content in base64, as the API carries images. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The bytes an image in base64 holds. */
export const base64Bytes = (base64: string) =>
  Math.max(
    0,
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0),
  );

/** Where an image is used: the markdown files that show it, the spot locks that ask on it, the card's cover. */
export function imageUses(objects: CaseObjects, files: CaseFileMap, path: string) {
  const { scenario } = objects;
  const named = (image: string) => scenario.languages.some((language) => imageIn(image, language) === path);
  return {
    markdown: Object.keys(files)
      .filter((file) => file.endsWith('.md') && findImages(files[file] ?? '').includes(path))
      .sort(),
    locks: scenario.locks.flatMap((lock) => (lock.kind === 'spot' && named(lock.image) ? [lock.id] : [])),
    cover: scenario.card !== undefined && named(scenario.card.cover),
  };
}

/** A size as the admin reads it: "512 kB", "1.5 MB" (of 1,024 bytes, as the limits are). */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= MiB ? [bytes / MiB, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
