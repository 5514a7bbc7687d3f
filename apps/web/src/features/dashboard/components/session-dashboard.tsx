import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { AlertsControl } from '../alerts/alerts-control';
import { useAlertSettings } from '../alerts/use-alert-settings';
import { usePlayerAlerts } from '../alerts/use-player-alerts';
import { useSignedInAdmin } from '../../../lib/admin-api/admins';
import { sessionAccess } from '../../../hooks/admin/use-session-access';
import { useSessionLive } from '../../../hooks/admin/use-session-live';
import { NoticeSnackbar, useNotice } from '../../../components/notice-snackbar';
import { DashboardHeader } from './dashboard-header';
import { LoadState } from '../../../components/admin/load-state';
import { MessageForm, type RecipientPreset } from './message-form';
import { MessagesLog } from './messages-log';
import { CaseHintsDialog } from './case-hints-dialog';
import { nameIn, teamsOf } from './format';
import { PlayerPathDialog } from './player-path-dialog';
import { PlayersTable } from './players-table';
import { ResultsPanel } from './results-panel';
import { TeamsPanel } from './teams-panel';
import { SessionGone } from '../../../components/admin/session-gone';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicNames } from '../../../hooks/use-public-names';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';

const TABS = ['players', 'teams', 'messages', 'results'] as const;
type TabName = (typeof TABS)[number];

/** Before the dashboard is read: one empty list, so that the names are not worked out again. */
const NO_PLAYERS: PlayerProgress[] = [];

/**
 * What a hidden tab shows is not drawn again while it stays hidden: a session of 2,000 players
 * changes many times a second, and the results' table and the message form's recipients
 * would each be drawn anew every time, in no one's sight, before the players' row could be.
 * Shown again, it is drawn with what is new; its own state (a message being written) lives on.
 */
const HeldWhileHidden = memo(
  function HeldWhileHidden({ children }: { hidden: boolean; children: ReactNode }) {
    return children;
  },
  (before, after) => before.hidden && after.hidden,
);

/** A tab's panel stays mounted while hidden: a message being written survives a look at the players. */
function TabPanel({ name, current, children }: { name: TabName; current: TabName; children: ReactNode }) {
  const hidden = name !== current;
  return (
    <Box
      role="tabpanel"
      id={`dashboard-panel-${name}`}
      aria-labelledby={`dashboard-tab-${name}`}
      hidden={hidden}
      sx={{ pt: 2 }}
    >
      <HeldWhileHidden hidden={hidden}>{children}</HeldWhileHidden>
    </Box>
  );
}

/** /admin/sessions/:sessionId — one session's live dashboard (docs/product.md#dashboard). */
export function SessionDashboard() {
  const { sessionId = '' } = useParams();
  // Another session is another page: nothing of the previous one is kept.
  return <Dashboard key={sessionId} sessionId={sessionId} />;
}

