import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { htmlLang } from '@coulisses/shared/languages';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import type { CreateSession, Session } from '@coulisses/shared/session/session.schema';
import { readJoinBase } from '../../../lib/config';
import { currentLanguage } from '../../../lib/i18n';
import { joinLink, paths } from '../../../lib/paths';
import { LanguageSelect } from '../../../components/language-select';
import { Logo } from '../../../components/logo';
import { readApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { logout } from '../../auth/auth';
import { createSession, listSessions, replaceSession } from '../api/sessions';
import { PlayersPanel } from './players-panel';
import { SessionFormDialog } from './session-form-dialog';

/**
 * The session's name for assistive technology, after the visible label: "Edit — Friday
 * night" tells a screen reader which row, and voice control still matches "Edit".
 */
function SessionName({ name }: { name: string }) {
  return <span className="visually-hidden"> — {name}</span>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; session: Session } | undefined;

/** The admin area (spec §2): the sessions, their join codes and their players. */
export function AdminScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const [sessions, setSessions] = useState<Session[] | undefined>();
  const [selected, setSelected] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing>();
  const [copied, setCopied] = useState<string | undefined>();

  const copyJoinLink = async (sessionId: string) => {
    try {
      await navigator.clipboard.writeText(joinLink(readJoinBase(), sessionId));
      setCopied(sessionId);
      setTimeout(() => setCopied(undefined), 2000);
    } catch {
      // No clipboard outside a secure context: the players panel shows the link to copy by hand.
      setSelected(sessionId);
    }
  };

  const reload = useCallback(async () => {
    try {
      setSessions(await listSessions());
    } catch (error) {
      // A 401 already brought the login dialog back (lib/api-client).
      if ((await readApiError(error))?.key !== 'BAD_CREDENTIALS') showError(t('admin.loadFailed'));
    }
  }, [showError, t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (values: CreateSession) => {
    try {
      if (editing?.mode === 'edit') await replaceSession({ ...editing.session, ...values });
      else setSelected((await createSession(values)).id);
      setEditing(undefined);
      await reload();
    } catch {
      showError(t('admin.saveFailed'));
    }
  };

  const signOut = () => {
    logout();
    void navigate(paths.game);
  };

  const date = new Intl.DateTimeFormat(htmlLang(currentLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const current = sessions?.find((session) => session.id === selected);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Logo size={36} title={t('app.name')} />
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {t('admin.title')}
          </Typography>
          <LanguageSelect />
          <Button color="inherit" onClick={signOut}>
            {t('admin.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
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
          <Typography variant="h4" component="h1">
            {t('admin.sessions.title')}
          </Typography>
          <Button variant="contained" onClick={() => setEditing({ mode: 'create' })}>
            {t('admin.sessions.create')}
          </Button>
        </Box>
        <Paper sx={{ overflowX: 'auto' }}>
          <Table aria-label={t('admin.sessions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.sessions.code')}</TableCell>
                <TableCell>{t('admin.sessions.name')}</TableCell>
                <TableCell>{t('admin.sessions.status')}</TableCell>
                <TableCell align="right">{t('admin.sessions.players')}</TableCell>
                <TableCell>{t('admin.sessions.createdAt')}</TableCell>
                <TableCell>
                  <span className="visually-hidden">{t('admin.sessions.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('admin.sessions.none')}</TableCell>
                </TableRow>
              )}
              {sessions?.map((session) => (
                <TableRow
                  key={session.id}
                  selected={session.id === selected}
                  data-testid={`session-${session.id}`}
                >
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
                    {formatJoinCode(session.id)}
                  </TableCell>
                  <TableCell>{session.name}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`admin.status.${session.status}`)}
                      color={session.status === 'open' ? 'secondary' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">{session.playerCount}</TableCell>
                  <TableCell>{date.format(new Date(session.createdAt))}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setSelected(session.id)}>
                      {t('admin.sessions.showPlayers')}
                      <SessionName name={session.name} />
                    </Button>
                    <Button size="small" onClick={() => setEditing({ mode: 'edit', session })}>
                      {t('admin.sessions.edit')}
                      <SessionName name={session.name} />
                    </Button>
                    <Button size="small" onClick={() => void copyJoinLink(session.id)}>
                      {t(copied === session.id ? 'admin.sessions.copied' : 'admin.sessions.copyLink')}
                      <SessionName name={session.name} />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <span role="status" className="visually-hidden">
          {copied ? t('admin.sessions.copied') : ''}
        </span>
        {current && <PlayersPanel session={current} />}
      </Container>
      {editing && (
        <SessionFormDialog
          session={editing.mode === 'edit' ? editing.session : undefined}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </Box>
  );
}
