import AsyncLock from 'async-lock';
import * as Y from 'yjs';
import { NOTEPAD_MAX, type NotepadState } from '@coulisses/shared/team/team.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { compactNoteUpdates, insertNoteUpdate, listNoteUpdates } from './notepad-store.js';
import { assertMember } from './teams.js';

/** The shared text's name in the notepad's document, the same in every browser. */
export const NOTEPAD_TEXT = 'notes';
/** Beyond this many stored updates, a team's notepad is merged into one. */
const COMPACT_AFTER = 64;
/** One write of a team's notepad at a time on this instance: each is checked on the one before. */
const writes = new AsyncLock();

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The notepad's document as its stored updates make it. */
function documentOf(updates: readonly { update: string }[]): Y.Doc {
  const doc = new Y.Doc();
  for (const { update } of updates) Y.applyUpdate(doc, fromBase64(update));
  return doc;
}

/**
 * GET /v1/players/{id}/teams/{teamId}/notepad (docs/product.md#team-notepad): the notepad
 * as one update, or only what came after `since`; a member only (403 NOT_YOUR_TEAM).
 */
export async function readNotepad(
  db: DataStore,
  playerId: string,
  teamId: string,
  since?: string,
): Promise<NotepadState> {
  await assertMember(db, playerId, teamId);
  const updates = await listNoteUpdates(db, teamId, since);
  const version = updates.at(-1)?.id ?? since ?? null;
  if (updates.length === 0) return { update: toBase64(Y.encodeStateAsUpdate(new Y.Doc())), version };
  return { update: toBase64(Y.mergeUpdates(updates.map(({ update }) => fromBase64(update)))), version };
}

/**
 * POST …/notepad: a member's edit, a Yjs update. It is checked on the notepad as stored —
 * an update that is no Yjs update is 400 VALIDATION, one that would make the notepad longer
 * than NOTEPAD_MAX is 413 NOTEPAD_FULL — then kept; now and then the updates are merged
 * into one, so that reading the notepad costs what it holds, not every keystroke made.
 */
export async function writeNotepad(
  db: DataStore,
  playerId: string,
  teamId: string,
  update: string,
): Promise<{ version: string; sessionId: string }> {
  const { sessionId } = await assertMember(db, playerId, teamId);
  return writes.acquire(teamId, async () => {
    const stored = await listNoteUpdates(db, teamId);
    const doc = documentOf(stored);
    const before = doc.getText(NOTEPAD_TEXT).length;
    try {
      Y.applyUpdate(doc, fromBase64(update));
    } catch {
      throw new ApiError(400, 'VALIDATION', 'The update is not an update of the notepad', ['update']);
    }
    const length = doc.getText(NOTEPAD_TEXT).length;
    if (length > NOTEPAD_MAX && length > before) {
      throw new ApiError(413, 'NOTEPAD_FULL', `The notepad holds ${NOTEPAD_MAX} characters at most`, [
        'update',
      ]);
    }
    const version = await insertNoteUpdate(db, teamId, update, new Date());
    if (stored.length + 1 > COMPACT_AFTER) {
      await compactNoteUpdates(db, teamId, version, toBase64(Y.encodeStateAsUpdate(doc)));
    }
    return { version, sessionId };
  });
}
