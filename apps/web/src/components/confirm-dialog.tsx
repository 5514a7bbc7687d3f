import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a step that cannot be undone, or that moves every player at once. The focus
 * starts on cancel, the safe choice, so that a hurried Enter never does it.
 * `tone`: `danger` (the default) for what cannot be undone, `neutral` for the rest.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'neutral';
  /** Runs on confirmation; the dialog stays open, its buttons disabled, until it settles. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" autoFocus disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
