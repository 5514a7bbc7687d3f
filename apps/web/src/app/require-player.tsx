import { Navigate, Outlet } from 'react-router';
import { isRegistered } from '../lib/storage';
import { paths } from '../lib/paths';

/** docs/product.md#routes: only a registered player reaches the game; the others go to register. */
export function RequirePlayer() {
  return isRegistered() ? <Outlet /> : <Navigate to={paths.register} replace />;
}
