/**
 * docs/product.md#team-notepad: what the live stream brings of a team's notepad — a
 * teammate's update, carried whole when it is small — handed to the notepad of that team
 * on this page, which merges it without asking the server.
 */
export interface NotepadNews {
  /** The member who wrote it. */
  playerId: string;
  /** The Yjs update, base64. */
  update: string;
}

type Listener = (news: NotepadNews) => void;

const listeners = new Map<string, Set<Listener>>();

/** Tells the notepad of `teamId`, if one is open on this page; false when none listens. */
export function tellNotepad(teamId: string, news: NotepadNews): boolean {
  const heard = listeners.get(teamId);
  if (!heard || heard.size === 0) return false;
  for (const listener of heard) listener(news);
  return true;
}

/** Listens to what comes for the notepad of `teamId`; the returned function stops. */
export function listenToNotepad(teamId: string, listener: Listener): () => void {
  let heard = listeners.get(teamId);
  if (!heard) {
    heard = new Set();
    listeners.set(teamId, heard);
  }
  heard.add(listener);
  return () => {
    heard.delete(listener);
    if (heard.size === 0) listeners.delete(teamId);
  };
}
