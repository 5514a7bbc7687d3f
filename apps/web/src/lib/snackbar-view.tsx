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
 * politely (role="status"). It sits at the top, under the game bar when there is one
 * (`--game-bar-height`): at the bottom it would cover the notepad and the image viewer's
 * buttons. Its 4 seconds run even while the window has no focus, as after a permission
 * prompt of the browser.
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
        disableWindowBlurListener
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{
          top: {
            xs: 'calc(var(--game-bar-height, 0px) + 8px)',
            sm: 'calc(var(--game-bar-height, 0px) + 24px)',
          },
        }}
      >
        <SnackbarContent
          role={message?.error === false ? 'status' : 'alert'}
          data-testid={message?.error === false ? 'snackbar' : 'error-snackbar'}
          // A light surface: the theme draws the focus ring of its close button dark.
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
