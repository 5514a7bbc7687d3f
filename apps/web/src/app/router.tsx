import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { isLoggedIn, isRegistered } from '../lib/storage';
import { RegisterRoute } from './routes/register';
import { RouteFallback } from './route-fallback';

/** A route module (routes/*.tsx), loaded when the route is first rendered. */
const lazyRoute = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((route) => ({ default: route.Component })));

// The guards come with the area they guard, not with the app's first screen: the player's brings the
// validation of the stored player (zod), the admin's the HTTP client (docs/product.md#performance-budgets). The
// declarative router rather than the data router keeps the latter's code out too.
const load = {
  requirePlayer: () => import('./require-player'),
  requireAdmin: () => import('../features/auth/components/require-admin'),
  game: () => import('./routes/game'),
  adminLayout: () => import('./routes/admin'),
  adminSessions: () => import('./routes/admin-sessions'),
  adminSession: () => import('./routes/admin-session'),
  adminScenarios: () => import('./routes/admin-scenarios'),
  adminAccount: () => import('./routes/admin-account'),
  adminJoin: () => import('./routes/admin-join'),
};

const RequirePlayer = lazy(() => load.requirePlayer().then((guard) => ({ default: guard.RequirePlayer })));
const RequireAdmin = lazy(() => load.requireAdmin().then((guard) => ({ default: guard.RequireAdmin })));
const Game = lazyRoute(load.game);
const AdminLayout = lazyRoute(load.adminLayout);
const AdminSessions = lazyRoute(load.adminSessions);
const AdminSession = lazyRoute(load.adminSession);
const AdminScenarios = lazyRoute(load.adminScenarios);
const AdminAccount = lazyRoute(load.adminAccount);
const AdminJoin = lazyRoute(load.adminJoin);

/** The admin's pages under the layout, most specific first (docs/product.md#routes). */
const ADMIN_PAGES = [
  { path: paths.adminJoin, load: [load.adminJoin] },
  { path: paths.adminSession, load: [load.adminLayout, load.adminSession] },
  { path: paths.adminScenarios, load: [load.adminLayout, load.adminScenarios] },
  { path: paths.adminAccount, load: [load.adminLayout, load.adminAccount] },
  { path: paths.admin, load: [load.adminLayout, load.adminSessions] },
];

/**
 * Starts loading, all at once, the code of every route the page at `pathname` is drawn
 * with: nested lazy routes would otherwise each wait for the one around it to be drawn
 * before asking for their own code, one round trip and one parse after another. Only what
 * that page shows is asked for: the game once a player is registered, an admin's page
 * once they are signed in (docs/product.md#performance-budgets).
 */
export function preloadRoute(pathname: string): void {
  const wanted: (() => Promise<unknown>)[] = [];
  if (matchPath(paths.game, pathname))
    wanted.push(load.requirePlayer, ...(isRegistered() ? [load.game] : []));
  else if (matchPath({ path: paths.admin, end: false }, pathname)) {
    wanted.push(load.requireAdmin);
    const page = ADMIN_PAGES.find((candidate) => matchPath(candidate.path, pathname));
    if (page && isLoggedIn()) wanted.push(...page.load);
  }
  // A chunk that fails here fails again where the route is drawn, and is reported there.
  for (const start of wanted) start().catch(() => undefined);
}

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
