import { use, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/storage';
import { onUnauthorized } from '../../../lib/unauthorized';
import { loginWithDialog } from '../auth';

// The login dialog's answer for one navigation (its location's key, which a transition
// that suspends keeps): asked once, however often React renders the guard while it waits.
let asked: { key: string; admitted: Promise<boolean> } | undefined;

function admission(key: string): Promise<boolean> {
  if (asked?.key === key) return asked.admitted;
  const admitted = loginWithDialog();
  asked = { key, admitted };
  // Once in, the token lets the guard through; coming back without it (after a logout,
  // by the history) asks again.
  void admitted.then((yes) => {
    if (yes && asked?.admitted === admitted) asked = undefined;
  });
  return admitted;
}

/** For tests: every router starts at the same key. */
export function forgetAdmission(): void {
  asked = undefined;
}

/**
 * docs/product.md#admin-states: the guard lets a logged-in user through (a stored token is enough);
 * otherwise the login dialog's result decides. Refused, the user goes to the root. While
 * the dialog is open the route suspends: the screen it was opened from stays behind it.
 */
export function RequireAdmin() {
  const { key } = useLocation();
  const navigate = useNavigate();
  // A 401 on an admin call: the token is gone; going to /admin again runs the guard,
  // which brings the login dialog back (docs/product.md#admin-states).
  useEffect(() => onUnauthorized(() => void navigate(paths.admin, { replace: true })), [navigate]);

  if (isLoggedIn()) return <Outlet />;
  return use(admission(key)) ? <Outlet /> : <Navigate to={paths.game} replace />;
}
