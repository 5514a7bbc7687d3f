import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { AdminTable, Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
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
 * DESIGN.md "Admin area": the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD, or
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

/**
 * Checks Basic credentials. A verified pair is remembered for a minute by its digest, so
 * that an admin screen's calls do not each pay for Argon2; failures are never remembered.
 */
export class AdminVerifier {
  private readonly recent = new Map<string, { admin: Admin; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 60_000,
  ) {}

  async verify(username: string, password: string): Promise<Admin | undefined> {
    const digest = createHash('sha256').update(`${username}\u0000${password}`).digest('hex');
    const cached = this.recent.get(digest);
    if (cached && cached.until > Date.now()) return cached.admin;
    this.recent.delete(digest);

    const row = await this.db
      .selectFrom('admins')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    if (!row || !(await verifyPassword(row.password_hash, password))) return undefined;

    const admin = toAdmin(row);
    if (this.recent.size > 1000) this.recent.clear();
    this.recent.set(digest, { admin, until: Date.now() + this.ttlMs });
    return admin;
  }

  forget(): void {
    this.recent.clear();
  }
}
