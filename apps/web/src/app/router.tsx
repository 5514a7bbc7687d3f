import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { RegisterRoute } from './routes/register';
import { RouteFallback } from './route-fallback';

/** A route module (routes/*.tsx), loaded when the route is first rendered. */
const lazyRoute = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((route) => ({ default: route.Component })));

// The guards come with the area they guard, not with the app's first screen: the player's brings the
// validation of the stored player (zod), the admin's the HTTP client (docs/product.md#performance-budgets). The
// declarative router rather than the data router keeps the latter's code out too.
const RequirePlayer = lazy(() =>
  import('./require-player').then((guard) => ({ default: guard.RequirePlayer })),
);
const RequireAdmin = lazy(() =>
  import('../features/auth/components/require-admin').then((guard) => ({ default: guard.RequireAdmin })),
);
const Game = lazyRoute(() => import('./routes/game'));
const AdminLayout = lazyRoute(() => import('./routes/admin'));
const AdminSessions = lazyRoute(() => import('./routes/admin-sessions'));
const AdminSession = lazyRoute(() => import('./routes/admin-session'));
const AdminScenarios = lazyRoute(() => import('./routes/admin-scenarios'));
const AdminAccount = lazyRoute(() => import('./routes/admin-account'));
const AdminJoin = lazyRoute(() => import('./routes/admin-join'));

/**
 * docs/product.md#routes, row by row. A navigation is a transition: while the next
 * route's code or guard is pending the current screen stays; on the first load the
 * fallback shows.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<RequirePlayer />}>
          <Route index element={<Game />} />
        </Route>
        <Route path={paths.register} element={<RegisterRoute />} />
        {/* docs/product.md#routes: the admin area, loaded on demand behind the login guard (it guards
            every page below). The join screen is for a projector: no admin bar. */}
        <Route path={paths.admin} element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<AdminSessions />} />
            <Route path={paths.adminSession} element={<AdminSession />} />
            <Route path={paths.adminScenarios} element={<AdminScenarios />} />
            <Route path={paths.adminAccount} element={<AdminAccount />} />
          </Route>
          <Route path={paths.adminJoin} element={<AdminJoin />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.game} replace />} />
      </Routes>
    </Suspense>
  );
}
