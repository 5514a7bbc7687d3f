import { randomBytes, randomUUID } from 'node:crypto';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { ApiError, notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import {
  deleteAdminRow,
  findAdminById,
  hasAnyAdmin,
  insertAdmin,
  listAdminRows,
  updatePasswordHash,
  type AdminRow,
} from './admins-store.js';
import { hashPassword, verifyPassword } from './password.js';

const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  username: row.username,
  createdAt: row.created_at,
});

/** A new admin; undefined when the username is taken. */
async function newAdmin(db: DataStore, username: string, password: string): Promise<Admin | undefined> {
  const row: AdminRow = {
    id: randomUUID(),
    username,
    password_hash: await hashPassword(password),
    created_at: new Date().toISOString(),
  };
  return (await insertAdmin(db, row)) ? toAdmin(row) : undefined;
}

/** docs/product.md#accounts: an admin adds another (or the start, the first); usernames are unique. */
export async function createAdmin(db: DataStore, username: string, password: string): Promise<Admin> {
  const admin = await newAdmin(db, username, password);
  if (!admin) throw new ApiError(409, 'ADMIN_EXISTS', `An admin is already called ${username}`, ['username']);
  return admin;
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
  db: DataStore,
  username: string,
  password: string | undefined,
): Promise<FirstAdmin | undefined> {
  if (await hasAnyAdmin(db)) return undefined;
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const admin = await newAdmin(db, username, password ?? generatedPassword!);
  // None: another instance created it at the same moment.
  if (!admin) return undefined;
  return generatedPassword ? { admin, generatedPassword } : { admin };
}

export async function listAdmins(db: DataStore): Promise<Admin[]> {
  return (await listAdminRows(db)).map(toAdmin);
}

/** An admin removes another; nobody removes themself, so at least one admin always remains. */
export async function removeAdmin(db: DataStore, id: string, by: Admin): Promise<void> {
  if (id === by.id) throw new ApiError(409, 'CANNOT_DELETE_SELF', 'An admin cannot remove their own account');
  if (!(await deleteAdminRow(db, id))) throw notFound('Admin');
}

/** The signed-in admin changes their password, proving the current one. */
export async function changePassword(
  db: DataStore,
  admin: Admin,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const row = await findAdminById(db, admin.id);
  if (!row) throw notFound('Admin');
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw new ApiError(400, 'WRONG_PASSWORD', 'The current password is wrong', ['currentPassword']);
  }
  await updatePasswordHash(db, admin.id, await hashPassword(newPassword));
}
