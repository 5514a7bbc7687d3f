import type { DataStore } from '../data-store.js';

/** Whether the session is shared with the admin (docs/product.md#session-owners). */
export const findShare = (db: DataStore, sessionId: string, adminId: string) =>
  db
    .selectFrom('session_shares')
    .select('admin_id')
    .where('session_id', '=', sessionId)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();

/** The shares of these sessions, by admin id. */
export const listShareRows = (db: DataStore, sessionIds: readonly string[]) =>
  db
    .selectFrom('session_shares')
    .select(['session_id', 'admin_id'])
    .where('session_id', 'in', sessionIds)
    .orderBy('admin_id')
    .execute();

/** The session is shared with exactly these admins, the last list replaced. */
export async function replaceShares(
  db: DataStore,
  sessionId: string,
  adminIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('session_shares').where('session_id', '=', sessionId).execute();
  if (adminIds.length === 0) return;
  await db
    .insertInto('session_shares')
    .values(adminIds.map((adminId) => ({ session_id: sessionId, admin_id: adminId })))
    .execute();
}
