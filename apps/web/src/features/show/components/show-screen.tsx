import '@fontsource/cousine/700.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { htmlLang, isLanguage, type Language } from '@coulisses/shared/languages';
import { LanguageOptions } from '../../../components/language-options';
import { Logo } from '../../../components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCurrentLanguage } from '../../../lib/i18n';
import { adminSessionPath } from '../../../lib/paths';
import { useSessionMessages } from '../../../lib/admin-api/messages';
import { useScenarios } from '../../../lib/admin-api/scenarios';
import { useForgetAdminData } from '../../../hooks/admin/use-forget-admin-data';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useSessionLive } from '../../../hooks/admin/use-session-live';
import { LiveStatus } from '../../../components/admin/live-status';
import { LoadState } from '../../../components/admin/load-state';
import { SessionGone } from '../../../components/admin/session-gone';
import { SessionStatusChip } from '../../../components/admin/session-status-chip';
import { publicNames } from '../../../lib/public-name';
import { ShowLobby } from './show-lobby';
import { ShowPodium } from './show-podium';
import { ShowRunning } from './show-running';
import { roomStandings, teamStandings } from '@coulisses/shared/session/player-rank';

/**
 * /admin/sessions/:sessionId/join — the show for the projector (docs/product.md#show-screen).
 * It follows the session: the join code and the arrivals before the start, the room's
 * clock, the top ten and the broadcasts while it runs, the podium once it is finished.
 */
export function ShowScreen() {
  const { sessionId = '' } = useParams();
  return <Show key={sessionId} sessionId={sessionId} />;
}

function Show({ sessionId }: { sessionId: string }) {
  const { t: adminT } = useTranslation();
  useForgetAdminData();
  const { dashboard, gone, connection } = useSessionLive(sessionId);
  const fullscreen = useFullscreen();
  // The room's language, which the game master picks for the big screen alone.
  const adminLanguage = useCurrentLanguage();
  // Broadcasts only are shown: the game master's own words, in no language of the case.
  const messages = useSessionMessages(sessionId, adminLanguage);
  // The session's case, its title and cover shown to the room before the start.
  const scenarios = useScenarios();
  const [language, setLanguage] = useState<Language>(adminLanguage);
  const { t, i18n } = useTranslation(undefined, { lng: language });
  // Loaded first, then shown: a language not yet loaded would blank the screen while it loads.
  const pickLanguage = async (value: string) => {
    if (!isLanguage(value)) return;
    await i18n.loadLanguages(value).catch(() => undefined);
    setLanguage(value);
  };
  const players = dashboard.data?.players;
  // The players by their public names, and in a session played in teams each team by its
  // own (docs/product.md#teams).
  const names = useMemo(
    () =>
      new Map([
        ...publicNames(players ?? [], t),
        ...teamStandings(players ?? []).map((team) => [team.playerId, team.nickname ?? ''] as const),
      ]),
    [players, t],
  );
  useDocumentTitle(
    dashboard.data ? adminT('admin.join.pageTitle', { name: dashboard.data.session.name }) : undefined,
    adminT('admin.title'),
  );

  if (gone) return <SessionGone reason={gone} />;
  if (!dashboard.data) return <LoadState query={dashboard} />;

  const { session } = dashboard.data;
  // What the players' own leaderboard shows, and nothing more: no verdict's points before
  // it is out. Played in teams, the board ranks the teams: one row for each team's game.
  const ranked = roomStandings(dashboard.data.players, session.teamSize !== null);
  const started = session.startedAt !== null && session.status !== 'open' && session.status !== 'draft';
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        // A projector's screen holds the whole show without scrolling; a phone's scrolls.
        height: { md: '100dvh' },
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: 'radial-gradient(ellipse at top, rgba(163, 29, 44, 0.35), transparent 60%)',
        overflowX: 'hidden',
      }}
    >
      {/* The type grows with a screen larger than 1080 pixels high, as it would on a 4K projector. */}
      <GlobalStyles styles={{ html: { fontSize: 'max(100%, 1.48vmin)' } }} />
      <SkipLink />
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          px: { xs: 2, md: 4 },
          py: 1.5,
        }}
      >
        <Logo size={44} title={adminT('app.name')} />
        <Typography
          variant="h4"
          component="h1"
          // Its words wrap beside the controls rather than push them to a line of their own.
          sx={{
            flex: '1 1 0',
            minWidth: 'min(12rem, 100%)',
            fontSize: 'clamp(1.25rem, 2vw, 2.125rem)',
            overflowWrap: 'anywhere',
          }}
        >
          {session.name}
        </Typography>
        <SessionStatusChip status={session.status} size="medium" />
        <LiveStatus connection={connection} />
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          label={adminT('admin.show.language')}
          // Its label whole on a 4K screen too, where the type grows and the paddings do not.
          sx={{ minWidth: '10rem' }}
          value={language}
          onChange={(event) => void pickLanguage(event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          <LanguageOptions />
        </TextField>
        <Button component={RouterLink} to={adminSessionPath(session.id)} color="inherit">
          {adminT('admin.join.back')}
        </Button>
        {fullscreen.supported && (
          <Button
            variant="outlined"
            aria-pressed={fullscreen.active}
            onClick={() => void fullscreen.toggle()}
          >
            {adminT('admin.join.fullScreen')}
          </Button>
        )}
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        lang={htmlLang(language)}
        data-testid={`show-phase-${session.status === 'finished' ? 'podium' : started ? 'running' : 'lobby'}`}
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        {session.status === 'finished' ? (
          <ShowPodium players={ranked} names={names} t={t} lang={language} />
        ) : started ? (
          <ShowRunning
            session={session}
            players={ranked}
            names={names}
            messages={messages.data}
            t={t}
            lang={language}
          />
        ) : (
          <ShowLobby
            session={session}
            scenario={scenarios.data?.find((scenario) => scenario.id === session.scenarioId)}
            lang={language}
            players={dashboard.data.players}
            names={names}
            settled={!dashboard.isFetching}
            t={t}
          />
        )}
      </Box>
    </Box>
  );
}
