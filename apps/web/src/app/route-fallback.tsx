import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a route's code or guard is pending — and while the translations themselves
 * load, so it must not wait for them: until they are there the region is only busy.
 */
export function RouteFallback() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Box
      aria-busy="true"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress color="secondary" aria-label={ready ? t('common.loading') : undefined} />
    </Box>
  );
}