function Dashboard({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const { dashboard, gone, connection } = useSessionLive(sessionId);
  const [tab, setTab] = useState<TabName>('players');
  const [pathOf, setPathOf] = useState<string | undefined>();
  const [helpOf, setHelpOf] = useState<string | undefined>();
  const [preset, setPreset] = useState<RecipientPreset | undefined>();
  const { notice, showNotice, closeNotice } = useNotice();
  const { data: me } = useSignedInAdmin();
  useDocumentTitle(dashboard.data?.session.name, t('admin.title'));
  const alerts = useAlertSettings();
  // docs/product.md#nicknames: each player by the one name every screen gives them.
  const names = usePublicNames(dashboard.data?.players ?? NO_PLAYERS);
  usePlayerAlerts(dashboard.data?.players, names, alerts.settings, dashboard.data?.session.name ?? '');

  if (gone) return <SessionGone reason={gone} />;
  if (!dashboard.data) return <LoadState query={dashboard} />;

  const { session, players } = dashboard.data;
  const pathPlayer = players.find((player) => player.playerId === pathOf);
  const helpPlayer = players.find((player) => player.playerId === helpOf);
  // Another game master's session is followed here, not run (docs/product.md#session-owners).
  const access = sessionAccess(session, me);
  const { canRun } = access;

  const messagePlayer = (playerId: string) => {
    setPathOf(undefined);
    setTab('messages');
    setPreset({ playerId, at: Date.now() });
  };

  const caseHintSent = (sent: { number: number; lockTitle: string }, player: PlayerProgress) =>
    showNotice(
      t('admin.caseHints.sent', { number: sent.number, title: sent.lockTitle, name: nameIn(names, player) }),
    );

  const messageSent = (message: Message) => {
    const mail = players.find((player) => player.playerId === message.playerId)?.mail;
    const team = teamsOf(players).find((each) => each.id === message.teamId);
    const key = message.kind === 'hint' ? 'hintSent' : 'messageSent';
    if (team) showNotice(t(`admin.messages.${key}ToTeam`, { name: team.name }));
    else
      showNotice(mail ? t(`admin.messages.${key}ToPlayer`, { mail }) : t(`admin.messages.${key}ToEveryone`));
  };

  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="xl" sx={{ py: 3 }}>
      <DashboardHeader session={session} connection={connection} access={access} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          aria-label={t('admin.dashboard.sections')}
          variant="scrollable"
          allowScrollButtonsMobile
          textColor="secondary"
          indicatorColor="secondary"
        >
          {TABS.filter((name) => name !== 'teams' || session.teamSize !== null).map((name) => (
            <Tab
              key={name}
              value={name}
              id={`dashboard-tab-${name}`}
              aria-controls={`dashboard-panel-${name}`}
              label={t(`admin.dashboard.tabs.${name}`, { total: players.length })}
            />
          ))}
        </Tabs>
      </Box>
      <TabPanel name="players" current={tab}>
        <Box sx={{ mb: 2 }}>
          <AlertsControl alerts={alerts} />
        </Box>
        <PlayersTable
          players={players}
          inTeams={session.teamSize !== null}
          onOpenPath={setPathOf}
          onHelp={canRun ? setHelpOf : undefined}
        />
      </TabPanel>
      {session.teamSize !== null && (
        <TabPanel name="teams" current={tab}>
          <TeamsPanel sessionId={session.id} players={players} canRun={canRun} />
        </TabPanel>
      )}
      <TabPanel name="messages" current={tab}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <Paper sx={{ p: { xs: 2, sm: 3 }, alignSelf: 'start' }}>
            {canRun ? (
              <MessageForm sessionId={session.id} players={players} preset={preset} onSent={messageSent} />
            ) : (
              access.known && <Typography color="text.secondary">{t('admin.messages.readOnly')}</Typography>
            )}
          </Paper>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <MessagesLog sessionId={session.id} players={players} />
          </Paper>
        </Box>
      </TabPanel>
      <TabPanel name="results" current={tab}>
        <ResultsPanel
          sessionId={session.id}
          players={players}
          inTeams={session.teamSize !== null}
          onExported={(fileName) => showNotice(t('admin.results.exported', { fileName }))}
        />
      </TabPanel>
      {pathPlayer && (
        <PlayerPathDialog
          sessionId={session.id}
          player={pathPlayer}
          name={nameIn(names, pathPlayer)}
          canRun={canRun}
          onClose={() => setPathOf(undefined)}
          onMessage={messagePlayer}
          // Opened from the path, the hints come over it: closing them goes back to the path.
          onHelp={setHelpOf}
          selfPaced={session.pacing === 'selfPaced'}
          onNotice={(text, removed) => {
            if (removed) setPathOf(undefined);
            showNotice(text);
          }}
        />
      )}
      {helpPlayer && (
        <CaseHintsDialog
          sessionId={session.id}
          player={helpPlayer}
          name={nameIn(names, helpPlayer)}
          canRun={canRun}
          onClose={() => setHelpOf(undefined)}
          onSent={caseHintSent}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </Container>
  );
}
