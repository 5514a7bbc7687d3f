import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../../../hooks/use-back-closes';

/**
 * Leaving is asked, never done on one tap, and the dialog says how to come back: on this
 * device, the same e-mail and session code resume the game (docs/decisions/0002-resuming-a-player.md).
 * Staying is the default action, focused first; the focus goes back to where it was.
 */
export function LeaveGameDialog({
  open,
  onCancel,
  onConfirm,
  onExited,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Once closed: where the focus goes back to. */
  onExited?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  useBackCloses(open, onCancel);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('game.leaveDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('game.leaveDialog.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onConfirm}>
          {t('game.leaveDialog.confirm')}
        </Button>
        <Button variant="contained" onClick={onCancel} autoFocus>
          {t('game.leaveDialog.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
