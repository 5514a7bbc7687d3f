import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartFailed } from '../../../components/admin/load-state';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { PathMessage, PlayerAction, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { formatTime } from '../../../lib/date-time';
import { usePlayerPath, useRenamePlayer } from '../../../lib/admin-api/dashboard';
import { NicknameForm } from '../../../components/nickname-form';
import { PlayerControls } from './player-controls';
import { formatTimeAmount } from '../../../lib/format-duration';
import { formatNumber } from '../../../lib/format-number';
import type { Language } from '@coulisses/shared/languages';
import { scrollRegion } from '../../../lib/scroll-region';

type Outcome = NonNullable<PlayerAction['outcome']>;
const OUTCOME_COLOURS: Record<Outcome, ChipProps['color']> = {
  right: 'success',
  wrong: 'error',
  throttled: 'warning',
  repeated: 'default',
};

/** One action in words: what the player did, and on what (its title in the reader's language). */
function describe(t: TFunction, action: PlayerAction, lang: Language): string {
  const title = action.targetTitle ?? action.target ?? '';
  switch (action.kind) {
    case 'start':
      return t('admin.path.start');
    case 'read':
      return t('admin.path.read', { title });
    case 'attempt':
      // A choice in words ("By the service lift"), a typed answer as typed.
      return t('admin.path.attempt', { answer: action.answerText ?? action.answer ?? '', title });
    case 'hint':
      return t('admin.path.hint', { title });
    case 'accusation':
      return t('admin.path.accusation');
    case 'message':
      return describeMessage(t, action.message);
    // A game master's doing: the time given back is the action's penalty below zero.
    case 'addedTime':
      return t('admin.path.addedTime', { time: formatTimeAmount(-action.penaltySeconds, lang) });
    case 'forgiven':
      return t('admin.path.forgiven', { time: formatTimeAmount(-action.penaltySeconds, lang) });
    case 'released':
      return t('admin.path.released');
    case 'moved':
      return t('admin.path.moved');
    // docs/product.md#team-accusation: the team's word on an accusation.
    case 'proposed':
      return t('admin.path.proposed');
    case 'confirmed':
      return t('admin.path.confirmed');
    case 'objected':
      return t('admin.path.objected');
  }
}

/** What reached the player: a hint of the case, the game master's words (to them or all), a warning. */
function describeMessage(t: TFunction, message: PathMessage | null): string {
  if (!message) return '';
  if (message.caseHint) {
    return t('admin.path.caseHint', {
      number: message.caseHint.number,
      title: message.caseHint.lockTitle ?? message.caseHint.lockId,
    });
  }
  if (message.kind === 'warning') return t('admin.path.warning', { count: message.minutesLeft ?? 0 });
  const to = message.toEveryone ? 'ToEveryone' : 'ToPlayer';
  return t(`admin.path.${message.kind === 'hint' ? 'hint' : 'message'}${to}`);
}

/** Whether the player has read it, and when: the receipt of a message in the path. */
function ReadReceipt({ readAt }: { readAt: string | null }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Chip
      size="small"
      data-testid="path-read"
      data-read={readAt ? 'yes' : 'no'}
      color={readAt ? 'success' : 'default'}
      variant={readAt ? 'filled' : 'outlined'}
      label={
        readAt
          ? t('admin.path.readAt', { time: formatTime(readAt, lang, { seconds: true }) })
          : t('admin.path.unread')
      }
    />
  );
}

function Summary({ player }: { player: PlayerProgress }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const facts = [
    [t('admin.dashboard.columns.locks'), `${player.locksSolved}/${player.lockCount}`],
    [t('admin.dashboard.columns.wrong'), String(player.wrongAttempts)],
    [t('admin.dashboard.columns.hints'), String(player.hintsTaken)],
    [t('admin.dashboard.columns.penalties'), formatTimeAmount(player.penaltySeconds, lang)],
    [t('admin.dashboard.columns.score'), formatNumber(player.score, lang)],
  ];
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 0, mb: 2 }}>
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * docs/product.md#player-path: a player's path — every action with its time, the answers tried and what
 * came of them, the penalties — and a shortcut to write to them. The live stream
 * invalidates the path whenever their row changes, so it follows them live.
 */
