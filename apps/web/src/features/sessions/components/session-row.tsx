import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import type { Session } from '@coulisses/shared/session/session.schema';
import { adminSessionPath } from '../../../lib/paths';
import { useSessionAccess } from '../../../hooks/admin/use-session-access';
import { SessionActionsMenu, type SessionMenuAction } from './session-actions-menu';
import { SessionControls } from '../../../components/admin/session-controls';
import { SessionStatusChip } from '../../../components/admin/session-status-chip';

/** Columns a phone leaves out: the dashboard shows them all, life-cycle buttons included. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
export const NOT_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Another game master's session: followed, not run (docs/product.md#session-owners). */
export function ReadOnlyNote({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`read-only-${session.id}`}>
      {t('admin.sessions.readOnly', { owner: session.ownerName ?? t('admin.sessions.accountsOwner') })}
    </Typography>
  );
}

/** One session of the sessions page, with its life cycle and its actions. */
export function SessionRow({
  session,
  scenarioTitle,
  formatDate,
  onAction,
}: {
  session: Session;
  scenarioTitle: string;
  formatDate: (iso: string) => string;
  onAction: (action: SessionMenuAction) => void;
}) {
  const { t } = useTranslation();
  const access = useSessionAccess(session);
  return (
    <TableRow data-testid={`session-${session.id}`}>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
        {formatJoinCode(session.id)}
      </TableCell>
      <TableCell>
        {/* The way into the session: its dashboard. */}
        <Link component={RouterLink} to={adminSessionPath(session.id)} sx={{ fontWeight: 600 }}>
          {session.name}
        </Link>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{scenarioTitle}</TableCell>
      <TableCell>
        <SessionStatusChip status={session.status} />
      </TableCell>
      <TableCell align="right" sx={NOT_ON_PHONES}>
        {session.playerCount}
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
        {session.startedAt ? formatDate(session.startedAt) : t('admin.sessions.notStarted')}
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDate(session.createdAt)}</TableCell>
      <TableCell sx={NOT_ON_PHONES}>
        {access.canRun && <SessionControls session={session} compact />}
        {access.known && !access.canRun && <ReadOnlyNote session={session} />}
      </TableCell>
      <TableCell padding="checkbox">
        <SessionActionsMenu session={session} access={access} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}
