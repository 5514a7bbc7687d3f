import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateHeld, useWaitingWorker } from '../lib/app-update';
import { CloseIcon } from './close-icon';

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url']);

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type);
}

/** True while the focus is in a text field: the prompt does not interrupt typing. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => isTyping(document.activeElement));
  useEffect(() => {
    const follow = () => setTyping(isTyping(document.activeElement));
    // After focusout the focus is not yet elsewhere: look once it has landed.
    const later = () => window.setTimeout(follow, 0);
    document.addEventListener('focusin', follow);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/**
 * docs/product.md#updates: "a new version of Coulisses is available", for players and admins alike.
 * Reload hands over to the new version; the game lives on the server and in this tab's
 * storage, so it resumes where it was. The prompt waits while something typed would be
 * lost, and a dismissed one comes back only with the next version.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const worker = useWaitingWorker();
  const held = useUpdateHeld();
  const typing = useTyping();
  const [dismissed, setDismissed] = useState<ServiceWorker>();
  const [reloading, setReloading] = useState(false);
  const open = worker !== undefined && worker !== dismissed && !held && !typing;

  const reload = () => {
    if (!worker) return;
    setReloading(true);
    applyUpdate(worker);
  };

  return (
    <Portal>
      <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <SnackbarContent
          role="status"
          aria-live="polite"
          data-testid="update-prompt"
          // The stage's own colours: MUI's light snackbar would put the gold button under 2:1.
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'secondary.main',
          }}
          message={t('update.available')}
          action={
            <>
              <Button color="secondary" size="small" disabled={reloading} onClick={reload}>
                {t('update.reload')}
              </Button>
              <IconButton
                size="small"
                color="inherit"
                aria-label={t('update.later')}
                onClick={() => setDismissed(worker)}
              >
                <CloseIcon />
              </IconButton>
            </>
          }
        />
      </Snackbar>
    </Portal>
  );
}
