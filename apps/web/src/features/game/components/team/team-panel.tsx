import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useBoardQuery } from '../../api/pins';
import { useTeamChoice, useTeamsQuery } from '../../api/teams';
import { useTeamBoard } from './board-context';
import { PinIcon } from './pin-icon';
import { TeamFeed } from './team-feed';
import { teamInviteLink } from './team-invite';
import { TeamMembers } from './team-members';
import { handingFocusOver, useFocusOnArrival } from './use-focus-on-arrival';
import { useReportFailure } from '../../../../hooks/use-report-failure';

/**
 * docs/product.md#teams: the player's team above the folders — its name and members, its
 * board of clues, a code a teammate scans to join it, leaving it while the teams are open,
 * and its feed.
 */
export function TeamPanel({
  player,
  team,
  proposalWaiting,
  ended,
}: {
  player: RegisteredPlayer;
  team: { id: string; name: string };
  /** A proposed accusation waits for the team's word: its line in the feed leads to it. */
  proposalWaiting: boolean;
  /** The team's game is over (its verdict, its time, the session's end): nobody joins or leaves. */
  ended: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const teams = useTeamsQuery(player, false);
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const view = teams.data;
  const members = view?.teams.find((each) => each.id === team.id)?.members ?? [];
  const link = teamInviteLink(window.location.origin, player.sessionId, team.id);
  const full = view !== undefined && members.length >= view.teamSize;
  const closed = ended || view?.locked === true;
  // Once its game has begun, a team keeps its members (docs/product.md#teams).
  const started = view?.teams.find((each) => each.id === team.id)?.started ?? true;
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  // docs/product.md#team-board: the team's clues, counted as they come.
  const board = useTeamBoard();
  const clues = useBoardQuery(player, team.id).data?.pins.length;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }} data-testid="team-panel">
      <Typography
        id={titleId}
        ref={heading}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {t('game.team.yours', { name: team.name })}
      </Typography>
      {view && (
        <Typography variant="body2" color="text.secondary">
          {t('game.team.places', { count: members.length, size: view.teamSize })}
        </Typography>
      )}
      <TeamMembers members={members} you={player.id} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {board && (
          <Button
            size="small"
            variant="contained"
            color="secondary"
            startIcon={<PinIcon />}
            onClick={board.open}
          >
            {clues === undefined ? t('game.board.open') : t('game.board.openCount', { number: clues })}
          </Button>
        )}
        {!closed && !full && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setInviting(!inviting)}
            aria-expanded={inviting}
          >
            {inviting ? t('game.team.hideInvite') : t('game.team.invite')}
          </Button>
        )}
        {view && !closed && !started && (
          <Button size="small" color="inherit" onClick={() => setLeaving(true)}>
            {t('game.team.leave')}
          </Button>
        )}
      </Box>
      {inviting && !full && !closed && (
        <Box sx={{ mt: 1, display: 'grid', justifyItems: 'start', gap: 1 }} data-testid="team-invite">
          <Typography variant="body2">{t('game.team.inviteText')}</Typography>
          <Box sx={{ bgcolor: '#ffffff', p: 1, borderRadius: 1, lineHeight: 0 }}>
            <QRCodeSVG
              value={link}
              size={192}
              level="M"
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={t('game.team.qrLabel', { name: team.name })}
            />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {link}
          </Typography>
        </Box>
      )}
      <TeamFeed player={player} teamId={team.id} members={members} proposalWaiting={proposalWaiting} />
      {leaving && <LeaveTeamDialog player={player} name={team.name} onClose={() => setLeaving(false)} />}
    </Paper>
  );
}

function LeaveTeamDialog({
  player,
  name,
  onClose,
}: {
  player: RegisteredPlayer;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { leave } = useTeamChoice(player);
  const report = useReportFailure();
  const confirm = async () => {
    try {
      await handingFocusOver(leave.mutateAsync());
      onClose();
    } catch (error) {
      await report(error, 'game.team.failed');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('game.team.leaveTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('game.team.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={leave.isPending}>
          {t('game.team.leaveConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
