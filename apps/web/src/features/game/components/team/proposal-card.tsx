import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '@coulisses/shared/game/game.schema';
import { REDUCED_MOTION } from '../../../../hooks/use-reduced-motion';
import { formatTimeAmount } from '../../../../lib/format-duration';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useProposalTime } from '../../hooks/use-proposal-time';
import { useProposalVote } from '../../hooks/use-proposal-vote';
import { ProposalAnswers } from './proposal-answers';

/** The card's id: the team feed's line of the proposal brings the reader to it. */
export const PROPOSAL_CARD_ID = 'team-proposal';

/**
 * Brings the reader to the proposal's card (docs/product.md#team-feed): scrolled into view,
 * its heading focused, so that the next Tab reaches its buttons.
 */
export function showProposalCard(): void {
  const card = document.getElementById(PROPOSAL_CARD_ID);
  const heading = card?.querySelector<HTMLElement>('h2');
  if (!card || !heading) return;
  const still = window.matchMedia(REDUCED_MOTION).matches;
  card.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
  heading.focus({ preventScroll: true });
}

/**
 * docs/product.md#team-accusation: the accusation a member proposed, with its answers and
 * the time left for the team's word — confirm or object for the others, withdraw for its
 * proposer. When its time is up the game is read again: without an objection, it was made.
 */
export function ProposalCard({
  proposal,
  you,
  proposerName,
  onVote,
  onExpired,
}: {
  proposal: ProposalView;
  you: string;
  proposerName: string;
  onVote: (word: 'confirm' | 'object') => Promise<void>;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const titleId = useId();
  const { showing, left } = useProposalTime(proposal);
  // Once per proposal: its time up, the game is read again (the server settles it).
  const told = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (showing || left > 0 || told.current === proposal.id) return;
    told.current = proposal.id;
    onExpired();
  }, [showing, left, onExpired, proposal.id]);

  const mine = proposal.byPlayerId === you;
  // The focus lost with what this card replaced (the accusation sent, a button gone) comes here.
  const heading = useRef<HTMLHeadingElement>(null);
  const catchFocus = () => {
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  };
  useEffect(catchFocus, []);
  const { busy, vote } = useProposalVote(onVote, catchFocus);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      id={PROPOSAL_CARD_ID}
      data-testid="proposal"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, border: 1, borderColor: 'secondary.main' }}
    >
      <Typography id={titleId} ref={heading} tabIndex={-1} variant="h5" component="h2" gutterBottom>
        {mine ? t('game.proposal.yoursTitle') : t('game.proposal.title', { name: proposerName })}
      </Typography>
      <ProposalAnswers answers={proposal.answers} />
      <Typography sx={{ mb: 1 }} data-testid="proposal-count">
        {t('game.proposal.count', { count: proposal.confirmations, needed: proposal.needed })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="timer" aria-live="off">
        {showing
          ? t('game.proposal.showing')
          : t('game.proposal.timeLeft', { time: formatTimeAmount(left, lang) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {mine ? (
          <Button variant="outlined" onClick={() => void vote('object')} disabled={busy}>
            {t('game.proposal.withdraw')}
          </Button>
        ) : proposal.confirmed ? (
          <Typography>{t('game.proposal.confirmedByYou')}</Typography>
        ) : !proposal.canVote ? (
          <Typography>{t('game.proposal.noSay')}</Typography>
        ) : (
          <>
            <Button variant="contained" onClick={() => void vote('confirm')} disabled={busy}>
              {t('game.proposal.confirm')}
            </Button>
            <Button variant="outlined" onClick={() => void vote('object')} disabled={busy}>
              {t('game.proposal.object')}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
