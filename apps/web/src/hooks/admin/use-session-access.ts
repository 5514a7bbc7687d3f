import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import { canRunSession, ownsSession } from '@coulisses/shared/session/session-access';
import { useSignedInAdmin } from '../../lib/admin-api/admins';

export interface SessionAccess {
  /** Whether the signed-in admin is known yet: until then, neither runs nor follows read only. */
  known: boolean;
  /** Runs it: its life cycle, edits, messages (docs/product.md#session-owners). */
  canRun: boolean;
  /** Owns it: shares it too. */
  owns: boolean;
}

/**
 * What `me` may do with a session. Until the admin is known, nothing: the buttons appear
 * with the answer rather than vanish after it.
 */
export const sessionAccess = (
  session: Pick<Session, 'ownerId' | 'sharedWith'>,
  me: Admin | undefined,
): SessionAccess => ({
  known: me !== undefined,
  canRun: me ? canRunSession(session, me) : false,
  owns: me ? ownsSession(session, me) : false,
});

/** What the signed-in admin may do with a session. */
export function useSessionAccess(session: Pick<Session, 'ownerId' | 'sharedWith'>): SessionAccess {
  const { data: me } = useSignedInAdmin();
  return sessionAccess(session, me);
}
