import { isUniqueViolation } from '../../db/database.js';
import type { DataStore } from '../data-store.js';

export async function findSetting(db: DataStore, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores the value unless the key has one: false when it had (another instance's, maybe). */
export async function insertSetting(db: DataStore, key: string, value: string): Promise<boolean> {
  try {
    await db.insertInto('settings').values({ key, value }).execute();
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/** Changes a stored value: false when the key has none. */
export async function updateSetting(db: DataStore, key: string, value: string): Promise<boolean> {
  const updated = await db.updateTable('settings').set({ value }).where('key', '=', key).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
