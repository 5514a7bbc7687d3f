import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@coulisses/shared/game/game.schema';
import { ScrollTable } from '../../../components/scroll-table';
import { stickyFirstColumn } from '../../../components/sticky-cells';
import { formatDuration } from '../../../lib/format-duration';
import { formatNumber } from '../../../lib/format-number';
import { useCurrentLanguage } from '../../../lib/i18n';
import { publicName } from '../../../lib/public-name';
import { leaderboardLines } from './leaderboard-rows';

/**
 * The session's leaderboard as the player sees it. Its figures stay on one line, and come
 * before the names, so a phone shows rank, score and time at once; a name wraps between
 * its words, and a long one scrolls sideways with the rank kept in view (docs/decisions/0010-tables-on-phones.md). Each
 * player by their one name, as on the show screen (docs/product.md#nicknames). Played in
 * teams, its rows are the teams, and the column says so.
 */
export function LeaderboardTable({
  board,
  label,
  teams = false,
}: {
  board: Leaderboard;
  label: string;
  teams?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <ScrollTable label={label}>
      <Table
        size="small"
        data-testid="leaderboard"
        aria-label={label}
        sx={(theme) => ({ '& td, & th': { whiteSpace: 'nowrap' }, ...stickyFirstColumn(theme) })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('game.leaderboard.rank')}</TableCell>
            <TableCell align="right">{t('game.leaderboard.score')}</TableCell>
            <TableCell align="right">{t('game.leaderboard.time')}</TableCell>
            <TableCell>{t(teams ? 'game.leaderboard.team' : 'game.leaderboard.player')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leaderboardLines(board).map((line) =>
            line.kind === 'gap' ? (
              // The ranks skipped between the top and the player's own row: the ranks
              // themselves say it to a screen reader.
              <TableRow key={`after-${line.after}`} aria-hidden="true" data-testid="leaderboard-gap">
                <TableCell colSpan={4}>…</TableCell>
              </TableRow>
            ) : (
              <TableRow key={line.row.rank} selected={line.row.you}>
                <TableCell>{line.row.rank}</TableCell>
                <TableCell align="right">{formatNumber(line.row.score, lang)}</TableCell>
                <TableCell align="right">
                  {line.row.finished ? formatDuration(line.row.elapsedSeconds) : '—'}
                </TableCell>
                {/* The name's cell wraps between words, so that a phone shows it whole. */}
                <TableCell sx={{ minWidth: '9em', '&&': { whiteSpace: 'normal' } }}>
                  {publicName(t, line.row.player, line.row.number)}
                  {line.row.you ? ` (${t('game.leaderboard.you')})` : ''}
                  {line.row.playing ? ` — ${t('game.leaderboard.playing')}` : ''}
                  {!line.row.finished && !line.row.playing ? ` — ${t('game.leaderboard.noAccusation')}` : ''}
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
