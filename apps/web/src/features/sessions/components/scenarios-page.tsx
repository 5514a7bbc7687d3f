import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateSession } from '@coulisses/shared/session/session.schema';
import { useCurrentLanguage } from '../../../lib/i18n';
import { adminCasePath, adminSessionPath } from '../../../lib/paths';
import { useCreateSession } from '../../../lib/admin-api/sessions';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { NoticeSnackbar, useNotice } from '../../../components/notice-snackbar';
import { useExportCase } from '../hooks/use-export-case';
import { useLibrary, type LibraryEntry } from '../hooks/use-library';
import type { CaseMenuAction } from './case-actions-menu';
import { CopyCaseDialog } from './copy-case-dialog';
import { DeleteCaseDialog } from './delete-case-dialog';
import { LibraryGrid } from './library-grid';
import { LibraryToolbar } from './library-toolbar';
import { NewCaseDialog } from './new-case-dialog';
import { SessionFormDialog } from './session-form-dialog';
import { ShareCaseDialog } from './share-case-dialog';

type Dialog =
  | { kind: 'newCase' }
  | { kind: 'newSession'; id: string }
  | { kind: 'copy' | 'share' | 'delete'; entry: LibraryEntry }
  | undefined;

/**
 * docs/product.md#case-library: every case the game master may play or write — the installed
 * ones and their own or shared ones — each on a card that says what it is and starts a
 * session of it, and where they write, import, copy, export, share and delete their cases.
 * An invalid installed case is not loaded (docs/product.md#scenarios); its card names the
 * file and field of each problem to fix (docs/product.md#scenarios-page).
 */
export function ScenariosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.scenarios.title'), t('admin.title'));
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const { entries, failed } = useLibrary(language);
  const createSession = useCreateSession();
  const exportCase = useExportCase();
  const { notice, showNotice, closeNotice } = useNotice();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(0);

  // A deleted card takes its focused button with it: the focus goes back to the page's title.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  // The dialog says why a session is refused; once made, its dashboard opens, as from the
  // sessions page.
  const create = async (values: CreateSession) => {
    const created = await createSession.mutateAsync(values);
    close();
    await navigate(adminSessionPath(created.id));
  };

  // A case just written, copied or imported opens in its editor.
  const edit = async (id: string) => {
    await navigate(adminCasePath(id));
  };

  const act = (entry: LibraryEntry, action: CaseMenuAction) => {
    if (action === 'export') void exportCase(entry.id, entry.summary);
    else setDialog({ kind: action, entry });
  };

  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="lg" sx={{ py: 3 }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        ref={heading}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {t('admin.scenarios.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('admin.scenarios.intro')}
      </Typography>
      <LibraryToolbar onNewCase={() => setDialog({ kind: 'newCase' })} onImported={edit} />
      {!entries && (
        <Typography role={failed ? 'alert' : undefined}>
          {t(failed ? 'admin.loadFailed' : 'common.loading')}
        </Typography>
      )}
      {entries?.length === 0 && <Typography>{t('admin.scenarios.none')}</Typography>}
      {entries && entries.length > 0 && (
        <LibraryGrid
          entries={entries}
          language={language}
          onNewSession={(id) => setDialog({ kind: 'newSession', id })}
          onAction={act}
        />
      )}
      {dialog?.kind === 'newSession' && (
        <SessionFormDialog scenarioId={dialog.id} onCancel={close} onSave={create} />
      )}
      {dialog?.kind === 'newCase' && <NewCaseDialog onCancel={close} onCreated={edit} />}
      {dialog?.kind === 'copy' && (
        <CopyCaseDialog
          id={dialog.entry.id}
          title={dialog.entry.title}
          draft={Boolean(dialog.entry.summary?.editable && dialog.entry.summary.versions.length === 0)}
          onCancel={close}
          onCopied={edit}
        />
      )}
      {dialog?.kind === 'share' && dialog.entry.summary && (
        <ShareCaseDialog
          summary={dialog.entry.summary}
          title={dialog.entry.title}
          onClose={close}
          onShared={() => {
            close();
            showNotice(t('admin.scenarios.shared', { title: dialog.entry.title }));
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCaseDialog
          id={dialog.entry.id}
          title={dialog.entry.title}
          onClose={close}
          onDeleted={() => {
            close();
            setFocusHeading((count) => count + 1);
            showNotice(t('admin.scenarios.deleted', { title: dialog.entry.title }));
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </Container>
  );
}
