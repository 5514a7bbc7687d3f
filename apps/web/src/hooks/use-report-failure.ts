import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorBody, ErrorKey } from '@coulisses/shared/http/error-keys';
import { readFailure } from '../lib/read-failure';
import { useSnackbar } from '../lib/snackbar';

export interface ReportOptions {
  /** Refusals the screen answers itself (a field marked, a dialog closed): nothing is said of them. */
  on?: Partial<Record<ErrorKey, (refusal: ErrorBody) => void>>;
  /** A refusal's words, when not its `errors.` text (the game master's about a player). */
  say?: (key: ErrorKey) => string;
}

/**
 * Says in the snackbar why a call failed — the one way the screens report a failed call
 * (lib/read-failure.ts) — unless a handler of its refusal answers it; answers the refusal.
 */
export function useReportFailure() {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  return useCallback(
    async (error: unknown, fallbackKey: string, { on, say }: ReportOptions = {}) => {
      const { refusal, message } = await readFailure(error, t, t(fallbackKey), say);
      const handle = refusal && on?.[refusal.key as ErrorKey];
      if (handle) handle(refusal);
      else if (message) showError(message);
      return refusal;
    },
    [showError, t],
  );
}
