import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where the clipboard cannot be written (a page served over plain HTTP), the join link
 * is shown selected, ready to copy by hand.
 */
export function JoinLinkDialog({ name, link, onClose }: { name: string; link: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} onClose={onClose} maxWidth="sm">
      <DialogTitle id={titleId}>{t('admin.sessions.joinLinkTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('admin.sessions.copyByHand')}</DialogContentText>
        <TextField
          value={link}
          label={t('admin.sessions.joinLink')}
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
