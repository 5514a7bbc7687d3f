import type { Admin } from '@coulisses/shared/auth/login.schema';
import { ownsSession } from '@coulisses/shared/session/session-access';
import { ApiError } from '../../http-error.js';
import { findKnownAdminIds } from '../admins/admins-store.js';
import { inTransaction, type DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { findShare, listShareRows, replaceShares } from './session-shares-store.js';
import { findSessionRow, type SessionRow } from './sessions-store.js';

/**
 * docs/product.md#session-owners: a session is run by the admin who created it, and by
 * those its owner shares it with; every other admin follows it read only. A session
 * without owner (created before owners existed, or its owner's account removed) is the
 * accounts' owner's.
 */
export const isSessionOwner = (row: Pick<SessionRow, 'owner_id'>, admin: Admin) =>
  ownsSession({ ownerId: row.owner_id }, admin);

const notYours = () =>
  new ApiError(403, 'SESSION_NOT_YOURS', 'This session belongs to another game master: it is read only here');

/** Refuses with 403 SESSION_NOT_YOURS an admin who neither owns the session nor has it shared. */
export async function assertCanRun(
  db: DataStore,
  row: Pick<SessionRow, 'id' | 'owner_id'>,
  admin: Admin,
): Promise<void> {
  if (isSessionOwner(row, admin)) return;
  if (!(await findShare(db, row.id, admin.id))) throw notYours();
}

/** The admins each session is shared with, by session id. */
export async function listShares(
  db: DataStore,
  sessionIds: readonly string[],
): Promise<Map<string, string[]>> {
  const shares = new Map<string, string[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return shares;
  for (const row of await listShareRows(db, sessionIds)) shares.get(row.session_id)?.push(row.admin_id);
  return shares;
}

/**
 * The owner shares the session with exactly these admins (the list replaces the last
 * one); an unknown admin is a bad field, and the owner needs no share. Its dashboards
 * read it again, as it is once shared.
 */
export async function shareSession(
  db: DataStore,
  events: Pick<EventOutlet, 'sessionChanged'>,
  row: Pick<SessionRow, 'id' | 'owner_id'>,
  adminIds: readonly string[],
  by: Admin,
): Promise<void> {
  if (!isSessionOwner(row, by)) throw notYours();
  const wanted = [...new Set(adminIds)].filter((id) => id !== row.owner_id && id !== by.id);
  await inTransaction(db, async (trx) => {
    if ((await findKnownAdminIds(trx, wanted)).length !== wanted.length) {
      throw new ApiError(400, 'VALIDATION', 'Share a session with admins that exist', ['adminIds']);
    }
    await replaceShares(trx, row.id, wanted);
  });
  const shared = await findSessionRow(db, row.id);
  if (shared) events.sessionChanged(shared);
}
