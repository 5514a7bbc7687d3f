import type { Admin } from '../auth/login.schema.js';
import type { Session } from './session.schema.js';

/**
 * docs/product.md#session-owners: whether `admin` owns the session — created it, or it
 * has no owner and they own the accounts.
 */
export const ownsSession = (session: Pick<Session, 'ownerId'>, admin: Pick<Admin, 'id' | 'role'>) =>
  session.ownerId === null ? admin.role === 'owner' : session.ownerId === admin.id;

/** Whether `admin` may run the session: its owner, or an admin it is shared with. */
export const canRunSession = (
  session: Pick<Session, 'ownerId' | 'sharedWith'>,
  admin: Pick<Admin, 'id' | 'role'>,
) => ownsSession(session, admin) || session.sharedWith.includes(admin.id);
