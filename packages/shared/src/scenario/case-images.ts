import type { Language } from '../languages.js';

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

/** A case image of its own (a spot lock's, the cover) in a language: `{lang}` is the language. */
export const imageIn = (image: string, language: Language) => image.replaceAll('{lang}', language);

/** Where a case's images may be: a file of its own under images/ (content/README.md). */
export const isCaseImagePath = (image: string) => /^images\/[\w.-]+\.(svg|png|jpe?g|webp)$/i.test(image);

const MEDIA_TYPES = new Map([
  ['svg', 'image/svg+xml'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
]);

/** The media type of a case's image, by its name's extension (content/README.md); none for another file. */
export function imageMediaType(path: string): string | undefined {
  const extension = /\.(\w+)$/.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : MEDIA_TYPES.get(extension);
}
