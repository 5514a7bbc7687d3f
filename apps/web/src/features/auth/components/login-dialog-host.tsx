import { useSyncExternalStore } from 'react';
import { closeLoginDialog, loginDialogStore } from '../login-dialog-store';
import { LoginDialog } from './login-dialog';

/** Renders the login dialog whenever the guard asks for it. */
export function LoginDialogHost() {
  const open = useSyncExternalStore(loginDialogStore.subscribe, loginDialogStore.isOpen);
  const refusal = useSyncExternalStore(loginDialogStore.subscribe, loginDialogStore.refusal);
  return <LoginDialog open={open} refusal={refusal} onClose={closeLoginDialog} />;
}
