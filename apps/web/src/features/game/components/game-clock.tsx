import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Clock } from '@coulisses/shared/game/game.schema';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../hooks/use-countdown';
import { formatDuration, formatTimeAmount } from '../../../lib/format-duration';
import { useCurrentLanguage } from '../../../lib/i18n';

/**
 * The time left, penalties included, as the players' wall clock in the room. It alone draws
 * itself again each second, not the game screen around it.
 */
export function GameClock({ clock }: { clock: Clock }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const remaining = useCountdown(clock);
  const urgent = remaining <= 5 * 60;
  return (
    <Box
      role="timer"
      aria-label={t('game.clock.label', { time: formatDuration(remaining) })}
      sx={{ textAlign: 'right', lineHeight: 1 }}
    >
      <Typography
        component="p"
        data-testid="time-left"
        sx={{
          fontFamily: '"Cousine", monospace',
          fontSize: { xs: '1.25rem', sm: '1.5rem' },
          color: urgent ? 'secondary.main' : 'text.primary',
          fontWeight: 600,
        }}
      >
        {formatDuration(remaining)}
      </Typography>
      {clock.penaltySeconds > 0 && (
        <Typography component="p" variant="caption" color="text.secondary" data-testid="penalty">
          {t('game.clock.penalty', { time: formatTimeAmount(clock.penaltySeconds, lang) })}
        </Typography>
      )}
    </Box>
  );
}
