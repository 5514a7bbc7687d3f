import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';
import { MAIN_CONTENT_ID } from '../skip-link';
import { useRefusal } from '../../hooks/use-refusal';

/**
 * What is said of a failed read: the server's reason when it refused, else the connection;
 * undefined while the answer's body is read.
 */
function useFailureText(error: unknown): string | undefined {
  const { t } = useTranslation();
  const online = useOnline();
  const { read, refusal } = useRefusal(error);
  if (!read) return undefined;
  if (refusal) return t(`errors.${refusal.key}`, { defaultValue: t('admin.loadFailed') });
  return t(online ? 'admin.loadFailed' : 'offline.failed');
}

/**
 * While a session loads (again, after Retry), or when its first load failed, with a way to
 * try again. `part`: a part of a page already shown (a tab), not the page's main content.
 */
export function LoadState({
  query,
  part = false,
}: {
  query: Pick<UseQueryResult, 'error' | 'isError' | 'isFetching' | 'refetch'>;
  part?: boolean;
}) {
  const { t } = useTranslation();
  const failure = useFailureText(query.error);
  // Failed, until Retry asks again: the spinner while it does, and while its reason is read.
  const failed = query.isError && !query.isFetching && failure !== undefined;
  return (
    <Box
      {...(part ? {} : { component: 'main', id: MAIN_CONTENT_ID })}
      sx={{ display: 'grid', placeItems: 'center', gap: 2, py: part ? 4 : 8, px: 2, textAlign: 'center' }}
    >
      {failed ? (
        <>
          <Typography role="alert">{failure}</Typography>
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
export function PartFailed({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation();
  const failure = useFailureText(error);
  if (failure === undefined) return null;
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography>{failure}</Typography>
      <Button onClick={onRetry}>{t('admin.dashboard.retry')}</Button>
    </Box>
  );
}
