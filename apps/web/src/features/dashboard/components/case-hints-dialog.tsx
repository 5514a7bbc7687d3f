import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartFailed } from '../../../components/admin/load-state';
import type { PlayerPosition, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { formatTimeAmount } from '../../../lib/format-duration';
import { useCurrentLanguage } from '../../../lib/i18n';
import { scrollRegion } from '../../../lib/scroll-region';
import { usePlayerPosition } from '../../../lib/admin-api/dashboard';
import { useSendCaseHint } from '../../../lib/admin-api/messages';
import { useNow } from '../../../hooks/use-now';
import { formatSince } from './format';
import { playerRefusal } from './player-refusal';
import { readFailure } from '../../../lib/read-failure';

type PositionLock = PlayerPosition['locks'][number];

/** The id of a lock's heading in the dialog, where the focus goes once its hint is sent. */
const headingId = (lockId: string) => `position-lock-${lockId}-title`;

/**
 * One lock in front of the player: the hints they have had, greyed; the next, with its two
 * ways to send it (at its cost in time, or free); those after it, to read ahead.
 */
function LockHints({
  lock,
  canRun,
  sending,
  onSend,
}: {
  lock: PositionLock;
  canRun: boolean;
  sending: boolean;
  onSend: (lock: PositionLock, number: number, charge: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const titleId = headingId(lock.lockId);
  const next = lock.hints.find((hint) => !hint.given);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={`position-lock-${lock.lockId}`}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" tabIndex={-1} sx={{ fontWeight: 600 }}>
        {lock.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('admin.caseHints.where', { folder: lock.folderTitle, count: lock.wrongAttempts })}
      </Typography>
      {lock.hints.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.caseHints.noHints')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {lock.hints.map((hint) => {
            const isNext = hint === next;
            return (
              <Box
                component="li"
                key={hint.number}
                data-testid={`case-hint-${lock.lockId}-${hint.number}`}
                data-state={hint.given ? 'given' : isNext ? 'next' : 'later'}
                sx={{
                  p: 1.25,
                  borderRadius: 1,
                  border: 1,
                  borderColor: isNext ? 'secondary.main' : 'divider',
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <Typography component="span" variant="subtitle2">
                    {t('admin.caseHints.number', { number: hint.number })}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {hint.penaltySeconds > 0
                      ? t('admin.caseHints.cost', { time: formatTimeAmount(hint.penaltySeconds, lang) })
                      : t('admin.caseHints.noCost')}
                  </Typography>
                  {hint.given && <Chip size="small" label={t('admin.caseHints.given')} />}
                </Box>
                <Typography
                  sx={{ overflowWrap: 'anywhere' }}
                  color={hint.given ? 'text.secondary' : 'text.primary'}
                >
                  {hint.text}
                </Typography>
                {isNext && canRun && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={sending}
                      onClick={() => onSend(lock, hint.number, true)}
                    >
                      {hint.penaltySeconds > 0
                        ? t('admin.caseHints.sendCharged', {
                            time: formatTimeAmount(hint.penaltySeconds, lang),
                          })
                        : t('admin.caseHints.send')}
                      <span className="visually-hidden">
                        {' '}
                        — {t('admin.caseHints.number', { number: hint.number })}, {lock.title}
                      </span>
                    </Button>
                    {hint.penaltySeconds > 0 && (
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={sending}
                        onClick={() => onSend(lock, hint.number, false)}
                      >
                        {t('admin.caseHints.sendFree')}
                        <span className="visually-hidden">
                          {' '}
                          — {t('admin.caseHints.number', { number: hint.number })}, {lock.title}
                        </span>
                      </Button>
                    )}
                  </Box>
                )}
                {!hint.given && !isNext && (
                  <Typography variant="caption" color="text.secondary">
                    {t('admin.caseHints.after', { number: hint.number - 1 })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/**
 * docs/product.md#case-hints: where a player stands — their status, their last progress,
 * the locks in front of them — and the case's hints for each, the next one sent in one
 * click, at its cost or free. It follows the player live: a hint they take meanwhile
 * shows as had, and a second click on the same hint is refused by the server.
 */
export function CaseHintsDialog({
  sessionId,
  player,
  name,
  canRun,
  onClose,
  onSent,
}: {
  sessionId: string;
  player: PlayerProgress;
  /** The player's one name (docs/product.md#nicknames). */
  name: string;
  canRun: boolean;
  onClose: () => void;
  /** The hint went: its number and its lock's title, in the game master's language. */
  onSent: (sent: { number: number; lockTitle: string }, player: PlayerProgress) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const lang = useCurrentLanguage();
  const now = useNow(5_000);
  const {
    data: position,
    error: readError,
    isPending,
    isError,
    refetch,
  } = usePlayerPosition(sessionId, player.playerId, lang);
  const send = useSendCaseHint(sessionId);
  const [failure, setFailure] = useState<string | undefined>();

  const sendHint = async (lock: PositionLock, number: number, charge: boolean) => {
    setFailure(undefined);
    try {
      // The answer is the message as the player reads it, in their language.
      await send.mutateAsync({ playerId: player.playerId, hint: { lockId: lock.lockId, number, charge } });
      onSent({ number, lockTitle: lock.title }, player);
      // The button pressed is gone with the hint it sent: the focus stays on its lock.
      window.setTimeout(() => document.getElementById(headingId(lock.lockId))?.focus(), 0);
    } catch (error) {
      const { message } = await readFailure(error, t, t('admin.caseHints.failed'), (key) =>
        playerRefusal(t, key),
      );
      if (!message) return; // The sign-in dialog is back.
      setFailure(message);
      // What the refusal was about (taken meanwhile, solved meanwhile) shows once read again.
      void refetch();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      data-testid="case-hints-dialog"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('admin.caseHints.title', { name })}
      </DialogTitle>
      <DialogContent {...scrollRegion({ 'aria-labelledby': titleId })}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(`admin.dashboard.playerStatus.${player.status}`)} ·{' '}
          {t('admin.caseHints.locks', { solved: player.locksSolved, total: player.lockCount })}
          {player.lastProgressAt && (
            <>
              {' '}
              · {t('admin.caseHints.lastProgress')}{' '}
              <time dateTime={player.lastProgressAt}>{formatSince(player.lastProgressAt, now, lang)}</time>
            </>
          )}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        {isPending && <CircularProgress color="secondary" aria-label={t('common.loading')} />}
        {!position && isError && <PartFailed error={readError} onRetry={() => void refetch()} />}
        {position && position.locks.length === 0 && (
          <Typography color="text.secondary">{t('admin.caseHints.nothing')}</Typography>
        )}
        {position?.locks.map((lock) => (
          <LockHints
            key={lock.lockId}
            lock={lock}
            // The server lists locks only in front of a player who can be helped now: one who
            // plays, is paused, or has not opened their game in a running room.
            canRun={canRun}
            sending={send.isPending}
            onSend={sendHint}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