export function PlayerPathDialog({
  sessionId,
  player,
  name,
  canRun,
  onClose,
  onMessage,
  onHelp,
  selfPaced,
  onNotice,
}: {
  sessionId: string;
  player: PlayerProgress;
  /** The player's one name (docs/product.md#nicknames). */
  name: string;
  /** The game master runs the session: they message and rename its players. */
  canRun: boolean;
  onClose: () => void;
  onMessage: (playerId: string) => void;
  /** Opens the case's hints for the player (docs/product.md#case-hints). */
  onHelp: (playerId: string) => void;
  /** A self-paced session: a player may get minutes of their own (docs/product.md#player-controls). */
  selfPaced: boolean;
  /** A step on the player is done; `removed`: they are gone. */
  onNotice: (notice: string, removed?: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const lang = useCurrentLanguage();
  // A failed refresh keeps what is shown; only a first read that fails says so.
  const {
    data: actions,
    error,
    isPending,
    isError,
    refetch,
  } = usePlayerPath(sessionId, player.playerId, lang);
  const rename = useRenamePlayer(sessionId);
  const [renaming, setRenaming] = useState(false);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('admin.path.title', { mail: player.mail })}
      </DialogTitle>
      <DialogContent {...scrollRegion({ 'aria-labelledby': titleId })}>
        <Summary player={player} />
        {canRun && (
          <PlayerControls
            sessionId={sessionId}
            player={player}
            name={name}
            selfPaced={selfPaced}
            onDone={onNotice}
          />
        )}
        {renaming && (
          <Box sx={{ mb: 2 }}>
            <NicknameForm
              initial={player.nickname ?? ''}
              label={t('admin.path.nickname')}
              submitLabel={t('admin.path.rename')}
              autoFocus
              onSave={async (nickname) => {
                await rename.mutateAsync({ playerId: player.playerId, nickname });
                setRenaming(false);
              }}
              actions={
                <Button color="inherit" onClick={() => setRenaming(false)}>
                  {t('common.cancel')}
                </Button>
              }
            />
          </Box>
        )}
        {isPending && <CircularProgress color="secondary" aria-label={t('common.loading')} />}
        {!actions && isError && <PartFailed error={error} onRetry={() => void refetch()} />}
        {actions?.length === 0 && <Typography color="text.secondary">{t('admin.path.none')}</Typography>}
        {actions && actions.length > 0 && (
          <Box
            component="ol"
            aria-label={t('admin.path.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {actions.map((action) => (
              <Box
                component="li"
                key={action.id}
                data-testid="path-action"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '6.5rem 1fr' },
                  columnGap: 2,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography
                  component="time"
                  dateTime={action.at}
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatTime(action.at, lang, { seconds: true })}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {describe(t, action, lang)}
                  </Typography>
                  {action.message && <ReadReceipt readAt={action.message.readAt} />}
                  {action.kind === 'message' && action.message?.caseHint?.penaltySeconds === 0 && (
                    <Chip size="small" variant="outlined" label={t('admin.path.free')} />
                  )}
                  {action.message?.kind !== 'warning' && action.message?.body && (
                    <Typography
                      component="blockquote"
                      data-testid="path-message-body"
                      sx={{
                        width: '100%',
                        m: 0,
                        pl: 1.5,
                        borderLeft: 3,
                        borderColor: 'divider',
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        color: 'text.secondary',
                      }}
                    >
                      {action.message.body}
                    </Typography>
                  )}
                  {action.kind === 'attempt' && action.outcome && (
                    <Chip
                      size="small"
                      color={OUTCOME_COLOURS[action.outcome]}
                      label={t(`admin.path.outcome.${action.outcome}`)}
                    />
                  )}
                  {action.kind === 'accusation' && player.solved !== null && (
                    <Chip
                      size="small"
                      color={player.solved ? 'success' : 'error'}
                      label={t(
                        player.solved ? 'admin.results.accusationRight' : 'admin.results.accusationWrong',
                      )}
                    />
                  )}
                  {(action.kind === 'accusation' || action.kind === 'proposed') &&
                    action.accusation &&
                    action.accusation.length > 0 && (
                      <Box
                        component="dl"
                        data-testid="path-accusation"
                        sx={{ width: '100%', m: 0, display: 'grid', gap: 0.5 }}
                      >
                        {action.accusation.map(({ question, answer }) => (
                          <Box key={question}>
                            <Typography component="dt" variant="body2" color="text.secondary">
                              {question}
                            </Typography>
                            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                              {answer}
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                    )}
                  {action.penaltySeconds > 0 && (
                    <Typography component="span" variant="body2" color="warning.main">
                      {t('admin.path.penalty', { time: formatTimeAmount(action.penaltySeconds, lang) })}
                    </Typography>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canRun && (
          <Button onClick={() => setRenaming(true)} disabled={renaming}>
            {t('admin.path.rename')}
          </Button>
        )}
        {canRun && <Button onClick={() => onHelp(player.playerId)}>{t('admin.caseHints.open')}</Button>}
        {canRun && (
          <Button variant="contained" onClick={() => onMessage(player.playerId)}>
            {t('admin.path.message')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
