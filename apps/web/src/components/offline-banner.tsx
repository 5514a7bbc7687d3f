import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';

/**
 * docs/product.md#offline: says plainly that the device is offline, and what still works — what was
 * already opened stays readable (the service worker kept it) until the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-banner" sx={{ borderRadius: 0 }}>
      {t('offline.banner')}
    </Alert>
  );
}
