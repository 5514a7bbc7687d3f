const listeners = new Set<() => void>();

/**
 * A 401 on a call that carried the admin token: the API client clears the token, then
 * tells each listener. While an admin screen is open, its guard sends the user to the
 * login dialog and the screen forgets the cached admin data. Returns the way to stop
 * listening.
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
