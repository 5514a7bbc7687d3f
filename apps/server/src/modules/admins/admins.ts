import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { AdminTable, Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { ApiError, notFound } from '../../http-error.js';
import { hashPassword, verifyPassword } from './password.js';

const toAdmin = (row: AdminTable): Admin => ({
  id: row.id,
  username: row.username,
  createdAt: row.created_at,
});

export async function createAdmin(db: Kysely<Database>, username: string, password: string): Promise<Admin> {
  const row: AdminTable = {
    id: randomUUID(),
    username,
    password_hash: await hashPassword(password),
    created_at: new Date().toISOString(),
  };
  await db.insertInto('admins').values(row).execute();
  return toAdmin(row);
}

export interface FirstAdmin {
  admin: Admin;
  /** Only when the password was generated: it is shown once, at this start. */
  generatedPassword?: string;
}

/**
 * docs/product.md#roles: the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * gets a generated password printed once. Nothing happens when an admin exists.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  username: string,
  password: string | undefined,
): Promise<FirstAdmin | undefined> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  try {
    const admin = await createAdmin(db, username, password ?? generatedPassword!);
    return generatedPassword ? { admin, generatedPassword } : { admin };
  } catch (error) {
    // Another instance created it at the same moment.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function listAdmins(db: Kysely<Database>): Promise<Admin[]> {
  const rows = await db.selectFrom('admins').selectAll().orderBy('created_at').execute();
  return rows.map(toAdmin);
}

/** docs/product.md#accounts: an admin adds another; usernames are unique. */
export async function addAdmin(db: Kysely<Database>, username: string, password: string): Promise<Admin> {
  try {
    return await createAdmin(db, username, password);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'ADMIN_EXISTS', `An admin is already called ${username}`, ['username']);
    }
    throw error;
  }
}

/** An admin removes another; nobody removes themself, so at least one admin always remains. */
export async function removeAdmin(db: Kysely<Database>, id: string, by: Admin): Promise<void> {
  if (id === by.id) throw new ApiError(409, 'CANNOT_DELETE_SELF', 'An admin cannot remove their own account');
  const result = await db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Admin');
}

/** The signed-in admin changes their password, proving the current one. */
export async function changePassword(
  db: Kysely<Database>,
  admin: Admin,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const row = await db.selectFrom('admins').selectAll().where('id', '=', admin.id).executeTakeFirst();
  if (!row) throw notFound('Admin');
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw new ApiError(400, 'WRONG_PASSWORD', 'The current password is wrong', ['currentPassword']);
  }
  await db
    .updateTable('admins')
    .set({ password_hash: await hashPassword(newPassword) })
    .where('id', '=', admin.id)
    .execute();
}
