import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog that is a form: its title names it, Cancel and the submit button close it, and
 * neither Escape nor a click beside it drops a form while it is being sent. The form is the
 * dialog's column: its fields scroll between the title and the buttons, which stay in view
 * however long the fields are and however short the screen.
 */
export function FormDialog({
  title,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  children,
  fullScreen = false,
  dividers = false,
  testId,
}: {
  title: ReactNode;
  submitLabel: string;
  /** Being sent: the buttons wait, and the dialog stays. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
  fullScreen?: boolean;
  /** Lines above and below the fields, where they scroll. */
  dividers?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={() => !busy && onCancel()}
      fullScreen={fullScreen}
      data-testid={testId}
    >
      <Box
        component="form"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit" disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
