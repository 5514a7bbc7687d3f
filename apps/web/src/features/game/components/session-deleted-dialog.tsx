import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md#session-life-cycle: the game master deleted the session, and this game with it. Said plainly,
 * with the one way on: registering again (in another session).
 */
export function SessionDeletedDialog({ open, onRegister }: { open: boolean; onRegister: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId}>{t('game.sessionDeleted.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('game.sessionDeleted.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onRegister} autoFocus>
          {t('game.sessionDeleted.register')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
