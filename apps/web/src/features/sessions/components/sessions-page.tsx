import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentLanguage } from '../../../lib/i18n';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import type { CreateSession, Session } from '@coulisses/shared/session/session.schema';
import { isOfflineFailure } from '../../../lib/api-client';
import { readJoinBase } from '../../../lib/config';
import { formatDateTime } from '../../../lib/date-time';
import { adminSessionPath, joinLink } from '../../../lib/paths';
import {
  useCreateSession,
  useDeleteSession,
  useEditSession,
  useSessions,
} from '../../../lib/admin-api/sessions';
import { useScenarioTitle } from '../hooks/use-scenario-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JoinLinkDialog } from './join-link-dialog';
import { NoticeSnackbar, useNotice } from '../../../components/notice-snackbar';
import type { SessionMenuAction } from './session-actions-menu';
import { SessionFormDialog } from './session-form-dialog';
import { ShareSessionDialog } from './share-session-dialog';
import { NOT_ON_PHONES, SessionRow, WIDE_ONLY } from './session-row';
import { scrollRegion } from '../../../lib/scroll-region';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { useReportFailure } from '../../../hooks/use-report-failure';

type Dialogs =
  | { kind: 'create' }
  | { kind: 'edit'; session: Session }
  | { kind: 'delete'; session: Session }
  | { kind: 'share'; session: Session }
  | { kind: 'joinLink'; session: Session }
  | undefined;

/** What the list says while it has no sessions to show: loading, or why it could not. */
const loadingText = (error: Error | null) =>
  error ? (isOfflineFailure(error) ? 'offline.failed' : 'admin.loadFailed') : 'common.loading';

/** The admin area's home (docs/product.md#session-life-cycle): every session, its life cycle and its way in. */
export function SessionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.sessions.title'), t('admin.title'));
  const navigate = useNavigate();
  const report = useReportFailure();
  const { notice, showNotice, closeNotice } = useNotice();
  const titleOf = useScenarioTitle();
  const sessions = useSessions();
  const createSession = useCreateSession();
  const editSession = useEditSession();
  const deleteSession = useDeleteSession();
  const [dialog, setDialog] = useState<Dialogs>();
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(0);

  // A deleted row takes its focused button with it: the focus goes back to the page's title.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const save = async (values: CreateSession) => {
    if (dialog?.kind === 'edit') {
      await editSession.mutateAsync({ id: dialog.session.id, values });
      setDialog(undefined);
      return;
    }
    const created = await createSession.mutateAsync(values);
    setDialog(undefined);
    await navigate(adminSessionPath(created.id));
  };

  const remove = async (session: Session) => {
    try {
      await deleteSession.mutateAsync(session.id);
    } catch (error) {
      const refusal = await report(error, 'admin.sessions.deleteFailed');
      if (refusal?.key === 'BAD_CREDENTIALS') setDialog(undefined);
      return;
    }
    setDialog(undefined);
    setFocusHeading((count) => count + 1);
    showNotice(t('admin.sessions.deleted', { name: session.name }));
  };

  const copyJoinLink = async (session: Session) => {
    try {
      await navigator.clipboard.writeText(joinLink(readJoinBase(), session.id));
      showNotice(t('admin.sessions.copied', { name: session.name }));
    } catch {
      setDialog({ kind: 'joinLink', session });
    }
  };

  const act = (session: Session) => (action: SessionMenuAction) => {
    if (action === 'copyLink') void copyJoinLink(session);
    else setDialog({ kind: action, session });
  };

  const language = useCurrentLanguage();
  const formatDate = (iso: string) => formatDateTime(iso, language);
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="xl" sx={{ py: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('admin.sessions.title')}
        </Typography>
        <Button variant="contained" onClick={() => setDialog({ kind: 'create' })}>
          {t('admin.sessions.create')}
        </Button>
      </Box>
      <Paper sx={{ overflowX: 'auto' }} {...scrollRegion({ 'aria-label': t('admin.sessions.title') })}>
        <Table aria-label={t('admin.sessions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.sessions.code')}</TableCell>
              <TableCell>{t('admin.sessions.name')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('admin.sessions.scenario')}</TableCell>
              <TableCell>{t('admin.sessions.status')}</TableCell>
              <TableCell align="right" sx={NOT_ON_PHONES}>
                {t('admin.sessions.players')}
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{t('admin.sessions.startedAt')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('admin.sessions.createdAt')}</TableCell>
              <TableCell sx={NOT_ON_PHONES}>{t('admin.sessions.lifeCycle')}</TableCell>
              <TableCell padding="checkbox">
                <span className="visually-hidden">{t('admin.sessions.actions')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!sessions.data && (
              <TableRow>
                <TableCell colSpan={9} role={sessions.isError ? 'alert' : undefined}>
                  {t(loadingText(sessions.error))}
                </TableCell>
              </TableRow>
            )}
            {sessions.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>{t('admin.sessions.none')}</TableCell>
              </TableRow>
            )}
            {sessions.data?.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                scenarioTitle={titleOf(session.scenarioId)}
                formatDate={formatDate}
                onAction={act(session)}
              />
            ))}
          </TableBody>
        </Table>
      </Paper>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <SessionFormDialog
          session={dialog.kind === 'edit' ? dialog.session : undefined}
          onCancel={() => setDialog(undefined)}
          onSave={save}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.sessions.deleteTitle', { name: dialog.session.name })}
          confirmLabel={t('admin.sessions.deleteConfirm')}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => remove(dialog.session)}
        >
          {t('admin.sessions.deleteText', {
            name: dialog.session.name,
            code: formatJoinCode(dialog.session.id),
            count: dialog.session.playerCount,
          })}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'share' && (
        <ShareSessionDialog
          session={dialog.session}
          onClose={() => setDialog(undefined)}
          onShared={(session) => {
            setDialog(undefined);
            showNotice(t('admin.sessions.shared', { name: session.name }));
          }}
        />
      )}
      {dialog?.kind === 'joinLink' && (
        <JoinLinkDialog
          name={dialog.session.name}
          link={joinLink(readJoinBase(), dialog.session.id)}
          onClose={() => setDialog(undefined)}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </Container>
  );
}
