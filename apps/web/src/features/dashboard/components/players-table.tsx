import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { ScrollTable } from '../../../components/scroll-table';
import { stickyFirstColumn } from '../../../components/sticky-cells';
import { useNow } from '../../../hooks/use-now';
import { isStuck, isThrottled, isUnopened } from '../alerts/player-alerts';
import { usePlayerRows } from '../hooks/use-player-rows';
import { formatSince, formatTimeLeft } from './format';
import { PlayerRow } from './player-row';
import { PlayersTableHead } from './players-table-head';
import { SORTS, timeLeftSeconds, type Direction, type Ranked, type SortKey } from './players-table-model';
import { StuckBanner } from './stuck-banner';
import { TeamGroupHeading } from './team-group-heading';

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
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [grouped, setGrouped] = useState(true);
  const { names, shown, byTeam, groups, stuckPlayers, attention } = usePlayerRows(
    players,
    inTeams,
    { sort, attentionOnly, grouped },
    now,
  );

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
      <StuckBanner stuckPlayers={stuckPlayers} names={names} onHelp={onHelp} />
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
            <PlayersTableHead sort={sort} onSort={sortBy} />
            {byTeam ? (
              groups.map((group) => (
                <TableBody key={group.id ?? ''} data-testid={`team-group-${group.id ?? 'none'}`}>
                  <TeamGroupHeading group={group} />
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
