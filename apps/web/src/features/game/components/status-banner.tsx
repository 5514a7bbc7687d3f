import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@coulisses/shared/game/game.schema';

/** The banner that says why the player cannot play right now, if they cannot. */
export function StatusBanner({ status }: { status: GameState['status'] }) {
  const { t } = useTranslation();
  if (status === 'playing' || status === 'finished') return null;
  const severity = status === 'timeUp' || status === 'over' ? 'warning' : 'info';
  return (
    <Alert
      severity={severity}
      sx={{ mb: 2 }}
      data-testid={`status-${status}`}
      role="status"
      action={
        status === 'timeUp' ? (
          <Button href="#accusation" size="small">
            {t('game.status.toAccusation')}
          </Button>
        ) : undefined
      }
    >
      {t(`game.status.${status}`)}
    </Alert>
  );
}
