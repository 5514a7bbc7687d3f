import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RouteFallback } from './app/route-fallback';
import { AppRoutes } from './app/router';
import { theme } from './app/theme';
import './app/global.css';
import { UpdatePromptHost } from './components/update-prompt-host';
import { LoginDialogHost } from './features/auth/components/login-dialog-host';
import { setupI18n } from './lib/i18n';
import { offerUpdate } from './lib/app-update';
import { SnackbarProvider } from './lib/snackbar';
import { storedPlayerLanguage } from './lib/player-language';

void setupI18n(storedPlayerLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<RouteFallback />}>
        <SnackbarProvider>
          <BrowserRouter>
            <AppRoutes />
            <LoginDialogHost />
          </BrowserRouter>
          <UpdatePromptHost />
        </SnackbarProvider>
      </Suspense>
    </ThemeProvider>
  </StrictMode>,
);

// Issue 5 §2: a new version, once installed, waits for the update prompt. The worker is
// registered once the app is stable: its code need not come with the first page (issue 6 §1).
if (import.meta.env.PROD) {
  void import('./lib/service-worker').then(async ({ registerAppServiceWorker, watchForUpdates }) => {
    const registration = await registerAppServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
    if (registration) watchForUpdates(registration, offerUpdate);
  });
}
