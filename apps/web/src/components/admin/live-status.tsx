import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../hooks/admin/use-session-live';

const DOT: Record<Connection, string> = {
  open: 'success.main',
  connecting: 'warning.main',
  reconnecting: 'warning.main',
  stopped: 'error.main',
};

/** Whether the page follows the session live, in words (the dot only repeats it). */
export function LiveStatus({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="live-status"
      data-connection={connection}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontSize: '0.875rem',
      }}
    >
      <Box aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[connection] }} />
      {t(`admin.live.${connection}`)}
    </Box>
  );
}
