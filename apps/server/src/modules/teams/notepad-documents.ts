import * as Y from 'yjs';
import type { DataStore } from '../data-store.js';
import { listNoteAuthorsSince, listNoteUpdatesSince, writtenByOthers } from './notepad-store.js';
import { NOTEPAD_TEXT } from '@coulisses/shared/team/team.schema';

/** A Buffer is the Uint8Array Yjs reads: no copy. */
export const fromBase64 = (text: string): Uint8Array => Buffer.from(text, 'base64');
export const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** A team's notepad as this instance holds it: the document the updates kept up to `seq` make. */
export interface HeldNotepad {
  readonly doc: Y.Doc;
  readonly text: Y.Text;
  /** The last update kept that the document holds. */
  seq: number;
  /** The updates kept since the last merge, about: another instance's merge counts as one more. */
  updates: number;
  /** What its history weighs encoded, at most: the updates read or kept, each as it was stored. */
  bytes: number;
  /** Who wrote with each client id, as recorded up to `seq`. */
  readonly authors: Map<number, string>;
}

/** What a kept update changes in the held notepad once its transaction is committed. */
export interface KeptUpdate {
  seq: number;
  /** Its size as stored; with `merged`, the size of the whole notepad, stored in one. */
  bytes: number;
  merged: boolean;
  authors: ReadonlyMap<number, string>;
}

/**
 * The notepads this instance holds, so that a write reads only the updates kept since
 * (docs/architecture.md, "Team notepad"): decoding every update at each write cost a core
 * to one member typing. The least recently used are let go past `budget` bytes of history.
 */
export class NotepadDocuments {
  private readonly held = new Map<string, HeldNotepad>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  /**
   * The team's notepad with every update kept so far: the held one and what was kept
   * after it (by another instance, or before this one held it); on SQLite, whose one
   * process keeps them all, the held one as it is. The caller holds the
   * team's turn on this instance, and in a write the notepad's lock too.
   */
  async current(db: DataStore, teamId: string): Promise<HeldNotepad> {
    let notepad = this.held.get(teamId);
    if (notepad) this.held.delete(teamId);
    // Last in the map: the most recently used.
    if (notepad && !writtenByOthers(db)) {
      this.held.set(teamId, notepad);
      return notepad;
    }
    if (!notepad) {
      const doc = new Y.Doc();
      notepad = { doc, text: doc.getText(NOTEPAD_TEXT), seq: 0, updates: 0, bytes: 0, authors: new Map() };
    }
    this.held.set(teamId, notepad);
    const rows = await listNoteUpdatesSince(db, teamId, notepad.seq);
    // Recorded with the updates, and read after them: whatever it finds that they lack is
    // read again next time.
    const authors = rows.length > 0 ? await listNoteAuthorsSince(db, teamId, notepad.seq) : [];
    let bytes = 0;
    for (const row of rows) {
      const update = fromBase64(row.update);
      Y.applyUpdate(notepad.doc, update);
      notepad.seq = row.seq;
      bytes += update.length;
    }
    for (const author of authors) notepad.authors.set(author.client_id, author.player_id);
    notepad.updates += rows.length;
    this.resize(teamId, notepad, notepad.bytes + bytes);
    return notepad;
  }

  /** Records what a committed write kept. */
  kept(teamId: string, notepad: HeldNotepad, kept: KeptUpdate): void {
    notepad.seq = kept.seq;
    notepad.updates = kept.merged ? 1 : notepad.updates + 1;
    for (const [clientId, playerId] of kept.authors) notepad.authors.set(clientId, playerId);
    this.resize(teamId, notepad, kept.merged ? kept.bytes : notepad.bytes + kept.bytes);
  }

  /** Lets a notepad go whose document holds what was not kept: the next reader reads it afresh. */
  forget(teamId: string, notepad: HeldNotepad): void {
    if (this.held.get(teamId) !== notepad) return;
    this.held.delete(teamId);
    this.bytes -= notepad.bytes;
  }

  private resize(teamId: string, notepad: HeldNotepad, bytes: number): void {
    if (this.held.get(teamId) === notepad) this.bytes += bytes - notepad.bytes;
    notepad.bytes = bytes;
    for (const [oldest, held] of this.held) {
      if (this.bytes <= this.budget || held === notepad) break;
      this.forget(oldest, held);
    }
  }
}
