import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { AppErrorBoundary } from '../components/error-screen';
import { UpdatePromptHost } from '../components/update-prompt-host';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { SnackbarPageWatcher, SnackbarProvider } from '../lib/snackbar';
import { RouteFallback } from './route-fallback';
import { AppRoutes } from './router';
import { theme } from './theme';

/**
 * The whole app under a router: the browser's in main.tsx, a static one for the page
 * prerendered at build time (prerender.tsx). Both render this same tree, so that the
 * browser can hydrate the prerendered page.
 */
export function App({ router: Router }: { router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={<RouteFallback />}>
          <SnackbarProvider>
            <Router>
              <AppErrorBoundary>
                <AppRoutes />
              </AppErrorBoundary>
              <LoginDialogHost />
              <SnackbarPageWatcher />
            </Router>
            <UpdatePromptHost />
          </SnackbarProvider>
        </Suspense>
      </ThemeProvider>
    </StrictMode>
  );
}
