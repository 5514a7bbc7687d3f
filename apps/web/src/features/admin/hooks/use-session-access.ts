import type { Session } from '@coulisses/shared/session/session.schema';
import { canRunSession, ownsSession } from '@coulisses/shared/session/session-access';
import { useSignedInAdmin } from '../api/admins';

export interface SessionAccess {
  /** Whether the signed-in admin is known yet: until then, neither runs nor follows read only. */
  known: boolean;
  /** Runs it: its life cycle, edits, messages (docs/product.md#session-owners). */
  canRun: boolean;
  /** Owns it: shares it too. */
  owns: boolean;
}

/**
 * What the signed-in admin may do with a session. Until the admin is known, nothing: the
 * buttons appear with the answer rather than vanish after it.
 */
export function useSessionAccess(session: Pick<Session, 'ownerId' | 'sharedWith'>): SessionAccess {
  const { data: me } = useSignedInAdmin();
  return {
    known: me !== undefined,
    canRun: me ? canRunSession(session, me) : false,
    owns: me ? ownsSession(session, me) : false,
  };
}
