import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { CaseSummary } from '@coulisses/shared/case/case.schema';

/**
 * Whether `me` owns a case, and so shares and deletes it (docs/product.md#case-editor): its
 * author; a case whose author's account was removed (no owner) is the accounts' owner's. An
 * installed case is nobody's. Until the admin is known, nobody's either: the actions appear
 * with the answer rather than vanish after it.
 */
export function ownsCase(
  summary: Pick<CaseSummary, 'installed' | 'ownerId'>,
  me: Admin | undefined,
): boolean {
  if (!me || summary.installed) return false;
  return summary.ownerId === me.id || (summary.ownerId === null && me.role === 'owner');
}
