import { foldersSchema, type FolderView } from '@coulisses/shared/game/game.schema';
import {
  FOLDERS_KEY,
  GAME_VIEW_KEY,
  MESSAGES_SEEN_KEY_PREFIX,
  NOTES_KEY_PREFIX,
} from '@coulisses/shared/storage-keys';
import { readJson } from '../../lib/read-json';

// The game's own storage, in the game's lazy chunk: the registration screen never loads
// the folder schema (lib/storage.ts keeps only what registration and the guards need).

/**
 * docs/product.md#browser-storage: FOLDERS holds the player's folders. It only shows the last known state at
 * once on a reload; the server's answer replaces it, and a tampered value counts as empty.
 */
export function getFolders(): FolderView[] {
  const parsed = foldersSchema.safeParse(readJson(sessionStorage, FOLDERS_KEY));
  return parsed.success ? parsed.data : [];
}

export function setFolders(folders: FolderView[]): void {
  sessionStorage.setItem(FOLDERS_KEY, JSON.stringify(folders));
}

export interface GameView {
  expanded: string[];
  document?: string;
}

/** Where the player was on the game screen; anything unreadable counts as nowhere. */
export function getGameView(): GameView {
  const view = readJson(sessionStorage, GAME_VIEW_KEY) as Partial<GameView> | undefined;
  const expanded = Array.isArray(view?.expanded)
    ? view.expanded.filter((id): id is string => typeof id === 'string')
    : [];
  return typeof view?.document === 'string' ? { expanded, document: view.document } : { expanded };
}

export function setGameView(view: GameView): void {
  sessionStorage.setItem(GAME_VIEW_KEY, JSON.stringify(view));
}

/** The player's notepad survives a reload; it stays on this device only. */
export function getNotes(playerId: string): string {
  return localStorage.getItem(NOTES_KEY_PREFIX + playerId) ?? '';
}

export function setNotes(playerId: string, notes: string): void {
  localStorage.setItem(NOTES_KEY_PREFIX + playerId, notes);
}

/**
 * The messages this player has already seen on this device (their ids), so that one sent
 * while the phone was off still shows as new. Anything unreadable counts as none seen.
 */
export function getSeenMessages(playerId: string): string[] {
  const seen = readJson(localStorage, MESSAGES_SEEN_KEY_PREFIX + playerId);
  return Array.isArray(seen) ? seen.filter((id): id is string => typeof id === 'string') : [];
}

export function setSeenMessages(playerId: string, ids: string[]): void {
  localStorage.setItem(MESSAGES_SEEN_KEY_PREFIX + playerId, JSON.stringify(ids));
}
