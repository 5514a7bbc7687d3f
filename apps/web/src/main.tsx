import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { paths } from './lib/paths';
import { RouteFallback } from './app/route-fallback';
import { createRouter } from './app/router';
import { theme } from './app/theme';
import './app/global.css';
import { UpdatePromptHost } from './components/update-prompt-host';
import { LoginDialogHost } from './features/auth/components/login-dialog-host';
import { setUnauthorizedHandler } from './lib/unauthorized';
import { setupI18n } from './lib/i18n';
import { offerUpdate } from './lib/app-update';
import { registerAppServiceWorker, watchForUpdates } from './lib/service-worker';
import { SnackbarProvider } from './lib/snackbar';
import { storedPlayerLanguage } from './lib/player-language';

const router = createRouter();

// A 401 on an admin call: the token is gone; going to /admin again runs the guard,
// which brings the login dialog back (issue 2).
setUnauthorizedHandler(() => {
  if (router.state.location.pathname.startsWith(paths.admin)) {
    void router.navigate(paths.admin, { replace: true });
  }
});

void setupI18n(storedPlayerLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<RouteFallback />}>
        <SnackbarProvider>
          <RouterProvider router={router} />
          <LoginDialogHost />
          <UpdatePromptHost />
        </SnackbarProvider>
      </Suspense>
    </ThemeProvider>
  </StrictMode>,
);

// Issue 5 §2: a new version, once installed, waits for the update prompt.
if (import.meta.env.PROD) {
  void registerAppServiceWorker(`${import.meta.env.BASE_URL}sw.js`).then((registration) => {
    if (registration) watchForUpdates(registration, offerUpdate);
  });
}
