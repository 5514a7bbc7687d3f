import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { requireAdmin } from '../features/auth/auth';
import { isRegistered } from '../lib/storage';
import { paths } from '../lib/paths';
import { RegisterRoute } from './routes/register';
import { RouteFallback } from './route-fallback';

/** Spec §2: only a registered player reaches the game; the others go to register. */
export function requirePlayer(): null {
  if (!isRegistered()) throw redirect(paths.register);
  return null;
}

/** Spec §2 "Screens and routes", row by row. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: RouteFallback,
    children: [
      { index: true, loader: requirePlayer, lazy: () => import('./routes/game') },
      { path: paths.register, Component: RegisterRoute },
      { path: paths.admin, loader: requireAdmin, lazy: () => import('./routes/admin') },
      { path: '*', loader: () => redirect(paths.game) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
