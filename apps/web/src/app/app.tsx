import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from '../components/error-screen';
import { UpdatePromptHost } from '../components/update-prompt-host';
import { LoginDialogHost } from '../features/auth/components/login-dialog-host';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { SnackbarPageWatcher, SnackbarProvider } from '../lib/snackbar';
import { RouteFallback } from './route-fallback';
import { AppRoutes } from './router';
import { stillTheme, theme } from './theme';

/** The whole app under the browser's router (app/mount-app.tsx draws it). */
export function App() {
  const still = useReducedMotion();
  return (
    <StrictMode>
      <ThemeProvider theme={still ? stillTheme() : theme}>
        <CssBaseline />
        <Suspense fallback={<RouteFallback />}>
          <SnackbarProvider>
            <BrowserRouter>
              <AppErrorBoundary>
                <AppRoutes />
              </AppErrorBoundary>
              <LoginDialogHost />
              <SnackbarPageWatcher />
            </BrowserRouter>
            <UpdatePromptHost />
          </SnackbarProvider>
        </Suspense>
      </ThemeProvider>
    </StrictMode>
  );
}
