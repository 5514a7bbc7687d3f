import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeLoginDialog, loginDialogStore } from '../login-dialog-store';

// Only the admin area asks for it: loaded on its first opening, not with the app (docs/product.md#performance-budgets).
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/** Renders the login dialog whenever the guard asks for it. */
export function LoginDialogHost() {
  const { open, opening, retry } = useSyncExternalStore(
    loginDialogStore.subscribe,
    loginDialogStore.getState,
  );
  if (opening === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog key={opening} open={open} retry={retry} onClose={closeLoginDialog} />
    </Suspense>
  );
}
