import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '@coulisses/shared/http/constants';
import { CloseIcon } from '../components/close-icon';

export interface SnackbarMessage {
  text: string;
  id: number;
  error: boolean;
}

/**
 * docs/product.md#error-snackbar: the error snackbar has a close action, lasts 4 seconds and uses the accent
 * colour. An error is announced to screen readers at once (role="alert"), other news
 * politely (role="status").
 */
export function SnackbarView({
  message,
  onClose,
}: {
  message: SnackbarMessage | undefined;
  onClose: (event?: unknown, reason?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    // In a portal of its own: inside #root an open dialog would hide it from screen readers.
    <Portal>
      <Snackbar
        key={message?.id}
        open={message !== undefined}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <SnackbarContent
          role={message?.error === false ? 'status' : 'alert'}
          data-testid={message?.error === false ? 'snackbar' : 'error-snackbar'}
          // A light surface: the focus ring of its close button is dark (app/theme.ts).
          className="light-surface"
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 600 }}
          message={message?.text}
          action={
            <IconButton size="small" aria-label={t('common.close')} color="inherit" onClick={() => onClose()}>
              <CloseIcon />
            </IconButton>
          }
        />
      </Snackbar>
    </Portal>
  );
}
