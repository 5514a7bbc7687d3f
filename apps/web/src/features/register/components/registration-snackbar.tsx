import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '@coulisses/shared/http/constants';
import { CLOSE_PATH } from '../../../components/close-path';

/**
 * docs/product.md#error-snackbar, on /register: the registration's refusal, announced to
 * screen readers at once (role="alert"), with a close action, for 4 seconds, in the accent
 * colour; the app's snackbar (lib/snackbar-view.tsx) drawn without MUI. Inside the dialog:
 * a modal dialog makes the rest of the page inert, and it would neither be read nor closed
 * there.
 */
export function RegistrationSnackbar({
  message,
  onClose,
}: {
  message: { text: string; id: number } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <div
      key={message.id}
      role="alert"
      data-testid="error-snackbar"
      className="registration-snackbar light-surface"
    >
      <span className="registration-snackbar-text">{message.text}</span>
      <button
        type="button"
        className="registration-snackbar-close"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false">
          <path fill="currentColor" d={CLOSE_PATH} />
        </svg>
      </button>
    </div>
  );
}
