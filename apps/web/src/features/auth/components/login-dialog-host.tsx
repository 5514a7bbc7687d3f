import { useSyncExternalStore } from 'react';
import { closeLoginDialog, loginDialogStore } from '../login-dialog-store';
import { LoginDialog } from './login-dialog';

/** Renders the login dialog whenever the guard asks for it. */
export function LoginDialogHost() {
  const { open, opening, retry } = useSyncExternalStore(
    loginDialogStore.subscribe,
    loginDialogStore.getState,
  );
  return <LoginDialog key={opening} open={open} retry={retry} onClose={closeLoginDialog} />;
}
