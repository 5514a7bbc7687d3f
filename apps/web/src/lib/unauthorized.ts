let onUnauthorized: () => void = () => undefined;

/**
 * A 401 on a call that carried the admin token: the API client clears the token, then
 * runs this. The admin area's guard sets it up while that area is open
 * (features/auth/components/require-admin.tsx).
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export const notifyUnauthorized = (): void => onUnauthorized();
