import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PartFailed } from '../../../components/admin/load-state';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { Message, MessageKind } from '@coulisses/shared/message/message.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { formatTime } from '../../../lib/date-time';
import { formatTimeAmount } from '../../../lib/format-duration';
import { useSessionMessages } from '../../../lib/admin-api/messages';
import { teamsOf } from './format';

const KIND_COLOURS: Record<MessageKind, ChipProps['color']> = {
  message: 'default',
  hint: 'secondary',
  warning: 'warning',
};

/** The words of a message; a warning has none of its own and is worded here, in the reader's language. */
const bodyOf = (t: TFunction, message: Message) =>
  message.kind === 'warning'
    ? t('admin.messages.warning', { count: message.minutesLeft ?? 0 })
    : (message.body ?? '');

/**
 * docs/product.md#messages: what was sent in the session, newest first — the game master's messages and
 * hints, and the automatic warnings. Read again on each message event of the live stream.
 */
export function MessagesLog({ sessionId, players }: { sessionId: string; players: PlayerProgress[] }) {
  const { t } = useTranslation();
  // A failed refresh keeps what is shown; only a first read that fails says so.
  const lang = useCurrentLanguage();
  const { data: messages, error, isError, refetch } = useSessionMessages(sessionId, lang);

  const mails = new Map(players.map((player) => [player.playerId, player.mail]));
  const teams = new Map(teamsOf(players).map((team) => [team.id, team.name]));
  return (
    <Box component="section" aria-labelledby="messages-log-title">
      <Typography id="messages-log-title" variant="h6" component="h2" gutterBottom>
        {t('admin.messages.logTitle')}
      </Typography>
      {!messages && isError && <PartFailed error={error} onRetry={() => void refetch()} />}
      {messages?.length === 0 && <Typography color="text.secondary">{t('admin.messages.none')}</Typography>}
      {messages && messages.length > 0 && (
        <Box component="ol" aria-labelledby="messages-log-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {messages.map((message) => (
            <Box
              component="li"
              key={message.id}
              data-testid="sent-message"
              sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography component="time" dateTime={message.sentAt} variant="body2" color="text.secondary">
                  {formatTime(message.sentAt, lang)}
                </Typography>
                <Chip
                  size="small"
                  color={KIND_COLOURS[message.kind]}
                  label={t(`admin.messages.kinds.${message.kind}`)}
                />
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {message.teamId !== null
                    ? t('admin.messages.toTeam', { name: teams.get(message.teamId) ?? message.teamId })
                    : message.playerId === null
                      ? t('admin.messages.toEveryone')
                      : t('admin.messages.toPlayer', {
                          mail: mails.get(message.playerId) ?? message.playerId,
                        })}
                </Typography>
                {/* docs/product.md#case-hints: which of the case's hints, on which lock, at what cost. */}
                {message.caseHint && (
                  <Typography variant="body2" color="text.secondary" data-testid="sent-case-hint">
                    {t('admin.messages.caseHint', {
                      number: message.caseHint.number,
                      title: message.caseHint.lockTitle ?? message.caseHint.lockId,
                    })}
                    {' · '}
                    {message.caseHint.penaltySeconds > 0
                      ? t('admin.caseHints.cost', {
                          time: formatTimeAmount(message.caseHint.penaltySeconds, lang),
                        })
                      : t('admin.path.free')}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {bodyOf(t, message)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
