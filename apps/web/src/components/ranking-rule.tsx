import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * The rule every leaderboard ranks by (docs/product.md#leaderboard), said to the players
 * where the game begins and where it ends: the right answers first once the solution is
 * revealed, then the points, then the time.
 */
export function RankingRule({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" data-testid="ranking-rule" sx={sx}>
      {t('game.leaderboard.rule')}
    </Typography>
  );
}
