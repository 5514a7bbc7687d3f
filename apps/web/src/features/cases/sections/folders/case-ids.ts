import type { CaseFileMap, CaseObjects } from '../../editor/case-content';

export { freshId } from '../../editor/case-ids';

export const folderIds = (objects: CaseObjects) =>
  new Set(objects.scenario.folders.map((folder) => folder.id));

/** Document ids are the case's, not a folder's: the texts name them in one map. */
export const documentIds = (objects: CaseObjects) =>
  new Set(objects.scenario.folders.flatMap((folder) => folder.documents.map((doc) => doc.id)));

/** A map with one key renamed, in its place among the others. */
function renameKey(map: Record<string, unknown> | undefined, from: string, to: string) {
  if (!map || !(from in map)) return;
  const entries = Object.entries(map);
  for (const key of Object.keys(map)) delete map[key];
  for (const [key, value] of entries) map[key === from ? to : key] = value;
}

/**
 * Renames a folder and every reference to it (docs/product.md#case-editor): the folders open
 * from the start, where each lock is and what it opens, where the accusation is made, and the
 * folder's texts in every declared language.
 */
export function renameFolder(objects: CaseObjects, from: string, to: string): void {
  const { scenario } = objects;
  const swap = (id: string) => (id === from ? to : id);
  for (const folder of scenario.folders) folder.id = swap(folder.id);
  scenario.startFolders = scenario.startFolders.map(swap);
  for (const lock of scenario.locks) {
    lock.in = swap(lock.in);
    lock.opens = lock.opens.map(swap);
  }
  scenario.accusation.in = swap(scenario.accusation.in);
  for (const texts of Object.values(objects.texts)) renameKey(texts?.folders, from, to);
}

/** Renames a document in scenario.json and in every declared language's texts. */
export function renameDocument(objects: CaseObjects, from: string, to: string): void {
  for (const folder of objects.scenario.folders)
    for (const doc of folder.documents) if (doc.id === from) doc.id = to;
  for (const texts of Object.values(objects.texts)) renameKey(texts?.documents, from, to);
}

/** A document's markdown files, in every language the files hold (declared or under way). */
export const documentFiles = (files: CaseFileMap, id: string) =>
  Object.keys(files).filter((path) => new RegExp(`^documents/${id}\\.[a-z]{2}\\.md$`).test(path));

/** The file changes that rename a document's markdown: each old path deleted, its text under the new. */
export function documentFileRenames(files: CaseFileMap, from: string, to: string) {
  const changes: Record<string, string | null> = {};
  for (const path of documentFiles(files, from)) {
    changes[path] = null;
    changes[path.replace(`documents/${from}.`, `documents/${to}.`)] = files[path] ?? '';
  }
  return changes;
}

/** What uses a folder, by kind and id: the locks found in it or opening it, the accusation. */
export function folderUses(objects: CaseObjects, id: string) {
  const { scenario } = objects;
  return {
    locks: scenario.locks.filter((lock) => lock.in === id || lock.opens.includes(id)).map((lock) => lock.id),
    accusation: scenario.accusation.in === id,
  };
}
