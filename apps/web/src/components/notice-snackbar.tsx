import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '@coulisses/shared/http/constants';
import { CloseIcon } from './close-icon';

export interface Notice {
  text: string;
  id: number;
}

/** The notice on screen, and how to raise one. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | undefined>();
  const showNotice = useCallback((text: string) => setNotice({ text, id: Date.now() }), []);
  const closeNotice = useCallback(() => setNotice(undefined), []);
  return { notice, showNotice, closeNotice };
}

/**
 * A done deed ("session deleted", "link copied"), told politely (role="status"), where the
 * error snackbar (lib/snackbar) shouts failures. In a portal for the same reason as it:
 * inside #root an open dialog would hide it from screen readers.
 */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Snackbar
        key={notice?.id}
        open={notice !== undefined}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <SnackbarContent
          role="status"
          data-testid="notice-snackbar"
          message={notice?.text}
          action={
            <IconButton size="small" aria-label={t('common.close')} color="inherit" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          }
        />
      </Snackbar>
    </Portal>
  );
}
