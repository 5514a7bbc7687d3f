import * as Y from 'yjs';
import { NOTEPAD_TEXT } from '@coulisses/shared/team/team.schema';
import { ApiError } from '../../http-error.js';

/** C0 and C1 controls and DEL, but for the line break and the tab a note is written with. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export const notAnUpdate = () =>
  new ApiError(400, 'VALIDATION', 'The update is not an update of the notepad', ['update']);

/** An update as a member sent it, read: its bytes and the Yjs client ids its structs are of. */
export interface NotepadUpdate {
  bytes: Uint8Array;
  clients: Set<number>;
}

/** Whether a struct of an update is plain text of the notepad's one shared text, or a trace of deleted text. */
function isPlainText(struct: Y.Item | Y.GC | Y.Skip): boolean {
  if (!(struct instanceof Y.Item)) return true;
  // Set by its writer only when the struct has neither neighbour: then it must name the text.
  const parent = struct.parent as unknown;
  if (parent !== null && parent !== NOTEPAD_TEXT) return false;
  // A key under the text (an attribute, a map's entry) holds what the text never shows.
  if (struct.parentSub !== null) return false;
  if (struct.content instanceof Y.ContentDeleted) return true;
  return struct.content instanceof Y.ContentString && !CONTROL.test(struct.content.str);
}

/**
 * docs/product.md#team-notepad: reads a member's update, base64, without the notepad: it
 * holds nothing but plain text of the notepad's one shared text — no other shared type,
 * no key under the text, no formatting, no embed, no control character but the line break
 * and the tab — or it is 400 VALIDATION. Whether it builds on what the notepad holds is
 * for the notepad to say.
 */
export function readNotepadUpdate(text: string): NotepadUpdate {
  const bytes: Uint8Array = Buffer.from(text, 'base64');
  let structs: (Y.Item | Y.GC | Y.Skip)[];
  try {
    ({ structs } = Y.decodeUpdate(bytes));
  } catch {
    throw notAnUpdate();
  }
  if (!structs.every(isPlainText)) throw notAnUpdate();
  const clients = new Set<number>();
  for (const struct of structs) if (!(struct instanceof Y.Skip)) clients.add(struct.id.client);
  return { bytes, clients };
}
