import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_KEYS, type ErrorKey } from '@coulisses/shared/http/error-keys';
import { isOfflineFailure, readApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';

/**
 * Turns a refused game call into the player's language: the error key's message in the
 * snackbar (docs/product.md#error-snackbar), or that the device is offline (docs/product.md#offline). Returns the key,
 * so a form can also say it where it happened.
 */
export function useGameError() {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  return useCallback(
    async (error: unknown): Promise<ErrorKey | undefined> => {
      if (isOfflineFailure(error)) {
        showError(t('offline.failed'));
        return undefined;
      }
      const body = await readApiError(error);
      const key = body && (ERROR_KEYS as readonly string[]).includes(body.key) ? body.key : undefined;
      showError(t(key ? `errors.${key}` : 'game.errors.network'));
      return key;
    },
    [showError, t],
  );
}
