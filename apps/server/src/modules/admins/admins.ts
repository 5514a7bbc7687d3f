import { randomBytes, randomUUID } from 'node:crypto';
import type { Admin, AdminRole } from '@coulisses/shared/auth/login.schema';
import { ApiError, notFound } from '../../http-error.js';
import { inTransaction, type DataStore } from '../data-store.js';
import { releaseOwnedSessions } from '../sessions/sessions-store.js';
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
  role: row.role,
});

/** A new admin; undefined when the username is taken. */
async function newAdmin(
  db: DataStore,
  username: string,
  password: string,
  role: AdminRole,
): Promise<Admin | undefined> {
  const row: AdminRow = {
    id: randomUUID(),
    username,
    password_hash: await hashPassword(password),
    created_at: new Date().toISOString(),
    role,
  };
  return (await insertAdmin(db, row)) ? toAdmin(row) : undefined;
}

/** Only the accounts' owner adds and removes admins (docs/product.md#accounts). */
function assertAccountsOwner(by: Admin): void {
  if (by.role !== 'owner') {
    throw new ApiError(403, 'OWNER_ONLY', 'Only the owner of the accounts adds and removes admins');
  }
}

/**
 * docs/product.md#accounts: the accounts' owner adds another admin (the start adds the
 * first, the owner); usernames are unique.
 */
export async function createAdmin(
  db: DataStore,
  username: string,
  password: string,
  by: Admin,
): Promise<Admin> {
  assertAccountsOwner(by);
  const admin = await newAdmin(db, username, password, 'admin');
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
  const admin = await newAdmin(db, username, password ?? generatedPassword!, 'owner');
  // None: another instance created it at the same moment.
  if (!admin) return undefined;
  return generatedPassword ? { admin, generatedPassword } : { admin };
}

export async function listAdmins(db: DataStore): Promise<Admin[]> {
  return (await listAdminRows(db)).map(toAdmin);
}

/**
 * The accounts' owner removes another admin; nobody removes themself, so the owner always
 * remains. The removed admin's sessions go back to the accounts' owner.
 */
export async function removeAdmin(db: DataStore, id: string, by: Admin): Promise<void> {
  assertAccountsOwner(by);
  if (id === by.id) throw new ApiError(409, 'CANNOT_DELETE_SELF', 'An admin cannot remove their own account');
  await inTransaction(db, async (trx) => {
    await releaseOwnedSessions(trx, id);
    if (!(await deleteAdminRow(trx, id))) throw notFound('Admin');
  });
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
