import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { LEADERBOARD_TOP } from '@coulisses/shared/game/game.schema';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import { useCountdown } from '../../../../hooks/use-countdown';
import type { Language } from '@coulisses/shared/languages';
import { formatDuration } from '../../../../lib/format-duration';
import { formatNumber } from '../../../../lib/format-number';

/** The game master's broadcasts the room reads on the big screen: the last few. */
const BROADCASTS_SHOWN = 3;

/**
 * While the session runs (docs/product.md#show-screen): the room's clock as large as the
 * screen allows, the live top ten, and the game master's latest words to everyone.
 */
export function ShowRunning({
  session,
  players,
  names,
  messages,
  t,
  lang,
}: {
  session: Session;
  /** Ranked as the leaderboard ranks them. */
  players: PlayerProgress[];
  names: Map<string, string>;
  messages: Message[] | undefined;
  t: TFunction;
  /** The big screen's language, which `t` speaks. */
  lang: Language;
}) {
  const remaining = useCountdown(session.clock);
  const top = players.slice(0, LEADERBOARD_TOP);
  const broadcasts = (messages ?? [])
    .filter((message) => message.playerId === null && message.kind !== 'warning' && message.body)
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
    .slice(0, BROADCASTS_SHOWN);
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: { xs: 3, md: 5 },
        px: { xs: 2, md: 6 },
        py: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography
            component="p"
            role="timer"
            aria-label={t('admin.show.timeLeft', { time: formatDuration(remaining) })}
            data-testid="show-timer"
            sx={{
              fontFamily: '"Cousine", monospace',
              fontWeight: 700,
              fontSize: { xs: 'min(22vw, 16vh)', md: 'min(16vw, 24vh)' },
              lineHeight: 1,
              color: remaining <= 5 * 60 ? 'secondary.main' : 'text.primary',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatDuration(remaining)}
          </Typography>
          {session.status === 'paused' && (
            <Typography component="p" sx={{ fontSize: 'clamp(1.2rem, 3vw, 2.4rem)', color: 'warning.main' }}>
              {t('admin.show.paused')}
            </Typography>
          )}
        </Box>
        {broadcasts.length > 0 && (
          <Box component="section" aria-labelledby="show-broadcasts-title">
            <Typography id="show-broadcasts-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('admin.show.broadcasts')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {broadcasts.map((message) => (
                <Paper
                  component="li"
                  key={message.id}
                  data-testid="show-broadcast"
                  sx={{ p: 2, fontSize: 'clamp(1.1rem, 2.2vw, 1.8rem)', whiteSpace: 'pre-line' }}
                >
                  {message.body}
                </Paper>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="show-top-title" sx={{ minWidth: 0 }}>
        <Typography id="show-top-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {t('admin.show.topTen')}
        </Typography>
        {top.length === 0 ? (
          <Typography sx={{ fontSize: 'clamp(1.1rem, 2vw, 1.6rem)' }}>{t('admin.join.none')}</Typography>
        ) : (
          <Box
            component="ol"
            data-testid="show-top"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {top.map((player, index) => (
              <Box
                component="li"
                key={player.playerId}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '2.5em minmax(0, 1fr) auto',
                  alignItems: 'baseline',
                  gap: 1.5,
                  fontSize: 'clamp(1.1rem, 2.2vw, 1.9rem)',
                  borderBottom: 1,
                  borderColor: 'divider',
                  py: 0.5,
                }}
              >
                <Box component="span" sx={{ color: 'secondary.main', fontWeight: 700, textAlign: 'right' }}>
                  {index + 1}
                </Box>
                <Box component="span" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
                  {names.get(player.playerId)}
                </Box>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {t('admin.show.standing', {
                    locks: player.locksSolved,
                    total: player.lockCount,
                    points: formatNumber(player.score, lang),
                  })}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
