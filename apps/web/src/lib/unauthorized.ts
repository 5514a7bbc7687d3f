const listeners = new Set<() => void>();

/**
 * A 401 on a call that carried the admin token: the API client clears the token, then
 * tells each listener. While the admin area is open its guard sends the user to the login
 * dialog (features/auth/components/require-admin.tsx) and its frame forgets the cached
 * admin data (features/admin/components/admin-layout.tsx). Returns the way to stop listening.
 */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const notifyUnauthorized = (): void => {
  for (const listener of [...listeners]) listener();
};
