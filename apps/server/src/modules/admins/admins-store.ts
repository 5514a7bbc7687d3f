import { isUniqueViolation } from '../../db/database.js';
import type { AdminTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';

export type AdminRow = AdminTable;

/** Stores a new admin: false when the username is taken. */
export async function insertAdmin(db: DataStore, row: AdminRow): Promise<boolean> {
  try {
    await db.insertInto('admins').values(row).execute();
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

export async function hasAnyAdmin(db: DataStore): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export const listAdminRows = (db: DataStore): Promise<AdminRow[]> =>
  db.selectFrom('admins').selectAll().orderBy('created_at').execute();

export const findAdminById = (db: DataStore, id: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

export const findAdminByUsername = (db: DataStore, username: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();

/** Removes an admin: false when there was none with this id. */
export async function deleteAdminRow(db: DataStore, id: string): Promise<boolean> {
  const result = await db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function updatePasswordHash(db: DataStore, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** Those of these ids that name an admin. */
export async function findKnownAdminIds(db: DataStore, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('admins').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}
