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
  adminCase: () => import('./routes/admin-case'),
  adminAccount: () => import('./routes/admin-account'),
  adminJoin: () => import('./routes/admin-join'),
};

const RequirePlayer = lazy(() => load.requirePlayer().then((guard) => ({ default: guard.RequirePlayer })));
const RequireAdmin = lazy(() => load.requireAdmin().then((guard) => ({ default: guard.RequireAdmin })));
const Game = lazyRoute(load.game);
const AdminLayout = lazyRoute(load.adminLayout);

/**
 * The admin's pages (docs/product.md#routes), most specific first: drawn by `AppRoutes`,
 * and preloaded by `preloadRoute`. The join screen is for a projector: no admin bar around it.
 */
const ADMIN_PAGES = [
  { path: paths.adminJoin, load: load.adminJoin, inLayout: false },
  { path: paths.adminSession, load: load.adminSession, inLayout: true },
  { path: paths.adminScenarios, load: load.adminScenarios, inLayout: true },
  { path: paths.adminCase, load: load.adminCase, inLayout: true },
  { path: paths.adminAccount, load: load.adminAccount, inLayout: true },
  { path: paths.admin, load: load.adminSessions, inLayout: true },
].map((page) => ({ ...page, Page: lazyRoute(page.load) }));

/** A page's route: the admin's own path is the index of the area. */
const adminRoute = ({ path, Page }: (typeof ADMIN_PAGES)[number]) =>
  path === paths.admin ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={path} element={<Page />} />
  );

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
    if (page && isLoggedIn()) wanted.push(...(page.inLayout ? [load.adminLayout] : []), page.load);
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
            every page below). */}
        <Route path={paths.admin} element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            {ADMIN_PAGES.filter((page) => page.inLayout).map(adminRoute)}
          </Route>
          {ADMIN_PAGES.filter((page) => !page.inLayout).map(adminRoute)}
        </Route>
        <Route path="*" element={<Navigate to={paths.game} replace />} />
      </Routes>
    </Suspense>
  );
}
