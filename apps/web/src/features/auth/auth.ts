import i18next from 'i18next';
import { encodeBasicToken, setBasicToken } from '../../lib/storage';
import { login } from './api/login';
import { loginRefusal } from './login-refusal';
import { openLoginDialog, type LoginRetry } from './login-dialog-store';

/**
 * Opens the login dialog until the admin signs in (true) or cancels (false). A refused
 * login shows why — in the snackbar, and inside the dialog that opens again, where a
 * keyboard user's focus is.
 */
export async function loginWithDialog(): Promise<boolean> {
  let retry: LoginRetry | undefined;
  for (;;) {
    const result = await openLoginDialog(retry);
    if (!result.submitted) return false;
    try {
      await login(result.credentials);
      setBasicToken(encodeBasicToken(result.credentials.username, result.credentials.password));
      return true;
    } catch (error) {
      const { key, count } = await loginRefusal(error);
      // The dialog shows it, and raises the snackbar once it is open again.
      retry = { refusal: i18next.t(key, { count }), username: result.credentials.username };
    }
  }
}
