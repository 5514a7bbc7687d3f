import type { Login } from '@coulisses/shared/auth/login.schema';

/** What the login dialog closed with: true and the credentials on submit, false on cancel. */
export type LoginDialogResult = { submitted: true; credentials: Login } | { submitted: false };

/** After a refused sign-in: why, and the username to try again with. */
export interface LoginRetry {
  refusal: string;
  username: string;
}

export interface LoginDialogState {
  open: boolean;
  /**
   * Each opening is a dialog of its own (a new React key): reopening the one that is
   * still closing confused MUI's modal bookkeeping, which then left the page aria-hidden.
   */
  opening: number;
  retry?: LoginRetry | undefined;
}

type Listener = () => void;

let pending: ((result: LoginDialogResult) => void) | undefined;
let state: LoginDialogState = { open: false, opening: 0 };
const listeners = new Set<Listener>();
const update = (next: LoginDialogState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/**
 * The login dialog opened from code (the admin guard runs before any admin component
 * exists), answered by the <LoginDialogHost> mounted beside the router.
 */
export function openLoginDialog(retry?: LoginRetry): Promise<LoginDialogResult> {
  pending?.({ submitted: false });
  return new Promise((resolve) => {
    pending = resolve;
    update({ open: true, opening: state.opening + 1, retry });
  });
}

export function closeLoginDialog(result: LoginDialogResult): void {
  const resolve = pending;
  pending = undefined;
  update({ ...state, open: false });
  resolve?.(result);
}

export const loginDialogStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: () => state,
};
