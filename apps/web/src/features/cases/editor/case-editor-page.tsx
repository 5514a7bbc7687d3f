import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CaseDraft } from '@coulisses/shared/case/case.schema';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getCaseDraftQueryOptions, useCaseDraft } from '../../../lib/admin-api/cases';
import { CaseEditorProvider } from './case-editor-provider';
import { CaseEditorLayout } from './case-editor-layout';
import { useDraftFailure } from './use-draft-failure';

/**
 * /admin/cases/:caseId: the editor of one case (docs/product.md#case-editor). The draft is read
 * once; the editor then holds it. Reading it again (after another editor's save) starts the
 * editor afresh on what the server holds.
 */
export function CaseEditorPage() {
  const { t } = useTranslation();
  const { caseId = '' } = useParams();
  const draft = useCaseDraft(caseId);
  const failure = useDraftFailure(draft.error);
  useDocumentTitle(t('cases.editor.title', { id: caseId }), t('admin.title'));
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="xl" sx={{ py: 3 }}>
      {!draft.data && (
        <Typography role={draft.isError ? 'alert' : 'status'}>
          {draft.isError ? failure : t('common.loading')}
        </Typography>
      )}
      {draft.data && <Editor key={`${draft.data.id} ${draft.dataUpdatedAt}`} draft={draft.data} />}
    </Container>
  );
}

function Editor({ draft }: { draft: CaseDraft }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: getCaseDraftQueryOptions(draft.id).queryKey });
  return (
    <CaseEditorProvider draft={draft}>
      {draft.installed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('cases.editor.installedNote')}
        </Alert>
      )}
      <CaseEditorLayout onReload={() => void reload()} />
    </CaseEditorProvider>
  );
}
