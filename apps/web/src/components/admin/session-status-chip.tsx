import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SessionStatus } from '@coulisses/shared/session/session.schema';

/** Each status its colour; the coloured fills carry dark text (above 4.5:1). */
const COLOURS: Record<SessionStatus, ChipProps['color']> = {
  draft: 'default',
  open: 'secondary',
  running: 'success',
  paused: 'warning',
  finished: 'default',
};

/** A session's status in words, coloured for a glance. */
export function SessionStatusChip({
  status,
  size = 'small',
}: {
  status: SessionStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      label={t(`admin.status.${status}`)}
      color={COLOURS[status]}
      variant={status === 'finished' ? 'outlined' : 'filled'}
      data-testid="session-status"
    />
  );
}
