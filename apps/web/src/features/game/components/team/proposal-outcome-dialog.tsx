import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProposalOutcomeView } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { topDialogFrame, useTopDialogFrame } from '../../../../hooks/use-top-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { formatList } from '../../../../lib/format-number';
import { useProposalShownMutation } from '../../api/game';
import { ProposalAnswers } from './proposal-answers';
import { memberName } from './team-members';

/** How long the page may take to draw what opens with it. */
const SETTLE_MS = 300;

/**
 * docs/product.md#team-accusation: what the team decided while this member was away — its
 * accusation made, with its answers and who confirmed it, or the proposal dropped and by
 * whom. It opens once nothing else is open (never over a document being read or notes being
 * typed), and is the member's until they close it: the server then has it said.
 */
export function ProposalOutcomeDialog({
  player,
  teamId,
  outcome,
  members,
}: {
  player: RegisteredPlayer;
  teamId: string;
  outcome: ProposalOutcomeView;
  members: readonly TeamMember[];
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const titleId = useId();
  const told = useProposalShownMutation(player);
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState<string>();
  const somethingOpen = useTopDialogFrame(!open) !== null;
  useEffect(() => {
    if (somethingOpen || closed === outcome.id) return;
    // Once the page has settled: a dialog drawn with the game is open by then.
    const timer = window.setTimeout(() => {
      if (topDialogFrame() === null) setOpen(true);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [somethingOpen, closed, outcome.id]);

  const name = (playerId: string, nickname: string | null) => memberName(t, members, playerId, nickname);
  const proposer = name(outcome.byPlayerId, outcome.byNickname);
  const close = () => {
    setOpen(false);
    setClosed(outcome.id);
    told.mutate({ teamId, proposalId: outcome.id });
  };
  const made = outcome.outcome === 'made';
  const dropper = outcome.droppedBy;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid="proposal-outcome">
      <DialogTitle id={titleId}>
        {t(made ? 'game.proposal.outcome.madeTitle' : 'game.proposal.outcome.droppedTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{t('game.proposal.outcome.away', { name: proposer })}</Typography>
        <ProposalAnswers answers={outcome.answers} />
        {made && (
          <Typography>
            {outcome.confirmedBy.length > 0
              ? t('game.proposal.outcome.confirmedBy', {
                  names: formatList(
                    outcome.confirmedBy.map((member) => name(member.playerId, member.nickname)),
                    lang,
                  ),
                })
              : t('game.proposal.outcome.silence')}
          </Typography>
        )}
        {!made && dropper && (
          <Typography gutterBottom>
            {dropper.playerId === outcome.byPlayerId
              ? t('game.proposal.outcome.withdrawn', { name: proposer })
              : t('game.proposal.outcome.objected', { name: name(dropper.playerId, dropper.nickname) })}
          </Typography>
        )}
        {!made && <Typography>{t('game.proposal.outcome.again')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {t('game.proposal.outcome.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
