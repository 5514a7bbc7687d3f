import type { Login } from '@coulisses/shared/auth/login.schema';

/** What the login dialog closed with: true and the credentials on submit, false on cancel. */
export type LoginDialogResult = { submitted: true; credentials: Login } | { submitted: false };

type Listener = () => void;

let pending: ((result: LoginDialogResult) => void) | undefined;
let refusal: string | undefined;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The login dialog opened from code (the admin guard runs before any admin component
 * exists), answered by the <LoginDialogHost> mounted beside the router.
 */
export function openLoginDialog(error?: string): Promise<LoginDialogResult> {
  pending?.({ submitted: false });
  refusal = error;
  return new Promise((resolve) => {
    pending = resolve;
    notify();
  });
}

export function closeLoginDialog(result: LoginDialogResult): void {
  const resolve = pending;
  pending = undefined;
  notify();
  resolve?.(result);
}

export const loginDialogStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => pending !== undefined,
  /** Why the previous sign-in was refused, shown inside the dialog. */
  refusal: () => refusal,
};
