import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { useCountdown } from '../../../hooks/use-countdown';
import { formatDuration } from '../../../lib/format-duration';

/**
 * A row's own time left in a self-paced session (docs/product.md#show-screen): the player's
 * or the team's game, counted down between two figures of the server as the room's clock
 * is; still while the game does not run (not begun, paused, finished, out of time).
 */
export function ShowTimeLeft({ player, t }: { player: PlayerProgress; t: TFunction }) {
  // A clock for each figure the server sends, counted from when it arrives.
  const clock = useMemo(
    () => ({ remainingSeconds: player.remainingSeconds, running: player.status === 'playing' }),
    [player.remainingSeconds, player.status],
  );
  const time = formatDuration(useCountdown(clock));
  return (
    <Box
      component="span"
      role="timer"
      aria-label={t('admin.show.timeLeft', { time })}
      data-testid="show-row-time"
      sx={{
        fontFamily: '"Cousine", monospace',
        fontWeight: 700,
        textAlign: 'right',
        whiteSpace: 'nowrap',
        color: player.status === 'playing' ? 'text.primary' : 'text.secondary',
      }}
    >
      {time}
    </Box>
  );
}
