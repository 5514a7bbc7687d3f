import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { useCurrentLanguage } from '../../../../lib/i18n';
import { STUCK_AFTER_MINUTES, type PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { teamStandings } from '@coulisses/shared/session/player-rank';
import { ScrollTable } from '../../../../components/scroll-table';
import { stickyFirstColumn } from '../../../../components/sticky-cells';
import { useNow } from '../../hooks/use-now';
import { formatTimeAmount } from '../../../../lib/format-duration';
import { formatNumber } from '../../../../lib/format-number';
import { formatTime } from '../../../../lib/date-time';
import { isStuck, isThrottled, needsAttention } from '../../alerts/player-alerts';
import { formatSince, playerName } from './format';
import { CellCaption, NameWithCaption } from './name-cell';

type SortKey =
  'rank' | 'mail' | 'folders' | 'locks' | 'wrong' | 'hints' | 'penalties' | 'lastProgress' | 'score';
type Direction = 'asc' | 'desc';
type Ranked = { player: PlayerProgress; rank: number };

/** What each sortable column compares, and the way a first click sorts it. */
const SORTS: Record<SortKey, { value: (row: Ranked) => number | string; first: Direction }> = {
  rank: { value: (row) => row.rank, first: 'asc' },
  mail: { value: (row) => playerName(row.player).toLowerCase(), first: 'asc' },
  folders: { value: (row) => row.player.foldersOpened, first: 'desc' },
  locks: { value: (row) => row.player.locksSolved, first: 'desc' },
  wrong: { value: (row) => row.player.wrongAttempts, first: 'desc' },
  hints: { value: (row) => row.player.hintsTaken, first: 'desc' },
  penalties: { value: (row) => row.player.penaltySeconds, first: 'desc' },
  // Oldest progress first: who may be stuck comes up.
  lastProgress: {
    value: (row) => (row.player.lastProgressAt ? Date.parse(row.player.lastProgressAt) : Infinity),
    first: 'asc',
  },
  score: { value: (row) => row.player.score, first: 'desc' },
};

const COLUMNS: { key: SortKey | 'lang' | 'status'; numeric?: boolean }[] = [
  { key: 'rank', numeric: true },
  { key: 'mail' },
  { key: 'lang' },
  { key: 'folders', numeric: true },
  { key: 'locks', numeric: true },
  { key: 'wrong', numeric: true },
  { key: 'hints', numeric: true },
  { key: 'penalties', numeric: true },
  { key: 'lastProgress' },
  { key: 'score', numeric: true },
  { key: 'status' },
];

function sortRows(rows: Ranked[], key: SortKey, direction: Direction): Ranked[] {
  const { value } = SORTS[key];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    return sign * order || a.rank - b.rank;
  });
}

/** A team's rows under its name: `id` null for the players in none, who come last. */
interface TeamGroup {
  id: string | null;
  name: string;
  rank: number;
  /** How many players it has, shown or not. */
  members: number;
  rows: Ranked[];
}

/** The shown rows by team, in the teams' rank's order (the show screen's and the results'), each in the table's sort. */
function teamGroups(players: PlayerProgress[], shown: Ranked[]): TeamGroup[] {
  const byTeam = new Map<string | null, { members: number; rows: Ranked[] }>();
  const groupOf = (player: PlayerProgress) => {
    const key = player.team?.id ?? null;
    let group = byTeam.get(key);
    if (!group) {
      group = { members: 0, rows: [] };
      byTeam.set(key, group);
    }
    return group;
  };
  for (const player of players) groupOf(player).members += 1;
  for (const row of shown) groupOf(row.player).rows.push(row);
  const teams: TeamGroup[] = teamStandings(players).map((team, index) => ({
    id: team.playerId,
    name: team.nickname ?? '',
    rank: index + 1,
    ...(byTeam.get(team.playerId) ?? { members: 0, rows: [] }),
  }));
  const none = byTeam.get(null);
  return [...teams, ...(none ? [{ id: null, name: '', rank: 0, ...none }] : [])].filter(
    (group) => group.rows.length > 0,
  );
}

/**
 * docs/product.md#dashboard: one row per player, ranked as the server ranks them, sortable by
 * column; in a session played in teams, grouped under each team's name (or not, at a switch).
 * A playing player without progress for STUCK_AFTER_MINUTES is marked — a coloured row
 * and the word "stuck", never the colour alone. The times refresh every few seconds.
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

  const ranked = players.map((player, index) => ({ player, rank: index + 1 }));
  const rows = sortRows(ranked, sort.key, sort.direction);
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

  /** A player's row. */
  const playerRow = ({ player, rank }: Ranked) => {
    const playerStuck = isStuck(player, now);
    const playerThrottled = isThrottled(player, now);
    const throttledText = player.throttledUntil
      ? t('admin.dashboard.throttledUntil', {
          time: formatTime(player.throttledUntil, lang, { seconds: true }),
        })
      : '';
    return (
      <TableRow
        key={player.playerId}
        data-testid={`player-row-${player.playerId}`}
        data-stuck={playerStuck || undefined}
        sx={
          playerStuck
            ? (theme) => ({
                bgcolor: alpha(theme.palette.warning.main, 0.14),
                boxShadow: `inset 4px 0 0 ${theme.palette.warning.main}`,
              })
            : undefined
        }
      >
        <TableCell align="right">{rank}</TableCell>
        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
          {/* docs/product.md#nicknames: the nickname first, the mail to tell who it is. */}
          {player.nickname ? (
            <NameWithCaption name={player.nickname} caption={player.mail} testId="player-nickname" />
          ) : (
            player.mail
          )}
          {player.team && !byTeam && (
            <CellCaption testId="player-team">
              {t('admin.teams.teamOf', { name: player.team.name })}
            </CellCaption>
          )}
        </TableCell>
        <TableCell>{t(`languages.${player.lang}`)}</TableCell>
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
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {player.lastProgressAt ? (
            <time dateTime={player.lastProgressAt}>{formatSince(player.lastProgressAt, now, lang)}</time>
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
            {playerStuck && (
              <Chip
                size="small"
                color="warning"
                label={t('admin.dashboard.stuck')}
                title={t('admin.dashboard.stuckHint', { count: STUCK_AFTER_MINUTES })}
              />
            )}
            {playerThrottled && player.throttledUntil && (
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
            {onHelp && (player.status === 'playing' || player.status === 'paused') && (
              <Button
                size="small"
                variant={playerStuck ? 'contained' : 'outlined'}
                color={playerStuck ? 'warning' : 'secondary'}
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
                {t('admin.caseHints.helpPlayer', { name: playerName(player) })}
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
                // The kept rank cell carries the stuck row's tint and stripe, which it covers.
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
