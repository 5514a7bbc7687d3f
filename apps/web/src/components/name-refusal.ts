import { useReportFailure } from '../hooks/use-report-failure';

/**
 * How a one-name form says a refusal: the name taken (`takenKey`, 409) on its field, through
 * `onTaken`; a lost sign-in left to its own handling; anything else in the snackbar
 * (`failedKey` when the server did not say). The nickname and team-name forms share it.
 */
export function useNameRefusal(takenKey: string, failedKey: string) {
  const report = useReportFailure();
  return async (error: unknown, onTaken: (message: string) => void) => {
    await report(error, failedKey, { on: { [takenKey]: () => onTaken(`errors.${takenKey}`) } });
  };
}
