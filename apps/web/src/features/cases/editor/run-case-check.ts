import { isImagePath } from '@coulisses/shared/case/case.schema';
import { checkCase } from '@coulisses/shared/scenario/check/check-case';
import type { CaseProblem } from '@coulisses/shared/scenario/check/case-files';

export interface CheckRequest {
  sequence: number;
  id: string;
  files: Record<string, string>;
}

export interface CheckAnswer {
  sequence: number;
  problems: CaseProblem[];
  warnings: CaseProblem[];
}

const encoder = new TextEncoder();

function bytesOf(path: string, content: string): Uint8Array {
  if (!isImagePath(path)) return encoder.encode(content);
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Decoded images, kept by their base64: an image changes far less often than a text. */
const images = new Map<string, Uint8Array>();

/** The checks of `npm run scenario:check`, from the shared package, on the editor's files. */
export function runCaseCheck({ sequence, id, files }: CheckRequest): CheckAnswer {
  const map = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(files)) {
    if (!isImagePath(path)) {
      map.set(path, bytesOf(path, content));
      continue;
    }
    let bytes = images.get(content);
    if (!bytes) {
      bytes = bytesOf(path, content);
      if (images.size > 200) images.clear();
      images.set(content, bytes);
    }
    map.set(path, bytes);
  }
  const { problems, warnings } = checkCase(map, { id });
  return { sequence, problems, warnings };
}
