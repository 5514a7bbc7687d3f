import type { FolderView } from '@coulisses/shared/game/game.schema';

/** The locks' own waits, or the later one a refusal gave, whichever ends last. */
export function withWaits(folders: FolderView[], waits: Record<string, string>): FolderView[] {
  if (Object.keys(waits).length === 0) return folders;
  const later = (own: string | undefined, given: string | undefined) =>
    !given || (own && Date.parse(own) >= Date.parse(given)) ? own : given;
  return folders.map((folder) =>
    folder.locks
      ? {
          ...folder,
          locks: folder.locks.map((lock) => {
            const retryAt = later(lock.retryAt, waits[lock.id]);
            return retryAt ? { ...lock, retryAt } : lock;
          }),
        }
      : folder,
  );
}
