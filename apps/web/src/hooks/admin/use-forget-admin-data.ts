import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { onUnauthorized } from '../../lib/unauthorized';
import { adminKeys } from '../../lib/admin-api/query-keys';

/**
 * The next game master to sign in on this device sees nothing of this one's: refused (a
 * 401 cleared the token) while an admin screen is open, the cached admin data goes — and
 * the returned function lets a logout do the same.
 */
export function useForgetAdminData(): () => void {
  const queryClient = useQueryClient();
  const forget = useCallback(() => queryClient.removeQueries({ queryKey: adminKeys.all }), [queryClient]);
  useEffect(() => onUnauthorized(forget), [forget]);
  return forget;
}
