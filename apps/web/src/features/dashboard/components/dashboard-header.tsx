import '@fontsource/cousine/700.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import type { Session } from '@coulisses/shared/session/session.schema';
import { adminJoinPath, paths } from '../../../lib/paths';
import { useCountdown } from '../../../hooks/use-countdown';
import type { Connection } from '../../../hooks/admin/use-session-live';
import type { SessionAccess } from '../../../hooks/admin/use-session-access';
import { SessionControls } from '../../../components/admin/session-controls';
import { SessionStatusChip } from '../../../components/admin/session-status-chip';
import { formatDuration } from '../../../lib/format-duration';
import { LiveStatus } from '../../../components/admin/live-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minHeight: 32, display: 'flex', alignItems: 'center' }}>
        {children}
      </Box>
    </Box>
  );
}

/** Where the solution stands (docs/decisions/0015-nothing-learned-while-anyone-plays.md). */
function solutionState(session: Session): 'released' | 'sealed' | 'eachFinisher' {
  if (session.debriefReleasedAt || session.status === 'finished') return 'released';
  return session.debriefRelease === 'playerFinish' ? 'eachFinisher' : 'sealed';
}

/** The session at a glance (docs/product.md#dashboard): name, code, status, clock, its controls and links. */
export function DashboardHeader({
  session,
  connection,
  access: { canRun, known },
}: {
  session: Session;
  connection: Connection;
  /** What the signed-in admin may do with it, as the dashboard worked it out. */
  access: SessionAccess;
}) {
  const { t } = useTranslation();
  const remaining = useCountdown(session.clock);
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={paths.admin} underline="hover">
        {t('admin.dashboard.backToSessions')}
      </Link>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', mt: 1 }}>
          {session.name}
        </Typography>
        <LiveStatus connection={connection} />
      </Box>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 1.5 }}>
        <Fact label={t('admin.sessions.code')}>
          <Typography sx={{ fontFamily: '"Cousine", monospace', fontSize: '1.25rem', fontWeight: 700 }}>
            {formatJoinCode(session.id)}
          </Typography>
        </Fact>
        <Fact label={t('admin.sessions.status')}>
          <SessionStatusChip status={session.status} />
        </Fact>
        <Fact label={t('admin.dashboard.pacing')}>
          <Typography data-testid="session-pacing">
            {t(`admin.dashboard.pacings.${session.pacing}`)}
          </Typography>
        </Fact>
        <Fact label={t('admin.dashboard.timeLeft')}>
          <Typography
            role="timer"
            data-testid="session-time-left"
            sx={{ fontFamily: '"Cousine", monospace', fontSize: '1.25rem', fontWeight: 700 }}
          >
            {formatDuration(remaining)}
          </Typography>
        </Fact>
        <Fact label={t('admin.dashboard.solution')}>
          <Typography data-testid="session-solution">
            {t(`admin.dashboard.solutionState.${solutionState(session)}`)}
          </Typography>
        </Fact>
      </Box>
      {known && !canRun && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="session-read-only">
          {t('admin.dashboard.readOnly', {
            owner: session.ownerName ?? t('admin.sessions.accountsOwner'),
          })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {canRun && <SessionControls session={session} />}
        <Button component={RouterLink} to={adminJoinPath(session.id)} variant="outlined">
          {t('admin.dashboard.joinScreen')}
        </Button>
      </Box>
    </Box>
  );
}
