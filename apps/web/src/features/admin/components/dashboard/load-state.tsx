import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../../hooks/use-online';
import { MAIN_CONTENT_ID } from '../../../../components/skip-link';

/** While a session loads (again, after Retry), or when its first load failed, with a way to try again. */
export function LoadState({ query }: { query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'> }) {
  const { t } = useTranslation();
  const online = useOnline();
  // Failed, until Retry asks again: the spinner while it does.
  const failed = query.isError && !query.isFetching;
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}
    >
      {failed ? (
        <>
          <Typography role="alert">{t(online ? 'admin.loadFailed' : 'offline.failed')}</Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('admin.dashboard.retry')}
          </Button>
        </>
      ) : (
        <CircularProgress color="secondary" aria-label={t('common.loading')} />
      )}
    </Box>
  );
}

/**
 * A part of a page (a dialog, a log) whose first read failed: said, with a way to try again.
 * A failed refresh keeps what is shown: only a first read that fails comes here.
 */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography>{t('admin.loadFailed')}</Typography>
      <Button onClick={onRetry}>{t('admin.dashboard.retry')}</Button>
    </Box>
  );
}
