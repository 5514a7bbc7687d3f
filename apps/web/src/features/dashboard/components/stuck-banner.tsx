import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { nameIn } from './format';

/**
 * Above the players table, how many players are stuck, in a status a screen reader hears
 * (empty when none is); and to a game master who runs the session, each stuck player with
 * a hint of the case one click away (docs/product.md#case-hints).
 */
export function StuckBanner({
  stuckPlayers,
  names,
  onHelp,
}: {
  stuckPlayers: PlayerProgress[];
  names: ReadonlyMap<string, string>;
  onHelp?: (playerId: string) => void;
}) {
  const { t } = useTranslation();
  const stuck = stuckPlayers.length;
  return (
    <>
      <Typography role="status" sx={{ mb: stuck > 0 ? 1 : 0, color: 'warning.main', fontWeight: 600 }}>
        {stuck > 0 ? t('admin.dashboard.stuckCount', { count: stuck }) : ''}
      </Typography>
      {stuck > 0 && onHelp && (
        // docs/product.md#case-hints: who is stuck, and a hint of the case one click away.
        <Box
          component="ul"
          aria-label={t('admin.dashboard.stuckList')}
          data-testid="stuck-banner"
          sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {stuckPlayers.map((player) => (
            <li key={player.playerId}>
              <Button
                size="small"
                variant="outlined"
                color="warning"
                onClick={() => onHelp(player.playerId)}
                sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
              >
                {t('admin.caseHints.helpPlayer', { name: nameIn(names, player) })}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
