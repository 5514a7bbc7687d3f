import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { Language } from '@coulisses/shared/languages';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { formatNumber, formatOrdinal } from '../../../../lib/format-number';

/** Third, then second, then first: a beat between each, as the room holds its breath. */
const REVEAL_EVERY_MS = 2500;
const PODIUM = 3;

/**
 * Each place's step, by place: where it stands left to right (second, first, third) and how
 * high. The list itself stays in rank order, for screen readers.
 */
const STEP: Record<number, { column: number; height: string }> = {
  1: { column: 2, height: '82%' },
  2: { column: 1, height: '62%' },
  3: { column: 3, height: '46%' },
};

/**
 * Once the session is finished (docs/product.md#show-screen): the podium, revealed place by
 * place from the third; at once for those who ask for less motion.
 */
export function ShowPodium({
  players,
  names,
  t,
  lang,
}: {
  /** Ranked as the leaderboard ranks them. */
  players: PlayerProgress[];
  names: Map<string, string>;
  t: TFunction;
  /** The big screen's language, which `t` speaks. */
  lang: Language;
}) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const podium = players.slice(0, PODIUM);
  // How many places are revealed, counted from the last one.
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed >= podium.length) return;
    const timer = setTimeout(() => setRevealed((count) => count + 1), reducedMotion ? 0 : REVEAL_EVERY_MS);
    return () => clearTimeout(timer);
  }, [revealed, podium.length, reducedMotion]);

  const shown = (place: number) => place > podium.length - revealed;
  return (
    <Box
      component="section"
      aria-labelledby="show-podium-title"
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', px: { xs: 2, md: 6 }, py: { xs: 2, md: 3 } }}
    >
      <Typography id="show-podium-title" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 2 }}>
        {t('admin.show.podium')}
      </Typography>
      {/* Each place said as it is revealed, for those who do not see the screen. */}
      <span role="status" className="visually-hidden" data-testid="podium-announcement">
        {revealed > 0 && podium[podium.length - revealed]
          ? t('admin.show.revealed', {
              place: formatOrdinal(podium.length - revealed + 1, lang),
              name: names.get(podium[podium.length - revealed]!.playerId),
            })
          : ''}
      </span>
      {podium.length === 0 ? (
        <Typography sx={{ textAlign: 'center', fontSize: 'clamp(1.1rem, 2vw, 1.6rem)' }}>
          {t('admin.join.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          data-testid="show-podium"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            height: { xs: '50vh', md: '58vh' },
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gridTemplateRows: '100%',
            alignItems: 'end',
            gap: { xs: 1, md: 3 },
          }}
        >
          {podium.map((player, index) => {
            const place = index + 1;
            const visible = shown(place);
            return (
              <Box
                component="li"
                key={player.playerId}
                data-testid={`podium-${place}`}
                data-revealed={visible}
                sx={{
                  gridColumn: STEP[place]!.column,
                  gridRow: 1,
                  // At least its step's height; more when a long name needs it.
                  minHeight: STEP[place]!.height,
                  alignSelf: 'end',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  alignItems: 'center',
                  textAlign: 'center',
                  bgcolor: place === 1 ? 'secondary.dark' : 'background.paper',
                  borderTop: 4,
                  borderColor: 'secondary.main',
                  borderRadius: '8px 8px 0 0',
                  p: { xs: 1, md: 2 },
                }}
              >
                <Typography component="span" sx={{ fontSize: 'clamp(2rem, 6vw, 5rem)', fontWeight: 700 }}>
                  {place}
                </Typography>
                <Box
                  sx={{
                    opacity: visible ? 1 : 0,
                    transform: visible ? 'none' : 'translateY(1rem)',
                    transition: reducedMotion ? 'none' : 'opacity 600ms ease, transform 600ms ease',
                  }}
                  aria-hidden={!visible}
                >
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      fontSize: 'clamp(1.2rem, 3vw, 2.6rem)',
                      fontWeight: 700,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {visible ? names.get(player.playerId) : ''}
                  </Typography>
                  <Typography
                    component="span"
                    sx={{ display: 'block', fontSize: 'clamp(1rem, 2vw, 1.6rem)' }}
                  >
                    {visible
                      ? t('admin.show.points', {
                          count: player.score,
                          points: formatNumber(player.score, lang),
                        })
                      : ''}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
