import * as Y from 'yjs';
import { NOTEPAD_MAX, type NotepadState } from '@coulisses/shared/team/team.schema';
import { ApiError } from '../../http-error.js';
import { inWriteTransaction, type DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import type { PlayerRow } from '../players/players-store.js';
import { turns } from '../turns.js';
import { fromBase64, NotepadDocuments, toBase64, type HeldNotepad } from './notepad-documents.js';
import { insertNoteAuthors, insertNoteUpdate, lockNotepad, replaceNoteUpdates } from './notepad-store.js';
import { notAnUpdate, readNotepadUpdate, type NotepadUpdate } from './notepad-update.js';
import { assertInTeam } from './teams.js';

/** Beyond this many updates kept, a team's notepad is merged into one. */
const COMPACT_AFTER = 64;
/** The most a notepad's whole history may weigh, encoded: its text and what was deleted from it. */
const NOTEPAD_BYTES_MAX = 512_000;
/** The history of the notepads an instance holds at once, at most: a hundred at their heaviest, thousands as typed. */
const HELD_BYTES_MAX = 64 * 1024 * 1024;

/** What a member's write did: `update`, what it added as kept (base64), absent when it added nothing. */
export interface NotepadWritten {
  version: string;
  sessionId: string;
  update?: string;
}

/** A team's notepad, read and written (docs/product.md#team-notepad). */
export interface TeamNotepads {
  read(player: PlayerRow, teamId: string, vector?: string): Promise<NotepadState>;
  write(player: PlayerRow, teamId: string, update: string): Promise<NotepadWritten>;
}

const full = () =>
  new ApiError(413, 'NOTEPAD_FULL', `The notepad holds ${NOTEPAD_MAX} characters at most`, ['update']);
const notYourClient = () =>
  new ApiError(400, 'VALIDATION', 'The update writes as another member of the team', ['update']);

/** What applying an update did to a document: the clients it brought further, whether it deleted anything, whether it lacks its past. */
function applyUpdate(doc: Y.Doc, bytes: Uint8Array) {
  const seen = { advanced: new Set<number>(), deleted: false };
  const see = (transaction: Y.Transaction) => {
    for (const [client, clock] of transaction.afterState) {
      if (clock > (transaction.beforeState.get(client) ?? 0)) seen.advanced.add(client);
    }
    seen.deleted = transaction.deleteSet.clients.size > 0;
  };
  doc.on('afterTransaction', see);
  try {
    Y.applyUpdate(doc, bytes);
  } catch {
    throw notAnUpdate();
  } finally {
    doc.off('afterTransaction', see);
  }
  const pending = doc.store.pendingStructs !== null || doc.store.pendingDs !== null;
  return { ...seen, pending };
}

/** The authors of the notepad's client ids, as GET …/notepad answers them. */
function authorsOf(notepad: HeldNotepad): Record<string, string> {
  const authors: Record<string, string> = {};
  for (const [clientId, playerId] of notepad.authors) {
    if (notepad.doc.store.clients.has(clientId)) authors[String(clientId)] = playerId;
  }
  return authors;
}

/**
 * The team notepads of this instance: each held as a document brought up to date by
 * reading only the updates kept since (notepad-documents.ts), each team's reads and writes
 * taking turns here, and a write taking the notepad's lock in the database, so that what
 * it is checked on is what every instance has kept. What a write kept is told to the
 * team's other members through `events`.
 */
export function teamNotepads(db: DataStore, events: Pick<EventOutlet, 'notepadChanged'>): TeamNotepads {
  const documents = new NotepadDocuments(HELD_BYTES_MAX);
  const notepadTurns = turns({
    maxPending: 100,
    timeoutMs: 15_000,
    refusal: 'Too many reads and writes of this notepad at once: try again',
  });

  /** The write itself, in the team's turn: see `write`. */
  async function keep(player: PlayerRow, teamId: string, update: NotepadUpdate): Promise<NotepadWritten> {
    let changed: HeldNotepad | undefined;
    try {
      const { written, kept } = await inWriteTransaction(db, async (trx) => {
        await lockNotepad(trx, teamId);
        // Written by whoever took the lock before: read now, under it.
        const notepad = await documents.current(trx, teamId);
        for (const client of update.clients) {
          const author = notepad.authors.get(client);
          if (author !== undefined && author !== player.id) throw notYourClient();
        }
        const before = { vector: Y.encodeStateVector(notepad.doc), length: notepad.text.length };
        changed = notepad;
        const applied = applyUpdate(notepad.doc, update.bytes);
        if (applied.pending) throw notAnUpdate();
        if (applied.advanced.size === 0 && !applied.deleted) {
          return { written: { version: String(notepad.seq), sessionId: player.session_id }, kept: undefined };
        }
        const length = notepad.text.length;
        if (length > NOTEPAD_MAX && length > before.length) throw full();
        // Only what the notepad lacked is kept, read back from the update: nothing it carried besides.
        const added = Y.diffUpdate(update.bytes, before.vector);
        const seq = notepad.seq + 1;
        let merged: Uint8Array | undefined;
        if (notepad.updates + 1 > COMPACT_AFTER || notepad.bytes + added.length > NOTEPAD_BYTES_MAX) {
          merged = Y.encodeStateAsUpdate(notepad.doc);
          if (merged.length > NOTEPAD_BYTES_MAX) throw full();
          await replaceNoteUpdates(trx, teamId, seq, toBase64(merged));
        } else {
          await insertNoteUpdate(trx, teamId, seq, toBase64(added));
        }
        const authors = new Map<number, string>();
        for (const client of applied.advanced)
          if (!notepad.authors.has(client)) authors.set(client, player.id);
        await insertNoteAuthors(trx, teamId, seq, authors);
        return {
          written: { version: String(seq), sessionId: player.session_id, update: toBase64(added) },
          kept: { notepad, seq, bytes: (merged ?? added).length, merged: merged !== undefined, authors },
        };
      });
      if (kept) documents.kept(teamId, kept.notepad, kept);
      return written;
    } catch (error) {
      // The document holds what was refused, or what a failed commit did not keep.
      if (changed) documents.forget(teamId, changed);
      throw error;
    }
  }

  return {
    /**
     * GET /v1/players/{id}/teams/{teamId}/notepad: what the notepad holds that the reader's
     * state vector (`vector`) lacks — all of it without one — and who wrote with each of its
     * client ids; a member only (403 NOT_YOUR_TEAM). A state vector, not a position in the
     * stored updates: whatever order the updates were kept in, nothing the reader lacks is
     * left out.
     */
    async read(player, teamId, vector) {
      assertInTeam(player, teamId);
      return notepadTurns.take(teamId, async () => {
        const notepad = await documents.current(db, teamId);
        let update: Uint8Array;
        try {
          update = Y.encodeStateAsUpdate(notepad.doc, vector ? fromBase64(vector) : undefined);
        } catch {
          throw new ApiError(400, 'VALIDATION', 'The state vector is not one of a notepad', ['vector']);
        }
        return { update: toBase64(update), authors: authorsOf(notepad) };
      });
    },

    /**
     * POST …/notepad: a member's edit, a Yjs update. Read first (notepad-update.ts: plain
     * text of the one shared text, or 400 VALIDATION), then checked on the notepad as every
     * instance has kept it: structs of a client id another member wrote with, or an update
     * missing what it builds on, are 400 VALIDATION; one that would make the notepad longer
     * than NOTEPAD_MAX (or heavier than its history allows) is 413 NOTEPAD_FULL; one that
     * adds nothing is kept no more than it was. Otherwise what it adds is kept, with who
     * wrote with its new client ids; now and then the updates are merged into one, so that
     * reading the notepad costs what it holds, not every keystroke made. Once kept, it is
     * told to the team's members; an edit that added nothing is no news.
     */
    async write(player, teamId, text) {
      assertInTeam(player, teamId);
      const update = readNotepadUpdate(text);
      const written = await notepadTurns.take(teamId, () => keep(player, teamId, update));
      if (written.update !== undefined) {
        events.notepadChanged({
          sessionId: written.sessionId,
          teamId,
          playerId: player.id,
          update: written.update,
        });
      }
      return written;
    },
  };
}
