import Button from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useImportCase } from '../../../lib/admin-api/cases';

/**
 * Imports a case's zip as a new case of the admin's (docs/product.md#case-editor): a button
 * that opens the file picker, then `onImported` opens its editor. An archive the server
 * refuses (a path out of the folder, a file of another kind, a zip bomb…) is said in the
 * game master's words.
 */
export function ImportCaseButton({ onImported }: { onImported: (id: string) => Promise<void> }) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const importCase = useImportCase();
  const input = useRef<HTMLInputElement>(null);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    event.target.value = '';
    if (!file) return;
    try {
      await onImported(await importCase.mutateAsync(file));
    } catch (error) {
      await report(error, 'admin.scenarios.importFailed');
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        aria-label={t('admin.scenarios.importFile')}
        // The button below is its way in, for keyboards and screen readers too.
        hidden
        onChange={(event) => void chosen(event)}
      />
      <Button variant="outlined" disabled={importCase.isPending} onClick={() => input.current?.click()}>
        {t(importCase.isPending ? 'admin.scenarios.importing' : 'admin.scenarios.import')}
      </Button>
    </>
  );
}
