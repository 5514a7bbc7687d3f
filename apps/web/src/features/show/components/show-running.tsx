import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { LEADERBOARD_TOP } from '@coulisses/shared/game/game.schema';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import type { Session } from '@coulisses/shared/session/session.schema';
import type { Language } from '@coulisses/shared/languages';
import { formatDuration } from '../../../lib/format-duration';
import { formatNumber } from '../../../lib/format-number';
import { roomBroadcasts } from './show-broadcasts';
import { ShowClock } from './show-clock';
import { ShowTimeLeft } from './show-time-left';
import { useFitFont } from './use-fit-font';

/**
 * While the session runs (docs/product.md#show-screen): the large figure — the room's clock,
 * or a self-paced session's time run — the live top ten (self-paced, each row with its own
 * time left), and the game master's latest words to everyone. On a screen of some size
 * nothing scrolls: the top ten and the words take the largest type their part of the
 * screen holds.
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
  const top = players.slice(0, LEADERBOARD_TOP);
  const broadcasts = roomBroadcasts(messages ?? []);
  const selfPaced = session.pacing === 'selfPaced';
  // The longest time a row shows, in figures: every row's time in one column as wide.
  const timeFigures = Math.max(4, ...top.map((player) => formatDuration(player.remainingSeconds).length));
  const columns = selfPaced
    ? `1.6em minmax(0, 1fr) auto ${(timeFigures * 0.62).toFixed(2)}em`
    : '1.6em minmax(0, 1fr) auto';
  const list = useFitFont<HTMLOListElement>({ min: '0.75rem', max: 'clamp(1.1rem, 2.8vw, 2.25rem)' });
  const board = useFitFont<HTMLUListElement>({ min: '0.75rem', max: 'clamp(1.1rem, 2.2vw, 1.75rem)' });
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gridTemplateRows: { md: 'minmax(0, 1fr)' },
        gap: { xs: 3, md: '3vw' },
        px: { xs: 2, md: '3vw' },
        py: { xs: 2, md: '2.5vh' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // Alone, the figure stands in the middle of its half.
          justifyContent: broadcasts.length > 0 ? 'flex-start' : 'center',
          gap: '2vh',
          minWidth: 0,
          minHeight: 0,
        }}
      >
        <ShowClock session={session} maxHeight={broadcasts.length > 0 ? '26vh' : '48vh'} t={t} />
        {broadcasts.length > 0 && (
          <Box
            component="section"
            aria-labelledby="show-broadcasts-title"
            sx={{ display: 'flex', flexDirection: 'column', flex: { md: '1 1 0' }, minHeight: 0 }}
          >
            <Typography id="show-broadcasts-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('admin.show.broadcasts')}
            </Typography>
            <Box
              component="ul"
              ref={board}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: '0.6em',
                flex: { md: '1 1 0' },
                minHeight: 0,
                overflow: 'hidden',
              }}
            >
              {broadcasts.map((message) => (
                <Paper
                  component="li"
                  key={message.id}
                  data-testid="show-broadcast"
                  sx={{
                    p: '0.5em 0.75em',
                    fontSize: '1em',
                    lineHeight: 1.35,
                    whiteSpace: 'pre-line',
                    overflowWrap: 'anywhere',
                    flexShrink: 0,
                  }}
                >
                  {message.body}
                </Paper>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box
        component="section"
        aria-labelledby="show-top-title"
        sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography id="show-top-title" variant="h4" component="h2">
            {t('admin.show.topTen')}
          </Typography>
          {selfPaced && top.length > 0 && (
            <Typography sx={{ color: 'text.secondary', fontSize: 'clamp(1rem, 2.2vh, 1.5rem)' }}>
              {t('admin.show.ownTimeLeft')}
            </Typography>
          )}
        </Box>
        {top.length === 0 ? (
          <Typography sx={{ fontSize: 'clamp(1.1rem, 2vw, 1.6rem)' }}>{t('admin.join.none')}</Typography>
        ) : (
          <Box
            component="ol"
            ref={list}
            data-testid="show-top"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'flex',
              flexDirection: 'column',
              flex: { md: '1 1 0' },
              minHeight: 0,
              overflow: 'hidden',
            }}
          >
            {top.map((player, index) => (
              <Box
                component="li"
                key={player.playerId}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: columns,
                  alignItems: 'baseline',
                  columnGap: '0.6em',
                  lineHeight: 1.2,
                  borderBottom: 1,
                  borderColor: 'divider',
                  py: '0.25em',
                  flexShrink: 0,
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
                {selfPaced && <ShowTimeLeft player={player} t={t} />}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
