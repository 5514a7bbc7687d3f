import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen that failed shows instead of a blank page: what happened, and a way on. */
function ErrorScreen() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Typography variant="h5" component="h1">
        {t('crash.title')}
      </Typography>
      <Typography>{t('crash.body')}</Typography>
      <Box>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Catches what a screen throws while rendering — a route's code that no longer loads
 * (offline, or replaced by a new deployment), a failed guard — so that the player or the
 * game master gets a reload rather than an empty page. The data router did this for every
 * route; the declarative one does not (docs/decisions/0008-the-register-route-budget.md).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
