import { CloseIcon } from '../components/close-icon';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '@coulisses/shared/http/constants';

interface SnackbarApi {
  showError: (message: string) => void;
  /** The same snackbar for good news (push turned on…), said politely to screen readers. */
  showMessage: (message: string) => void;
}

const SnackbarContext = createContext<SnackbarApi>({
  showError: () => undefined,
  showMessage: () => undefined,
});

/**
 * Spec §8: the error snackbar has a close action, lasts 4 seconds and uses the accent
 * colour. An error is announced to screen readers at once (role="alert"), other news
 * politely (role="status").
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ text: string; id: number; error: boolean } | undefined>();
  const showError = useCallback((text: string) => setMessage({ text, id: Date.now(), error: true }), []);
  const showMessage = useCallback((text: string) => setMessage({ text, id: Date.now(), error: false }), []);
  const api = useMemo(() => ({ showError, showMessage }), [showError, showMessage]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setMessage(undefined);
  };

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* In a portal of its own: inside #root an open dialog would hide it from screen readers. */}
      <Portal>
        <Snackbar
          key={message?.id}
          open={message !== undefined}
          autoHideDuration={SNACKBAR_DURATION_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <SnackbarContent
            role={message?.error === false ? 'status' : 'alert'}
            data-testid={message?.error === false ? 'snackbar' : 'error-snackbar'}
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 600 }}
            message={message?.text}
            action={
              <IconButton size="small" aria-label={t('common.close')} color="inherit" onClick={() => close()}>
                <CloseIcon />
              </IconButton>
            }
          />
        </Snackbar>
      </Portal>
    </SnackbarContext.Provider>
  );
}

export const useSnackbar = () => useContext(SnackbarContext);
