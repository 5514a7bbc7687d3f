import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import type { TeamsView } from '@coulisses/shared/team/team.schema';
import { TeamNameForm } from '../../../components/team-name-form';
import { useCurrentLanguage } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';
import { useSessionTeams, useTeamsControl } from '../api/teams';
import { usePublicNames } from '../../../hooks/use-public-names';
import { nameIn } from './format';
import { LoadState } from '../../../components/admin/load-state';
import { useReportFailure } from '../../../hooks/use-report-failure';

/**
 * docs/product.md#teams: the game master's hand on a session played in teams — its teams
 * with their members, a team prepared ahead, each player put in a team (or in none), and
 * the lock that keeps players from changing teams. `canRun`: otherwise it is only shown.
 */
export function TeamsPanel({
  sessionId,
  players,
  canRun,
}: {
  sessionId: string;
  players: PlayerProgress[];
  canRun: boolean;
}) {
  const { t } = useTranslation();
  const teams = useSessionTeams(sessionId, true);
  const control = useTeamsControl(sessionId);
  const report = useReportFailure();
  if (!teams.data) return <LoadState query={teams} part />;
  const view = teams.data;

  const refused = (error: unknown) => report(error, 'admin.teams.failed');
  const place = (playerId: string, teamId: string | null) =>
    control.place.mutateAsync({ playerId, teamId }).catch(refused);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('admin.teams.title', { count: view.teamSize })}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={view.locked}
              disabled={!canRun || control.lock.isPending}
              onChange={(event) => void control.lock.mutateAsync(event.target.checked).catch(refused)}
            />
          }
          label={t('admin.teams.locked')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(view.locked ? 'admin.teams.lockedText' : 'admin.teams.openText')}
        </Typography>
        {canRun && <PrepareTeamForm sessionId={sessionId} />}
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <TeamList view={view} players={players} canRun={canRun} onPlace={place} />
      </Paper>
    </Box>
  );
}

function TeamList({
  view,
  players,
  canRun,
  onPlace,
}: {
  view: TeamsView;
  players: PlayerProgress[];
  canRun: boolean;
  onPlace: (playerId: string, teamId: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const unplacedId = useId();
  // docs/product.md#nicknames: each player by their one name.
  const names = usePublicNames(players);
  const groups = [
    ...view.teams.map((team) => ({
      id: team.id,
      title: team.name,
      detail: t('admin.teams.places', { count: team.members.length, size: view.teamSize }),
      started: team.started,
      members: players.filter((player) => player.team?.id === team.id),
    })),
    {
      id: unplacedId,
      title: t('admin.teams.unplaced'),
      detail: t('admin.teams.unplacedText'),
      started: false,
      members: players.filter((player) => player.team === null),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {view.teams.length === 0 && <Typography color="text.secondary">{t('admin.teams.none')}</Typography>}
      {groups.map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`team-${group.id}`} data-testid="admin-team">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
            <Typography id={`team-${group.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {group.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {group.detail}
            </Typography>
            {group.started && <Chip size="small" variant="outlined" label={t('admin.teams.started')} />}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.members.map((player) => (
              <Box
                component="li"
                key={player.playerId}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <Typography sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  {nameIn(names, player)} · {languageName(player.lang, reader)}
                </Typography>
                {canRun && (
                  <TextField
                    select
                    size="small"
                    label={t('admin.teams.moveLabel', { name: nameIn(names, player) })}
                    value={player.team?.id ?? ''}
                    onChange={(event) => void onPlace(player.playerId, event.target.value || null)}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    fullWidth={false}
                    sx={{ minWidth: '12rem' }}
                  >
                    <option value="">{t('admin.teams.noTeam')}</option>
                    {view.teams.map((team) => (
                      <option
                        key={team.id}
                        value={team.id}
                        disabled={team.id !== player.team?.id && team.members.length >= view.teamSize}
                      >
                        {team.name}
                      </option>
                    ))}
                  </TextField>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A team prepared ahead by its name, before anyone is in it; a taken name is said on the field. */
function PrepareTeamForm({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const { prepare } = useTeamsControl(sessionId);
  return (
    <TeamNameForm
      compact
      label={t('admin.teams.newName')}
      submitLabel={t('admin.teams.prepare')}
      failedKey="admin.teams.failed"
      onSave={(name) => prepare.mutateAsync(name)}
    />
  );
}
