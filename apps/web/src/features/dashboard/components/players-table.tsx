import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { ScrollTable } from '../../../components/scroll-table';
import { stickyFirstColumn } from '../../../components/sticky-cells';
import { useNow } from '../../../hooks/use-now';
import { isStuck, isThrottled, isUnopened, needsAttention } from '../alerts/player-alerts';
import { usePublicNames } from '../../../hooks/use-public-names';
import { formatSince, formatTimeLeft, nameIn } from './format';
import { PlayerRow } from './player-row';
import {
  COLUMNS,
  rankedPlayers,
  SORTS,
  sortRows,
  teamGroups,
  timeLeftSeconds,
  type Direction,
  type Ranked,
  type SortKey,
} from './players-table-model';

/**
 * docs/product.md#dashboard: one row per player, ranked as the server ranks them, sortable by
 * column; in a session played in teams, grouped under each team's name (or not, at a switch).
 * A playing player without progress for STUCK_AFTER_MINUTES is marked — a coloured row
 * and the word "stuck", never the colour alone — and so is a room's player who has not
 * opened their game UNOPENED_AFTER_MINUTES after the start (docs/product.md#alerts). The
 * times refresh every few seconds. The player's name is the first column, the one a phone
 * keeps in view.
 */
export function PlayersTable({
  players,
  inTeams = false,
  onOpenPath,
  onHelp,
}: {
  players: PlayerProgress[];
  /** A session played in teams: the rows may be grouped by team. */
  inTeams?: boolean;
  onOpenPath: (playerId: string) => void;
  /** Opens the case's hints for a player: given only to a game master who runs the session. */
  onHelp?: (playerId: string) => void;
}) {
  const { t } = useTranslation();
  const now = useNow(5_000);
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'rank', direction: 'asc' });
  const lang = useCurrentLanguage();

  // docs/product.md#nicknames: each player by the name the show screen gives them, the mail under it.
  const names = usePublicNames(players);
  const rows = sortRows(rankedPlayers(players, inTeams, names), sort.key, sort.direction, now);
  const stuckPlayers = players.filter((player) => isStuck(player, now));
  const stuck = stuckPlayers.length;
  // docs/product.md#alerts: only the players who need the game master now, on demand.
  const [attentionOnly, setAttentionOnly] = useState(false);
  const attention = players.filter((player) => needsAttention(player, now)).length;
  const shown = attentionOnly ? rows.filter(({ player }) => needsAttention(player, now)) : rows;
  // docs/product.md#dashboard: in teams, each team's members under its name, the teams in their rank's order.
  const [grouped, setGrouped] = useState(true);
  const byTeam = inTeams && grouped;
  const groups = byTeam ? teamGroups(players, shown) : [];

  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: SORTS[key].first },
    );

  /**
   * A player's row, with what it shows worked out here: a row is drawn again only when that
   * changes, not at every look at the time nor at every other row's news.
   */
  const playerRow = ({ player, rank, name }: Ranked) => {
    const left = timeLeftSeconds(player, now);
    return (
      <PlayerRow
        key={player.playerId}
        player={player}
        name={name}
        rank={rank}
        stuck={isStuck(player, now)}
        unopened={isUnopened(player)}
        throttled={isThrottled(player, now)}
        since={player.lastProgressAt ? formatSince(player.lastProgressAt, now, lang) : null}
        timeLeft={left === null ? null : formatTimeLeft(left, lang)}
        showTeam={!byTeam}
        onOpenPath={onOpenPath}
        onHelp={onHelp}
      />
    );
  };

  if (players.length === 0) {
    return <Typography color="text.secondary">{t('admin.dashboard.noPlayers')}</Typography>;
  }
  return (
    <>
      <Typography role="status" sx={{ mb: stuck > 0 ? 1 : 0, color: 'warning.main', fontWeight: 600 }}>
        {stuck > 0 ? t('admin.dashboard.stuckCount', { count: stuck }) : ''}
      </Typography>
      {stuck > 0 && onHelp && (
        // docs/product.md#case-hints: who is stuck, and a hint of the case one click away.
        <Box
          component="ul"
          aria-label={t('admin.dashboard.stuckList')}
          data-testid="stuck-banner"
          sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {stuckPlayers.map((player) => (
            <li key={player.playerId}>
              <Button
                size="small"
                variant="outlined"
                color="warning"
                onClick={() => onHelp(player.playerId)}
                sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
              >
                {t('admin.caseHints.helpPlayer', { name: nameIn(names, player) })}
              </Button>
            </li>
          ))}
        </Box>
      )}
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            color="warning"
            checked={attentionOnly}
            onChange={(event) => setAttentionOnly(event.target.checked)}
          />
        }
        label={t('admin.dashboard.attentionOnly', { total: attention })}
      />
      {inTeams && (
        <FormControlLabel
          sx={{ mb: 1 }}
          control={<Switch checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />}
          label={t('admin.dashboard.byTeam')}
        />
      )}
      {attentionOnly && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('admin.dashboard.noAttention')}
        </Typography>
      )}
      <Paper>
        <ScrollTable label={t('admin.dashboard.playersTable')}>
          <Table
            size="small"
            aria-label={t('admin.dashboard.playersTable')}
            sx={(theme) => {
              const stuckTint = alpha(theme.palette.warning.main, 0.14);
              return {
                minWidth: 900,
                '& .MuiTableCell-root': { px: 1 },
                ...stickyFirstColumn(theme),
                // The kept name cell carries the stuck row's tint and stripe, which it covers.
                '& tr[data-stuck] > :first-of-type': {
                  backgroundImage: `linear-gradient(${stuckTint}, ${stuckTint}), var(--Paper-overlay, none)`,
                  boxShadow: `inset 4px 0 0 ${theme.palette.warning.main}`,
                },
              };
            }}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map(({ key, numeric }) => {
                  const label = t(`admin.dashboard.columns.${key}`);
                  const sortable = key in SORTS;
                  const active = sort.key === key;
                  return (
                    <TableCell
                      key={key}
                      align={numeric ? 'right' : 'left'}
                      sortDirection={active ? sort.direction : false}
                      sx={{ lineHeight: 1.2 }}
                    >
                      {sortable ? (
                        <TableSortLabel
                          active={active}
                          direction={active ? sort.direction : SORTS[key as SortKey].first}
                          onClick={() => sortBy(key as SortKey)}
                        >
                          {label}
                        </TableSortLabel>
                      ) : (
                        label
                      )}
                    </TableCell>
                  );
                })}
                <TableCell>
                  <span className="visually-hidden">{t('admin.dashboard.columns.path')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            {byTeam ? (
              groups.map((group) => (
                <TableBody key={group.id ?? ''} data-testid={`team-group-${group.id ?? 'none'}`}>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      colSpan={COLUMNS.length + 1}
                      // Not the sticky first column: the whole row is the cell. Its words stay in view.
                      sx={{
                        '&&&': { position: 'static', boxShadow: 'none', bgcolor: 'action.hover' },
                        fontWeight: 600,
                      }}
                    >
                      <Box
                        component="span"
                        sx={{
                          position: 'sticky',
                          insetInlineStart: 8,
                          display: 'inline-block',
                          maxWidth: '85vw',
                        }}
                      >
                        {group.id === null
                          ? t('admin.dashboard.noTeamGroup', { count: group.members })
                          : t('admin.dashboard.teamGroup', {
                              name: group.name,
                              rank: group.rank,
                              count: group.members,
                            })}
                      </Box>
                    </TableCell>
                  </TableRow>
                  {group.rows.map(playerRow)}
                </TableBody>
              ))
            ) : (
              <TableBody>{shown.map(playerRow)}</TableBody>
            )}
          </Table>
        </ScrollTable>
      </Paper>
    </>
  );
}
