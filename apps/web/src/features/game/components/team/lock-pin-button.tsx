import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useTeamBoard } from './board-context';
import { PinIcon } from './pin-icon';

/** Pins a lock to the team's board (docs/product.md#team-board); nothing for a player alone. */
export function LockPinButton({ lockId }: { lockId: string }) {
  const { t } = useTranslation();
  const board = useTeamBoard();
  if (!board) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button size="small" startIcon={<PinIcon />} onClick={() => void board.pin({ kind: 'lock', lockId })}>
        {t('game.board.pinLock')}
      </Button>
    </Box>
  );
}
