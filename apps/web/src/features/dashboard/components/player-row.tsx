import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STUCK_AFTER_MINUTES,
  UNOPENED_AFTER_MINUTES,
  type PlayerProgress,
} from '@coulisses/shared/session/dashboard.schema';
import { formatTime } from '../../../lib/date-time';
import { formatTimeAmount } from '../../../lib/format-duration';
import { formatNumber } from '../../../lib/format-number';
import { useCurrentLanguage } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';
import { CellCaption, NameWithCaption } from './name-cell';

/**
 * The player's cell, the column a phone keeps in view (docs/decisions/0010-tables-on-phones.md):
 * on a phone it leaves the other columns room beside it, each of its lines ending in an
 * ellipsis rather than breaking a mail; the whole mail is in the player's path, and read out.
 */
const NAME_LINES = {
  maxWidth: { xs: '10.5rem', sm: 'none' },
  '& > *': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

/** A dash for what a row has not (a rank, a time left), said in words to a screen reader. */
function Nothing({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{words}</span>
    </>
  );
}

/**
 * One player's row of the dashboard (docs/product.md#dashboard). Drawn again only when what it
 * shows changes — its player's row read anew, or a time it shows moving on — not when any other
 * of the session's 2,000 rows does: its props are that row and the words worked out for it.
 */
export const PlayerRow = memo(function PlayerRow({
  player,
  name,
  rank,
  stuck,
  unopened,
  throttled,
  since,
  timeLeft,
  showTeam,
  onOpenPath,
  onHelp,
}: {
  player: PlayerProgress;
  /** Their one name: their nickname, or "Investigator n" (docs/product.md#nicknames). */
  name: string;
  /** Their place, or their team's; null: in no team of a session played in teams. */
  rank: number | null;
  stuck: boolean;
  /** Not opened their game while the room's clock runs (docs/product.md#alerts). */
  unopened: boolean;
  throttled: boolean;
  /** How long since their last progress, in words; null before they started. */
  since: string | null;
  /** Their time left, in words; null before they started. */
  timeLeft: string | null;
  /** Their team named under their name: the rows are not grouped by team. */
  showTeam: boolean;
  onOpenPath: (playerId: string) => void;
  onHelp?: (playerId: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const throttledText = player.throttledUntil
    ? t('admin.dashboard.throttledUntil', {
        time: formatTime(player.throttledUntil, lang, { seconds: true }),
      })
    : '';
  const helpable = player.status === 'playing' || player.status === 'paused' || unopened;
  return (
    <TableRow
      data-testid={`player-row-${player.playerId}`}
      data-stuck={stuck || undefined}
      sx={
        stuck
          ? (theme) => ({
              bgcolor: alpha(theme.palette.warning.main, 0.14),
              boxShadow: `inset 4px 0 0 ${theme.palette.warning.main}`,
            })
          : undefined
      }
    >
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={NAME_LINES}>
          {/* docs/product.md#nicknames: the name the room knows them by, the mail to tell who it is. */}
          <NameWithCaption name={name} caption={player.mail} testId="player-name" />
          {player.team && showTeam && (
            <CellCaption testId="player-team">
              {t('admin.teams.teamOf', { name: player.team.name })}
            </CellCaption>
          )}
        </Box>
      </TableCell>
      <TableCell align="right" data-testid="rank">
        {rank ?? <Nothing words={t('admin.dashboard.noRank')} />}
      </TableCell>
      <TableCell>{languageName(player.lang, lang, { capitalised: true })}</TableCell>
      <TableCell align="right" data-testid="folders">
        {player.foldersOpened}/{player.folderCount}
      </TableCell>
      <TableCell align="right" data-testid="locks">
        {player.locksSolved}/{player.lockCount}
      </TableCell>
      <TableCell align="right" data-testid="wrong">
        {player.wrongAttempts}
      </TableCell>
      <TableCell align="right">{player.hintsTaken}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatTimeAmount(player.penaltySeconds, lang)}
      </TableCell>
      <TableCell align="right" data-testid="time-left" sx={{ whiteSpace: 'nowrap' }}>
        {timeLeft ?? <Nothing words={t('admin.dashboard.notStarted')} />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {player.lastProgressAt && since ? (
          <time dateTime={player.lastProgressAt}>{since}</time>
        ) : (
          t('admin.dashboard.notStarted')
        )}
      </TableCell>
      <TableCell align="right" data-testid="score" sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(player.score, lang)}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
          {t(`admin.dashboard.playerStatus.${player.status}`)}
          {stuck && (
            <Chip
              size="small"
              color="warning"
              data-testid="stuck"
              label={t(unopened ? 'admin.dashboard.notOpened' : 'admin.dashboard.stuck')}
              title={
                unopened
                  ? t('admin.dashboard.notOpenedHint', { count: UNOPENED_AFTER_MINUTES })
                  : t('admin.dashboard.stuckHint', { count: STUCK_AFTER_MINUTES })
              }
            />
          )}
          {throttled && player.throttledUntil && (
            <Chip
              size="small"
              color="error"
              data-testid="throttled"
              label={
                <>
                  {t('admin.dashboard.throttled')}
                  {/* Until when, for every reader: the title reaches a mouse only. */}
                  <span className="visually-hidden">
                    {' — '}
                    {throttledText}
                  </span>
                </>
              }
              title={throttledText}
            />
          )}
        </Box>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => onOpenPath(player.playerId)}>
            {t('admin.dashboard.showPath')}
            <span className="visually-hidden"> — {player.mail}</span>
          </Button>
          {onHelp && helpable && (
            <Button
              size="small"
              variant={stuck ? 'contained' : 'outlined'}
              color={stuck ? 'warning' : 'secondary'}
              data-testid="row-hints"
              onClick={() => onHelp(player.playerId)}
            >
              {t('admin.caseHints.open')}
              <span className="visually-hidden"> — {player.mail}</span>
            </Button>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
});
