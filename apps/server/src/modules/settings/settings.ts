import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';

export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * Returns the stored value, or stores the one `create` makes when there is none. Two
 * instances starting together agree: the loser of the insert reads the winner's value.
 */
export async function readOrCreateSetting(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  const existing = await readSetting(db, key);
  if (existing !== undefined) return existing;
  const value = create();
  try {
    await db.insertInto('settings').values({ key, value }).execute();
    return value;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await readSetting(db, key)) ?? value;
  }
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  const updated = await db.updateTable('settings').set({ value }).where('key', '=', key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto('settings').values({ key, value }).execute();
  }
}
