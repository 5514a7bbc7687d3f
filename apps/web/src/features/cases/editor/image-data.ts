import { imageMediaType, replaceImages } from '@coulisses/shared/scenario/case-images';
import type { CaseFileMap } from './case-content';

/** An image of the case as a data: URI, from its base64 in the editor's files; undefined when it is not there. */
export function imageDataUri(path: string, files: CaseFileMap): string | undefined {
  const base64 = files[path];
  const type = imageMediaType(path);
  return base64 === undefined || type === undefined ? undefined : `data:${type};base64,${base64}`;
}

/**
 * The markdown with each image of the case inlined as a data: URI, as the server serves it
 * to players (docs/product.md#case-editor): the preview draws what a player would see. An
 * image the case lacks keeps its path, drawn broken, as the checks say.
 */
export function withImageData(markdown: string, files: CaseFileMap): string {
  return replaceImages(markdown, (src) => imageDataUri(src, files) ?? src);
}
