import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../lib/api-client';

/** Why the draft could not be read, in the admin's language: not found, not theirs, or offline. */
export function useDraftFailure(error: unknown): string {
  const { t } = useTranslation();
  const [key, setKey] = useState<string>();
  useEffect(() => {
    if (!error) return;
    let current = true;
    void readApiError(error).then((body) => current && setKey(body?.key));
    return () => {
      current = false;
    };
  }, [error]);
  if (key === 'NOT_FOUND') return t('cases.editor.notFound');
  if (key) return t(`errors.${key}`, { defaultValue: t('admin.loadFailed') });
  return t('admin.loadFailed');
}
