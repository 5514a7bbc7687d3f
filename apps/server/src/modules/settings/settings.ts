import type { DataStore } from '../data-store.js';
import { findSetting, insertSetting, updateSetting } from './settings-store.js';

export const readSetting = (db: DataStore, key: string): Promise<string | undefined> => findSetting(db, key);

/**
 * Returns the stored value, or stores the one `create` makes when there is none. Two
 * instances starting together agree: the loser of the insert reads the winner's value.
 */
export async function readOrCreateSetting(db: DataStore, key: string, create: () => string): Promise<string> {
  const existing = await findSetting(db, key);
  if (existing !== undefined) return existing;
  const value = create();
  if (await insertSetting(db, key, value)) return value;
  return (await findSetting(db, key)) ?? value;
}

export async function writeSetting(db: DataStore, key: string, value: string): Promise<void> {
  if (!(await updateSetting(db, key, value))) await insertSetting(db, key, value);
}
