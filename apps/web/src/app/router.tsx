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
      {
        // Spec §2: the admin area, loaded on demand behind the login guard (its loader
        // guards every page below). The join screen is for a projector: no admin bar.
        path: paths.admin,
        loader: requireAdmin,
        children: [
          {
            lazy: () => import('./routes/admin'),
            children: [
              { index: true, lazy: () => import('./routes/admin-sessions') },
              { path: paths.adminSession, lazy: () => import('./routes/admin-session') },
              { path: paths.adminScenarios, lazy: () => import('./routes/admin-scenarios') },
              { path: paths.adminAccount, lazy: () => import('./routes/admin-account') },
            ],
          },
          { path: paths.adminJoin, lazy: () => import('./routes/admin-join') },
        ],
      },
      { path: '*', loader: () => redirect(paths.game) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
