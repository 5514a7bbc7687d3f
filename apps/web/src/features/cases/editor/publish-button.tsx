import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishCase } from '../../../lib/admin-api/cases';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useSnackbar } from '../../../lib/snackbar';
import { useCaseEditorContext } from './case-editor-context';

/**
 * Publishes the draft as the next version (docs/product.md#case-editor): once saved, and only
 * while its checks find no problem; the server checks it again and refuses one with problems.
 */
export function PublishButton() {
  const { t } = useTranslation();
  const { editor, checks } = useCaseEditorContext();
  const publish = usePublishCase(editor.id);
  const reportFailure = useReportFailure();
  const { showMessage } = useSnackbar();
  const [busy, setBusy] = useState(false);
  if (editor.installed) return null;
  const blocked = checks.checking || checks.problems.length > 0 || editor.save.kind === 'conflict';
  const run = async () => {
    setBusy(true);
    try {
      if (!(await editor.flush())) return;
      const published = await publish.mutateAsync(editor.revision);
      showMessage(t('cases.editor.published', { version: published.version }));
    } catch (error) {
      await reportFailure(error, 'cases.editor.publishFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      onClick={() => void run()}
      disabled={blocked || busy}
      aria-describedby={checks.problems.length > 0 ? 'case-problems-heading' : undefined}
    >
      {t('cases.editor.publish')}
    </Button>
  );
}
