import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderView } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { formatJoinCode } from '@coulisses/shared/session/join-code';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { isOfflineFailure } from '../../../lib/api-client';
import type { GameActions } from '../hooks/use-game-actions';
import type { GameHandle } from '../hooks/use-game';
import { AccusationForm } from './accusation-form';
import { FolderList } from './folder-list';
import { GameResult } from './game-result';
import { NicknameCard } from './nickname-card';
import { StatusBanner } from './status-banner';
import { TeamChooser } from './team/team-chooser';
import { TeamPanel } from './team/team-panel';
import { ProposalBanner } from './team/proposal-banner';
import { ProposalCard } from './team/proposal-card';
import { ProposalOutcomeDialog } from './team/proposal-outcome-dialog';
import { memberName } from './team/team-members';
import { useTeamsQuery } from '../api/teams';

interface GameBoardProps {
  player: RegisteredPlayer;
  game: GameHandle;
  folders: FolderView[];
  expanded: string[];
  onToggleFolder: (folderId: string, open: boolean) => void;
  onOpenDocument: (documentId: string) => void;
  actions: GameActions;
  announcement: string;
}

/**
 * The game's main column: where the game stands, the folders, the accusation or the ending.
 * Memoized: it draws again when the game or the view changes, not when a dialog opens over it.
 */
export const GameBoard = memo(function GameBoard({
  player,
  game,
  folders,
  actions,
  ...props
}: GameBoardProps) {
  const { t } = useTranslation();
  const { state, error } = game;
  const ended = state?.status === 'finished' || state?.status === 'over';
  // docs/product.md#teams: in a session played in teams, a player plays once in a team.
  const choosingTeam = state !== undefined && state.teamSize !== null && state.team === null && !ended;
  // The team's members, by whom the proposer of its accusation is named.
  const teams = useTeamsQuery(player, false, Boolean(state?.team));
  const members = teams.data?.teams.find((team) => team.id === state?.team?.id)?.members ?? [];
  const proposal = state?.proposal;
  const proposerName = proposal ? memberName(t, members, proposal.byPlayerId, proposal.byNickname) : '';
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('game.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography>{t('game.welcome')}</Typography>
        <Chip
          color="secondary"
          variant="outlined"
          label={t('game.sessionCode', { code: formatJoinCode(player.sessionId) })}
        />
        {state?.nickname && (
          <Chip
            variant="outlined"
            data-testid="nickname"
            label={t('game.nickname.playingAs', { nickname: state.nickname })}
          />
        )}
      </Box>
      {!state && error === undefined && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress color="secondary" aria-label={t('game.loading')} />
        </Box>
      )}
      {error !== undefined && !state && (
        <Alert
          severity="error"
          action={<Button onClick={() => void game.refresh()}>{t('game.retry')}</Button>}
          sx={{ mb: 2 }}
        >
          {t(isOfflineFailure(error) ? 'offline.notKept' : 'game.errors.load')}
        </Alert>
      )}
      {state && !choosingTeam && <StatusBanner status={state.status} />}
      {state && state.nickname === null && !ended && <NicknameCard player={player} />}
      {state && choosingTeam && state.teamSize !== null && (
        <TeamChooser player={player} teamSize={state.teamSize} />
      )}
      {state?.team && (
        <TeamPanel
          player={player}
          team={state.team}
          proposalWaiting={proposal !== undefined}
          ended={ended || state.status === 'timeUp'}
        />
      )}
      {state && ended && <GameResult player={player} state={state} />}
      {state && !ended && state.status !== 'waiting' && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="progress">
          {t('game.progress', {
            solved: state.solvedLocks,
            total: state.lockCount,
            hints: state.hintsTaken,
            wrong: state.wrongAttempts,
          })}
        </Typography>
      )}
      <Box component="section" aria-labelledby="folders-title" sx={{ mt: 2 }} hidden={choosingTeam}>
        <Typography id="folders-title" variant="h5" component="h2" gutterBottom>
          {t('game.folders')}
        </Typography>
        {folders.length === 0 && (
          <Typography color="text.secondary" data-testid="folders-empty">
            {t('game.noFolders')}
          </Typography>
        )}
        <FolderList
          player={player}
          folders={folders}
          expanded={props.expanded}
          onToggle={props.onToggleFolder}
          canPlay={state?.status === 'playing'}
          onOpenDocument={props.onOpenDocument}
          onAttempt={actions.attempt}
          onHint={actions.hint}
        />
      </Box>
      {/* One place for both 'playing' and 'timeUp', so the clock running out never
          unmounts a half-filled accusation. */}
      {proposal ? (
        <ProposalCard
          proposal={proposal}
          you={player.id}
          proposerName={proposerName}
          onVote={(word) => actions.vote(proposal.id, word)}
          onExpired={() => void game.refresh()}
        />
      ) : (
        state?.accusation && (
          <AccusationForm
            accusation={state.accusation}
            inTeam={state.team !== null}
            onAccuse={actions.accuse}
          />
        )
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcement">
        {props.announcement}
      </div>
      {/* docs/product.md#team-accusation: a proposal waiting shows over whatever is open, and
          one away when the team decided is told what it did. */}
      {proposal && state?.team && (
        <ProposalBanner
          player={player}
          teamId={state.team.id}
          proposal={proposal}
          proposerName={proposerName}
          onVote={(word) => actions.vote(proposal.id, word)}
        />
      )}
      {state?.proposalOutcome && state.team && (
        <ProposalOutcomeDialog
          player={player}
          teamId={state.team.id}
          outcome={state.proposalOutcome}
          members={members}
        />
      )}
    </Container>
  );
});
