import { useTranslation } from 'react-i18next';
import { readApiError } from '../lib/api-client';
import { useSnackbar } from '../lib/snackbar';

/**
 * How a one-name form says a refusal: the name taken (`takenKey`, 409) on its field, through
 * `onTaken`; a lost sign-in left to its own handling; anything else in the snackbar
 * (`failedKey` when the server did not say). The nickname and team-name forms share it.
 */
export function useNameRefusal(takenKey: string, failedKey: string) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  return async (error: unknown, onTaken: (message: string) => void) => {
    const body = await readApiError(error);
    if (body?.key === takenKey) onTaken(`errors.${takenKey}`);
    else if (body?.key !== 'BAD_CREDENTIALS') showError(t(body ? `errors.${body.key}` : failedKey));
  };
}
