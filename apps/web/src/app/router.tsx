import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { RegisterRoute } from './routes/register';
import { RouteFallback } from './route-fallback';

// The guards come with the area they guard, not with /register: the player's brings the
// validation of the stored player (zod), the admin's the HTTP client (issue 6 §1).
const requirePlayer = () => import('./require-player').then((guard) => guard.requirePlayer());
const requireAdmin = () => import('../features/auth/auth').then((auth) => auth.requireAdmin());

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
