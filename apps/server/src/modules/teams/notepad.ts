import * as Y from 'yjs';
import { NOTEPAD_MAX, type NotepadState } from '@coulisses/shared/team/team.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { turns } from '../turns.js';
import { compactNoteUpdates, insertNoteUpdate, listNoteUpdates } from './notepad-store.js';
import { assertMember } from './teams.js';

/** The shared text's name in the notepad's document, the same in every browser. */
export const NOTEPAD_TEXT = 'notes';
/** Beyond this many stored updates, a team's notepad is merged into one. */
const COMPACT_AFTER = 64;
/** The most a notepad's whole history may weigh, encoded: its text and what was deleted from it. */
const NOTEPAD_BYTES_MAX = 512_000;
/** One write of a team's notepad at a time on this instance: each is checked on the one before. */
const writes = turns({
  maxPending: 100,
  timeoutMs: 15_000,
  refusal: 'Too many writes of this notepad at once: try again',
});

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The notepad's document as its stored updates make it. */
function documentOf(updates: readonly { update: string }[]): Y.Doc {
  const doc = new Y.Doc();
  for (const { update } of updates) Y.applyUpdate(doc, fromBase64(update));
  return doc;
}

/**
 * GET /v1/players/{id}/teams/{teamId}/notepad (docs/product.md#team-notepad): what the
 * notepad holds that the reader's state vector (`vector`) lacks — all of it without one; a
 * member only (403 NOT_YOUR_TEAM). A state vector, not a position in the stored updates:
 * whatever order the updates were stored in, nothing the reader lacks is left out.
 */
export async function readNotepad(
  db: DataStore,
  playerId: string,
  teamId: string,
  vector?: string,
): Promise<NotepadState> {
  await assertMember(db, playerId, teamId);
  const doc = documentOf(await listNoteUpdates(db, teamId));
  try {
    return { update: toBase64(Y.encodeStateAsUpdate(doc, vector ? fromBase64(vector) : undefined)) };
  } catch {
    throw new ApiError(400, 'VALIDATION', 'The state vector is not one of a notepad', ['vector']);
  }
}

const notAnUpdate = () =>
  new ApiError(400, 'VALIDATION', 'The update is not an update of the notepad', ['update']);

/** An update the notepad cannot keep: anything but plain text in its one shared text, or one missing what it builds on. */
function checkNotepad(doc: Y.Doc): void {
  if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) throw notAnUpdate();
  if ([...doc.share.keys()].some((name) => name !== NOTEPAD_TEXT)) throw notAnUpdate();
  const delta = doc.getText(NOTEPAD_TEXT).toDelta() as { insert: unknown }[];
  if (delta.some((part) => typeof part.insert !== 'string')) throw notAnUpdate();
}

/**
 * POST …/notepad: a member's edit, a Yjs update. It is checked on the notepad as stored —
 * an update that is no update of plain text in the notepad is 400 VALIDATION, one that
 * would make it longer than NOTEPAD_MAX (or heavier than its history allows) is 413
 * NOTEPAD_FULL — then kept; now and then the updates are merged into one, so that reading
 * the notepad costs what it holds, not every keystroke made.
 */
export async function writeNotepad(
  db: DataStore,
  playerId: string,
  teamId: string,
  update: string,
): Promise<{ version: string; sessionId: string }> {
  const { sessionId } = await assertMember(db, playerId, teamId);
  return writes.take(teamId, async () => {
    const stored = await listNoteUpdates(db, teamId);
    const doc = documentOf(stored);
    const before = doc.getText(NOTEPAD_TEXT).length;
    try {
      Y.applyUpdate(doc, fromBase64(update));
    } catch {
      throw notAnUpdate();
    }
    checkNotepad(doc);
    const length = doc.getText(NOTEPAD_TEXT).length;
    const merged = Y.encodeStateAsUpdate(doc);
    if ((length > NOTEPAD_MAX && length > before) || merged.length > NOTEPAD_BYTES_MAX) {
      throw new ApiError(413, 'NOTEPAD_FULL', `The notepad holds ${NOTEPAD_MAX} characters at most`, [
        'update',
      ]);
    }
    const version = await insertNoteUpdate(db, teamId, update, new Date());
    if (stored.length + 1 > COMPACT_AFTER) {
      await compactNoteUpdates(db, teamId, [...stored.map(({ id }) => id), version], toBase64(merged));
    }
    return { version, sessionId };
  });
}
