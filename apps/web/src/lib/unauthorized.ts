let onUnauthorized: () => void = () => undefined;

/**
 * A 401 on a call that carried the admin token: the API client clears the token, then
 * runs this. Kept apart from the client, so that setting it up (main.tsx) does not bring
 * the HTTP client into the first page (issue 6 §1).
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export const notifyUnauthorized = (): void => onUnauthorized();
