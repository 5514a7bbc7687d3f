import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useTopDialogFrame } from '../../../../hooks/use-top-dialog';
import { formatTimeAmount } from '../../../../lib/format-duration';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useProposalAlert } from '../../hooks/use-proposal-alert';
import { useProposalTime } from '../../hooks/use-proposal-time';
import { useProposalVote } from '../../hooks/use-proposal-vote';

/** The element the focus was on before it came into the banner. */
interface FocusOrigin {
  element: HTMLElement | null;
}

interface ProposalBannerProps {
  player: RegisteredPlayer;
  teamId: string;
  proposal: ProposalView;
  proposerName: string;
  onVote: (word: 'confirm' | 'object') => Promise<void>;
}

/**
 * docs/product.md#team-accusation: the team's proposed accusation on every member's screen,
 * over whatever is open — a document, the notepad, the messages — until it is made or
 * dropped. It is drawn inside the top-most open dialog, within its focus trap, so that its
 * buttons are reached with the keyboard and heard by screen readers without turning the
 * dialog's trap off; with no dialog open, at the top of the page, first in its order. It
 * never takes the focus: a teammate typing in the notepad goes on typing. Drawn, it tells
 * the server this phone has shown it (its minute waits for that).
 */
export function ProposalBanner({ player, teamId, proposal, proposerName, onVote }: ProposalBannerProps) {
  const theme = useTheme();
  const frame = useTopDialogFrame(true);
  // Where the focus came from into the banner, kept across its redrawings.
  const [cameFrom] = useState<FocusOrigin>(() => ({ element: null }));
  const host = useBannerHost(frame, theme.zIndex.modal + 1, cameFrom);
  const mine = proposal.byPlayerId === player.id;
  useProposalAlert(player, teamId, proposal, proposerName, host !== null);
  return (
    <>
      {!mine && <ProposalAnnouncement id={proposal.id} name={proposerName} />}
      {host &&
        createPortal(
          <BannerContent
            proposal={proposal}
            mine={mine}
            proposerName={proposerName}
            onVote={onVote}
            cameFrom={cameFrom}
          />,
          host,
        )}
    </>
  );
}

/**
 * Where the banner is drawn: an element of its own, first in the top-most open dialog's
 * frame (inside its focus trap) or, with none open, first in the page. Fixed at the top and
 * out of the flow, it leaves the dialog's layout as it was. Gone while it held the focus,
 * the focus goes back to where it came from.
 */
function useBannerHost(frame: HTMLElement | null, zIndex: number, cameFrom: FocusOrigin): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.dataset.testid = 'proposal-banner-host';
    Object.assign(element.style, {
      position: 'fixed',
      top: '0',
      left: '0',
      right: '0',
      zIndex: String(zIndex),
      pointerEvents: 'none',
    });
    (frame ?? document.body).prepend(element);
    setHost(element);
    return () => {
      const hadFocus = element.contains(document.activeElement);
      element.remove();
      const back = cameFrom.element;
      if (hadFocus && back?.isConnected) back.focus();
    };
  }, [frame, zIndex, cameFrom]);
  return host;
}

/**
 * What screen readers hear of a teammate's proposal, whatever is open: a region of its own
 * added to the page when the proposal comes (an open dialog hides from them what was in the
 * page before it), its words set a moment later so that they are read out.
 */
function ProposalAnnouncement({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const spoken = t('game.proposal.announcement', { name });
  useEffect(() => {
    const timer = window.setTimeout(() => setWords(spoken), 100);
    return () => window.clearTimeout(timer);
  }, [spoken]);
  return (
    <Portal key={id}>
      <div className="visually-hidden" role="status" data-testid="proposal-announcement">
        {words}
      </div>
    </Portal>
  );
}

function BannerContent({
  proposal,
  mine,
  proposerName,
  onVote,
  cameFrom,
}: {
  proposal: ProposalView;
  mine: boolean;
  proposerName: string;
  onVote: (word: 'confirm' | 'object') => Promise<void>;
  cameFrom: FocusOrigin;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const titleId = useId();
  const { showing, left } = useProposalTime(proposal);
  const { busy, vote } = useProposalVote(onVote);
  // Where the focus came from, to give it back there when the banner goes with it.
  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.element = from;
  };
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="proposal-banner"
      onFocus={rememberOrigin}
      sx={{ pointerEvents: 'auto', maxWidth: 600, mx: 'auto', mt: 1, px: 1 }}
    >
      <Paper
        elevation={12}
        sx={{ p: 1.5, border: 1, borderLeft: 4, borderColor: 'secondary.main', overflowWrap: 'anywhere' }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {mine ? t('game.proposal.yoursTitle') : t('game.proposal.title', { name: proposerName })}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, m: 0, my: 0.5 }}
        >
          {proposal.answers.map((answer) => (
            <Box key={answer.questionId} sx={{ display: 'contents' }}>
              <dt className="visually-hidden">{answer.prompt}</dt>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {answer.given}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="proposal-banner-count">
          {t('game.proposal.count', { count: proposal.confirmations, needed: proposal.needed })}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          role="timer"
          aria-live="off"
          data-testid="proposal-banner-time"
          data-showing={showing}
        >
          {showing
            ? t('game.proposal.showing')
            : t('game.proposal.timeLeft', { time: formatTimeAmount(left, lang) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          {mine ? (
            <Button size="small" variant="outlined" onClick={() => void vote('object')} disabled={busy}>
              {t('game.proposal.withdraw')}
            </Button>
          ) : proposal.confirmed ? (
            <Typography variant="body2">{t('game.proposal.confirmedByYou')}</Typography>
          ) : !proposal.canVote ? (
            <Typography variant="body2">{t('game.proposal.noSay')}</Typography>
          ) : (
            <>
              <Button size="small" variant="contained" onClick={() => void vote('confirm')} disabled={busy}>
                {t('game.proposal.confirm')}
              </Button>
              <Button size="small" variant="outlined" onClick={() => void vote('object')} disabled={busy}>
                {t('game.proposal.object')}
              </Button>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
