import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { Team, TeamsView } from '@coulisses/shared/team/team.schema';
import { TeamNameForm } from '../../../../components/team-name-form';
import { useTeamChoice, useTeamsQuery } from '../../api/teams';
import { TeamMembers } from './team-members';
import { forgetTeamInvite, teamInviteFor } from './team-invite';
import { handingFocusOver, useFocusOnArrival } from './use-focus-on-arrival';
import { useReportFailure } from '../../../../hooks/use-report-failure';

/**
 * docs/product.md#teams: in a session played in teams, the game's first screen until the
 * player is in one — the team a teammate's code named first, then the session's teams to
 * join, and a team of their own to make. The list follows the room while it is shown.
 */
export function TeamChooser({ player, teamSize }: { player: RegisteredPlayer; teamSize: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const invite = teamInviteFor(player.sessionId);
  const teams = useTeamsQuery(player, true);
  const choice = useTeamChoice(player);
  const report = useReportFailure();
  const view = teams.data;
  // The code's team is read as it is now: missing, it is no longer in the session.
  const invited = view?.teams.find((team) => team.id === invite);
  const heading = useFocusOnArrival<HTMLHeadingElement>();

  const join = async (team: Team) => {
    try {
      await handingFocusOver(choice.join.mutateAsync(team.id));
      forgetTeamInvite();
    } catch (error) {
      await report(error, 'game.team.failed');
      void teams.refetch();
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }} data-testid="team-chooser">
      <Typography id={titleId} ref={heading} tabIndex={-1} variant="h5" component="h2" gutterBottom>
        {t('game.team.chooseTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('game.team.chooseText', { count: teamSize })}
      </Typography>
      {!view && !teams.error && <CircularProgress color="secondary" aria-label={t('game.loading')} />}
      {teams.error && !view && (
        <Alert
          severity="error"
          action={<Button onClick={() => void teams.refetch()}>{t('game.retry')}</Button>}
        >
          {t('game.team.loadFailed')}
        </Alert>
      )}
      {view?.locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('game.team.lockedText')}
        </Alert>
      )}
      {view && invited && !view.locked && (
        <Box sx={{ mb: 2 }} data-testid="team-invited">
          <Typography sx={{ mb: 1 }}>{t('game.team.invited', { name: invited.name })}</Typography>
          {invited.members.length >= view.teamSize ? (
            <Button
              variant="contained"
              disabled
              aria-label={t('game.team.fullNamed', { name: invited.name })}
            >
              {t('game.team.full')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void join(invited)} disabled={choice.join.isPending}>
              {t('game.team.joinNamed', { name: invited.name })}
            </Button>
          )}
        </Box>
      )}
      {view && invite && !invited && !view.locked && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="team-invite-gone">
          {t('game.team.invitedGone')}
        </Alert>
      )}
      {view && <TeamList view={view} onJoin={(team) => void join(team)} busy={choice.join.isPending} />}
      {view && !view.locked && <NewTeamForm player={player} />}
    </Paper>
  );
}

function TeamList({ view, onJoin, busy }: { view: TeamsView; onJoin: (team: Team) => void; busy: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={listId} variant="h6" component="h3" gutterBottom>
        {t('game.team.listTitle')}
      </Typography>
      {view.teams.length === 0 && <Typography color="text.secondary">{t('game.team.none')}</Typography>}
      <Box
        component="ul"
        aria-labelledby={listId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {view.teams.map((team) => {
          const full = team.members.length >= view.teamSize;
          return (
            <Box
              component="li"
              key={team.id}
              data-testid="team-row"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{team.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('game.team.places', { count: team.members.length, size: view.teamSize })}
                </Typography>
                <TeamMembers members={team.members} />
              </Box>
              {!view.locked && (
                <Button
                  variant="outlined"
                  onClick={() => onJoin(team)}
                  disabled={full || busy}
                  aria-label={
                    full
                      ? t('game.team.fullNamed', { name: team.name })
                      : t('game.team.joinNamed', { name: team.name })
                  }
                >
                  {full ? t('game.team.full') : t('game.team.join')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** A team of the player's own: its name, unique in the session, said on the field when taken. */
function NewTeamForm({ player }: { player: RegisteredPlayer }) {
  const { t } = useTranslation();
  const { create } = useTeamChoice(player);
  return (
    <TeamNameForm
      heading={
        <Typography variant="h6" component="h3" gutterBottom>
          {t('game.team.newTitle')}
        </Typography>
      }
      label={t('game.team.name')}
      submitLabel={t('game.team.create')}
      failedKey="game.team.failed"
      onSave={async (name) => {
        await handingFocusOver(create.mutateAsync(name));
        forgetTeamInvite();
      }}
    />
  );
}
